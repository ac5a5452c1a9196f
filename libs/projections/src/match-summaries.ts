import { MATCH_CREATED, MATCH_SEALED, matchGameOf, type MatchCreatedData, type MatchSeatInfo } from '@cronica/matches';
import { MATCH_CLOSED } from '@cronica/rules-kernel';
import type { ProjectedEvent } from './events.js';
import type { ReadDb } from './schema.js';

/**
 * Match summaries and the replay index,
 * fed by the `match-<id>` streams the API writes (libs/matches/src/match-events.ts). The
 * shapes below are the public part of those events; deck-list hashes are left out on purpose (a
 * plain hash would let anyone test a guessed closed list, libs/replay/README.md), and so is
 * everything else in the stream: hands, seeds and decisions live only in the replay itself.
 */
export { MATCH_CREATED, MATCH_SEALED };

export type MatchCreatedSeat = Omit<MatchSeatInfo, 'deckHash'>;

/** `game` is absent on matches from before it was recorded: their replay header names the game (`matchGameOf`). */
export type MatchCreatedEventData = Pick<
  MatchCreatedData,
  'matchId' | 'kind' | 'tournamentId' | 'round' | 'table' | 'commitment' | 'createdAt' | 'game'
> & { readonly seats: readonly MatchCreatedSeat[] };

/** The rules library's result (GameResult of @cronica/rules-kernel) and the seal's last `seq`. */
export interface MatchSealedEventData {
  readonly result:
    | { readonly outcome: 'win'; readonly winner: number; readonly reason: string }
    | { readonly outcome: 'draw'; readonly reason: string };
  readonly seq: number;
}

export const MATCH_SUMMARIES_DDL = `
CREATE TABLE IF NOT EXISTS match_summaries (
  match_id TEXT PRIMARY KEY,
  game TEXT,
  kind TEXT NOT NULL,
  tournament_id TEXT,
  round INTEGER,
  table_number INTEGER,
  status TEXT NOT NULL,
  commitment TEXT NOT NULL,
  result TEXT,
  created_at TEXT NOT NULL,
  created_position INTEGER NOT NULL,
  finished_at TEXT,
  finished_position INTEGER,
  replay_seq INTEGER,
  replay_head TEXT
);
CREATE INDEX IF NOT EXISTS match_summaries_by_status ON match_summaries (status, finished_position, created_position);
CREATE INDEX IF NOT EXISTS match_summaries_by_game ON match_summaries (game, status, finished_position, created_position);
CREATE INDEX IF NOT EXISTS match_summaries_by_tournament ON match_summaries (tournament_id, round, table_number);
CREATE TABLE IF NOT EXISTS match_players (
  match_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  deck_name TEXT NOT NULL,
  PRIMARY KEY (match_id, seat)
);
CREATE INDEX IF NOT EXISTS match_players_by_player ON match_players (player_id);
`;

/** The seal's head from its replay record (`metadata.replay.line.signed.head`), when present. */
function sealHead(event: ProjectedEvent): string | null {
  const line = (event.metadata as { replay?: { line?: { kind?: string; signed?: { head?: unknown } } } } | null)?.replay
    ?.line;
  return line?.kind === 'seal' && typeof line.signed?.head === 'string' ? line.signed.head : null;
}

/** Applies one event of a `match-<id>` stream; true when a summary changed. */
export function projectMatchEvent(db: ReadDb, matchId: string, event: ProjectedEvent): boolean {
  if (event.type === MATCH_CREATED) return created(db, matchId, event);
  if (event.type === MATCH_SEALED) return sealed(db, matchId, event);
  // A closure without a replay line is of a match that never started (its seeds were not all in):
  // it is finished with the tournament's result, and has no replay to seal.
  if (event.type === MATCH_CLOSED && (event.metadata as { replay?: unknown } | null)?.replay === undefined)
    return closedUnplayed(db, matchId, event);
  return false;
}

/** A new match, live, with its game and its seats' players and decks. */
function created(db: ReadDb, matchId: string, event: ProjectedEvent): boolean {
  const data = event.data as MatchCreatedEventData;
  db.prepare(
    `INSERT OR REPLACE INTO match_summaries (match_id, game, kind, tournament_id, round, table_number, status, commitment, result, created_at, created_position, finished_at, finished_position, replay_seq, replay_head)
     VALUES (?, ?, ?, ?, ?, ?, 'live', ?, NULL, ?, ?, NULL, NULL, NULL, NULL)`,
  ).run(
    matchId,
    matchGameOf(event)?.id ?? null,
    data.kind,
    data.tournamentId,
    data.round,
    data.table,
    data.commitment,
    data.createdAt,
    event.position,
  );
  const seat = db.prepare(
    'INSERT OR REPLACE INTO match_players (match_id, seat, player_id, deck_name) VALUES (?, ?, ?, ?)',
  );
  for (const s of data.seats) seat.run(matchId, s.seat, s.player, s.deckName);
  return true;
}

/** A played match's seal: finished, with its result and the head of its signed replay. */
function sealed(db: ReadDb, matchId: string, event: ProjectedEvent): boolean {
  const data = event.data as MatchSealedEventData;
  const changed = db
    .prepare(
      `UPDATE match_summaries SET status = 'finished', result = ?, finished_at = ?, finished_position = ?, replay_seq = ?, replay_head = ?
       WHERE match_id = ?`,
    )
    .run(JSON.stringify(data.result), event.created.toISOString(), event.position, data.seq, sealHead(event), matchId);
  return changed.changes > 0;
}

/** A match closed before it started: finished with the tournament's result, no replay. */
function closedUnplayed(db: ReadDb, matchId: string, event: ProjectedEvent): boolean {
  const data = event.data as { result: MatchSealedEventData['result'] };
  const changed = db
    .prepare(
      `UPDATE match_summaries SET status = 'finished', result = ?, finished_at = ?, finished_position = ? WHERE match_id = ?`,
    )
    .run(JSON.stringify(data.result), event.created.toISOString(), event.position, matchId);
  return changed.changes > 0;
}
