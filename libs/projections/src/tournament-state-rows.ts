import { initialTournamentState, type PlayerState, type TournamentState } from '@cronica/tournament';
import type { ReadDb } from './schema.js';

/**
 * The folded tournament state, stored in two parts so that a registration writes one row, not the
 * whole event again: the state without its players (`tournament_state`), and one row per player
 * (`tournament_state_players`, in registration order by `seq`). Secrets (seed, deck lists) stay in
 * these two internal tables.
 */
export const TOURNAMENT_STATE_PLAYERS_DDL = `
CREATE TABLE IF NOT EXISTS tournament_state_players (
  tournament_id TEXT NOT NULL,
  player_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  player TEXT NOT NULL,
  PRIMARY KEY (tournament_id, player_id)
);
CREATE INDEX IF NOT EXISTS tournament_state_players_in_order ON tournament_state_players (tournament_id, seq);
`;

/** What is stored beside the state: the projection's own bookkeeping (JSON-safe). */
export type StoredMeta = Record<string, unknown>;

export interface StoredTournament {
  readonly state: TournamentState;
  readonly meta: StoredMeta;
}

/**
 * The players whose row must change: new or changed ones (evolve is immutable, so identity says it)
 * and removed ones. `onlyPlayer`: the event touched that player alone (a registration, a deck list),
 * so the others are not looked at.
 */
function changedPlayers(
  before: TournamentState,
  after: TournamentState,
  onlyPlayer: string | null,
): { written: PlayerState[]; removed: string[] } {
  if (before.players === after.players) return { written: [], removed: [] };
  if (onlyPlayer !== null) {
    const player = after.players[onlyPlayer];
    return player === undefined
      ? { written: [], removed: [onlyPlayer] }
      : { written: before.players[onlyPlayer] === player ? [] : [player], removed: [] };
  }
  const written = after.order.map((id) => after.players[id]!).filter((p) => before.players[p.id] !== p);
  const removed = before.order.filter((id) => after.players[id] === undefined);
  return { written, removed };
}

function statementsOf(db: ReadDb) {
  return {
    state: db.prepare(
      'INSERT INTO tournament_state (id, revision, state) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET revision = excluded.revision, state = excluded.state',
    ),
    remove: db.prepare('DELETE FROM tournament_state_players WHERE tournament_id = ? AND player_id = ?'),
    next: db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM tournament_state_players WHERE tournament_id = ?'),
    update: db.prepare('UPDATE tournament_state_players SET player = ? WHERE tournament_id = ? AND player_id = ?'),
    insert: db.prepare(
      'INSERT INTO tournament_state_players (tournament_id, player_id, seq, player) VALUES (?, ?, ?, ?)',
    ),
  };
}

/** Prepared once per database: preparing costs more than the one-row writes a registration makes. */
const prepared = new WeakMap<ReadDb, ReturnType<typeof statementsOf>>();

function statements(db: ReadDb): ReturnType<typeof statementsOf> {
  let found = prepared.get(db);
  if (!found) prepared.set(db, (found = statementsOf(db)));
  return found;
}

/** Writes the state row (without players) and only the player rows that changed since `before`. */
export function saveTournamentState(
  db: ReadDb,
  id: string,
  revision: bigint,
  states: { before: TournamentState; after: TournamentState; onlyPlayer: string | null },
  meta: StoredMeta,
): void {
  const { before, after, onlyPlayer } = states;
  const { players: _players, order: _order, ...rest } = after;
  const { state, remove, next, update, insert } = statements(db);
  state.run(id, revision, JSON.stringify({ state: rest, meta }));
  const { written, removed } = changedPlayers(before, after, onlyPlayer);
  for (const playerId of removed) remove.run(id, playerId);
  for (const player of written) {
    const json = JSON.stringify(player);
    if (update.run(json, id, player.id).changes === 0)
      insert.run(id, player.id, (next.get(id) as { seq: number }).seq, json);
  }
}

/** The whole stored state, players in registration order; undefined for a tournament never projected. */
export function loadTournamentState(db: ReadDb, id: string): StoredTournament | undefined {
  const row = db.prepare('SELECT state FROM tournament_state WHERE id = ?').get(id) as { state: string } | undefined;
  if (!row) return undefined;
  const stored = JSON.parse(row.state) as { state: Partial<TournamentState>; meta: StoredMeta };
  const rows = db
    .prepare('SELECT player FROM tournament_state_players WHERE tournament_id = ? ORDER BY seq')
    .all(id) as Array<{ player: string }>;
  const players: Record<string, PlayerState> = {};
  // Kept apart from the object's keys, which JavaScript would put in numeric order for ids like "12".
  const order: string[] = [];
  for (const { player } of rows) {
    const parsed = JSON.parse(player) as PlayerState;
    players[parsed.id] = parsed;
    order.push(parsed.id);
  }
  // States stored before a field existed read it from the initial state (a rebuild writes them whole).
  const state: TournamentState = { ...initialTournamentState, ...stored.state, players, order };
  return { state, meta: stored.meta };
}

/** Forgets the prepared statements of a database whose tables were dropped and created again. */
export function forgetTournamentStateStatements(db: ReadDb): void {
  prepared.delete(db);
}
