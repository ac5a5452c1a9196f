import type { ReadDb } from './schema.js';

export type MatchListStatus = 'live' | 'finished';

export interface MatchSummaryRow {
  readonly matchId: string;
  /** The game's id; null only for a match whose first event named none. */
  readonly game: string | null;
  readonly kind: string;
  readonly tournamentId: string | null;
  readonly round: number | null;
  readonly tableNumber: number | null;
  readonly status: MatchListStatus;
  readonly commitment: string;
  /** JSON of the rules library's result, once sealed. */
  readonly result: string | null;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  /** `$all` position of the seal: the order of "finished most recently". */
  readonly finishedPosition: bigint | null;
  readonly replaySeq: number | null;
  readonly replayHead: string | null;
}

export interface MatchPlayerRow {
  readonly seat: number;
  readonly playerId: string;
  readonly deckName: string;
}

export interface MatchFilter {
  readonly status?: MatchListStatus;
  readonly game?: string;
  readonly tournamentId?: string;
  readonly playerId?: string;
  readonly limit?: number;
  readonly offset?: number;
}

const COLUMNS = `m.match_id AS matchId, m.game, m.kind, m.tournament_id AS tournamentId, m.round, m.table_number AS tableNumber, m.status,
  m.commitment, m.result, m.created_at AS createdAt, m.finished_at AS finishedAt, m.finished_position AS finishedPosition,
  m.replay_seq AS replaySeq, m.replay_head AS replayHead`;

type RawRow = Omit<MatchSummaryRow, 'finishedPosition'> & { finishedPosition: number | null };

const toRow = (row: RawRow): MatchSummaryRow => ({
  ...row,
  finishedPosition: row.finishedPosition === null ? null : BigInt(row.finishedPosition),
});

/**
 * Match summaries, most recent first: finished ones by the store position of their seal (the
 * order they finished in), live ones by the position of their creation.
 */
export function listMatches(db: ReadDb, filter: MatchFilter = {}): MatchSummaryRow[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM match_summaries m
       WHERE (@status IS NULL OR m.status = @status)
         AND (@game IS NULL OR m.game = @game)
         AND (@tournamentId IS NULL OR m.tournament_id = @tournamentId)
         AND (@playerId IS NULL OR EXISTS (SELECT 1 FROM match_players p WHERE p.match_id = m.match_id AND p.player_id = @playerId))
       ORDER BY COALESCE(m.finished_position, m.created_position) DESC, m.match_id
       LIMIT @limit OFFSET @offset`,
    )
    .all({
      status: filter.status ?? null,
      game: filter.game ?? null,
      tournamentId: filter.tournamentId ?? null,
      playerId: filter.playerId ?? null,
      limit: filter.limit ?? 20,
      offset: filter.offset ?? 0,
    }) as RawRow[];
  return rows.map(toRow);
}

/**
 * The online match of a tournament's table: the latest created there, or none (a table played on
 * paper). Read by the table itself, so no event is too large for its tables to find their matches.
 */
export function tableMatchSummary(
  db: ReadDb,
  table: { readonly tournamentId: string; readonly round: number; readonly table: number },
): MatchSummaryRow | undefined {
  const row = db
    .prepare(
      `SELECT ${COLUMNS} FROM match_summaries m
       WHERE m.tournament_id = @tournamentId AND m.round = @round AND m.table_number = @table
       ORDER BY m.created_position DESC LIMIT 1`,
    )
    .get(table) as RawRow | undefined;
  return row && toRow(row);
}

export function getMatchSummary(db: ReadDb, matchId: string): MatchSummaryRow | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM match_summaries m WHERE m.match_id = ?`).get(matchId) as
    RawRow | undefined;
  return row && toRow(row);
}

export function matchPlayers(db: ReadDb, matchId: string): MatchPlayerRow[] {
  return db
    .prepare(
      'SELECT seat, player_id AS playerId, deck_name AS deckName FROM match_players WHERE match_id = ? ORDER BY seat',
    )
    .all(matchId) as MatchPlayerRow[];
}
