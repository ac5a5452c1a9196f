import type { DeckCheckRecord, Dispute, Penalty } from '@cronica/tournament';
import type { AppealRow } from './judging-rows.js';
import type { ReadDb } from './schema.js';

/**
 * Reads of the judge's records. They hold staff-only text (call reasons,
 * summaries, rulings, notes): callers filter by role — staff read all, a player only what
 * concerns them (`forPlayer`).
 */
export interface JudgeCallRow {
  readonly callId: string;
  readonly round: number;
  readonly table: number;
  readonly playerId: string;
  readonly reason: string;
  readonly calledAt: string;
  readonly disputeId: string | null;
  /** The match log entry the call points at, when the player named one. */
  readonly matchEvent: number | null;
  /** How the call was closed without a dispute (JSON): a ruling in the match `{ matchId, seq }`, or staff marking it handled `{ handledBy, at }`. */
  readonly answeredBy: string | null;
}

export function judgeCalls(
  db: ReadDb,
  tournamentId: string,
  filter: { openOnly?: boolean; forPlayer?: string } = {},
): JudgeCallRow[] {
  return db
    .prepare(
      `SELECT call_id AS callId, round, table_number AS "table", player_id AS playerId, reason, called_at AS calledAt, dispute_id AS disputeId,
         match_event AS matchEvent, answered_by AS answeredBy
       FROM judge_calls WHERE tournament_id = @id AND (@open = 0 OR (dispute_id IS NULL AND answered_by IS NULL)) AND (@player IS NULL OR player_id = @player)
       ORDER BY called_at, call_id`,
    )
    .all({ id: tournamentId, open: filter.openOnly ? 1 : 0, player: filter.forPlayer ?? null }) as JudgeCallRow[];
}

/** A dispute's row: the fields it was opened with as the tournament records them, its opener and ruling flattened. */
export interface DisputeRow extends Pick<Dispute, 'disputeId' | 'round' | 'table' | 'players' | 'callId' | 'summary'> {
  readonly openedBy: string;
  readonly openedAt: string;
  readonly ruling: string | null;
  readonly outcome: string | null;
  readonly penaltyId: string | null;
  readonly ruledBy: string | null;
  readonly ruledAt: string | null;
  /** A player's appeal to the head judge and, once ruled, the head judge's ruling beside the first. */
  readonly appeal: AppealRow | null;
}

export function disputes(db: ReadDb, tournamentId: string, filter: { forPlayer?: string } = {}): DisputeRow[] {
  const rows = db
    .prepare(
      `SELECT dispute_id AS disputeId, round, table_number AS "table", players, call_id AS callId, summary, opened_by AS openedBy, opened_at AS openedAt,
         ruling, outcome, penalty_id AS penaltyId, ruled_by AS ruledBy, ruled_at AS ruledAt, appeal
       FROM disputes WHERE tournament_id = ? ORDER BY opened_at, dispute_id`,
    )
    .all(tournamentId) as Array<Omit<DisputeRow, 'players' | 'appeal'> & { players: string; appeal: string | null }>;
  return rows
    .map((row) => ({
      ...row,
      players: JSON.parse(row.players) as string[],
      appeal: row.appeal === null ? null : (JSON.parse(row.appeal) as AppealRow),
    }))
    .filter((row) => filter.forPlayer === undefined || row.players.includes(filter.forPlayer));
}

/** A penalty's row: the fields the tournament records, its issuer and time flattened. */
export interface PenaltyRow extends Pick<
  Penalty,
  'penaltyId' | 'playerId' | 'infraction' | 'penalty' | 'note' | 'round' | 'table' | 'disputeId' | 'deckCheckId'
> {
  readonly issuedBy: string;
  readonly issuedAt: string;
}

export function penalties(db: ReadDb, tournamentId: string, filter: { forPlayer?: string } = {}): PenaltyRow[] {
  return db
    .prepare(
      `SELECT penalty_id AS penaltyId, player_id AS playerId, infraction, penalty, note, round, table_number AS "table", dispute_id AS disputeId,
         deck_check_id AS deckCheckId, issued_by AS issuedBy, issued_at AS issuedAt
       FROM penalties WHERE tournament_id = @id AND (@player IS NULL OR player_id = @player) ORDER BY issued_at, penalty_id`,
    )
    .all({ id: tournamentId, player: filter.forPlayer ?? null }) as PenaltyRow[];
}

/** A deck check's row: the fields the tournament records (not the presented list), its judge and time flattened. */
export interface DeckCheckRow extends Pick<
  DeckCheckRecord,
  'checkId' | 'playerId' | 'round' | 'registeredHash' | 'presentedHash' | 'matches'
> {
  readonly checkedBy: string;
  readonly checkedAt: string;
}

export function deckChecks(db: ReadDb, tournamentId: string, filter: { forPlayer?: string } = {}): DeckCheckRow[] {
  const rows = db
    .prepare(
      `SELECT check_id AS checkId, player_id AS playerId, round, registered_hash AS registeredHash, presented_hash AS presentedHash, matches,
         checked_by AS checkedBy, checked_at AS checkedAt
       FROM deck_checks WHERE tournament_id = @id AND (@player IS NULL OR player_id = @player) ORDER BY checked_at, check_id`,
    )
    .all({ id: tournamentId, player: filter.forPlayer ?? null }) as Array<
    Omit<DeckCheckRow, 'matches'> & { matches: number }
  >;
  return rows.map((row) => ({ ...row, matches: row.matches === 1 }));
}
