import type { TournamentState } from '@cronica/tournament';
import type { ReadDb } from './schema.js';

/** Events that change the judge's records of a tournament. */
export const JUDGING_EVENTS = new Set<string>([
  'JudgeCalled',
  'DisputeOpened',
  'DisputeRuled',
  'PenaltyIssued',
  'DeckChecked',
  'RulingAppealed',
  'AppealRuled',
  'CallAnswered',
  'JudgeCallHandled',
]);

export const JUDGING_DDL = `
CREATE TABLE IF NOT EXISTS judge_calls (
  tournament_id TEXT NOT NULL,
  call_id TEXT NOT NULL,
  round INTEGER NOT NULL,
  table_number INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  reason TEXT NOT NULL,
  called_at TEXT NOT NULL,
  dispute_id TEXT,
  match_event INTEGER,
  answered_by TEXT,
  PRIMARY KEY (tournament_id, call_id)
);
CREATE TABLE IF NOT EXISTS disputes (
  tournament_id TEXT NOT NULL,
  dispute_id TEXT NOT NULL,
  round INTEGER NOT NULL,
  table_number INTEGER NOT NULL,
  players TEXT NOT NULL,
  call_id TEXT,
  summary TEXT NOT NULL,
  opened_by TEXT NOT NULL,
  opened_at TEXT NOT NULL,
  ruling TEXT,
  outcome TEXT,
  penalty_id TEXT,
  ruled_by TEXT,
  ruled_at TEXT,
  appeal TEXT,
  PRIMARY KEY (tournament_id, dispute_id)
);
CREATE TABLE IF NOT EXISTS penalties (
  tournament_id TEXT NOT NULL,
  penalty_id TEXT NOT NULL,
  player_id TEXT NOT NULL,
  infraction TEXT NOT NULL,
  penalty TEXT NOT NULL,
  note TEXT NOT NULL,
  round INTEGER,
  table_number INTEGER,
  dispute_id TEXT,
  deck_check_id TEXT,
  issued_by TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  PRIMARY KEY (tournament_id, penalty_id)
);
CREATE INDEX IF NOT EXISTS penalties_by_player ON penalties (tournament_id, player_id);
CREATE TABLE IF NOT EXISTS deck_checks (
  tournament_id TEXT NOT NULL,
  check_id TEXT NOT NULL,
  player_id TEXT NOT NULL,
  round INTEGER,
  registered_hash TEXT NOT NULL,
  presented_hash TEXT NOT NULL,
  matches INTEGER NOT NULL,
  checked_by TEXT NOT NULL,
  checked_at TEXT NOT NULL,
  PRIMARY KEY (tournament_id, check_id)
);
`;

const iso = (at: number) => new Date(at).toISOString();

/** A dispute's appeal to the head judge as the read model keeps it (one JSON column: it is read whole, beside the first ruling). */
export interface AppealRow {
  readonly playerId: string;
  readonly reason: string;
  readonly appealedAt: string;
  readonly ruling: string | null;
  readonly outcome: string | null;
  readonly ruledBy: string | null;
  readonly ruledAt: string | null;
}

function appealRow(appeal: NonNullable<TournamentState['judging']['disputes'][number]['appeal']>): AppealRow {
  const r = appeal.ruling;
  return {
    playerId: appeal.playerId,
    reason: appeal.reason,
    appealedAt: iso(appeal.at),
    ruling: r?.ruling ?? null,
    outcome: r?.outcome ?? null,
    ruledBy: r?.by.id ?? null,
    ruledAt: r ? iso(r.at) : null,
  };
}

/** How a call was closed without a dispute (JSON): a ruling in the match, or staff marking it handled. */
const closedBy = (c: TournamentState['judging']['calls'][number]): string | null =>
  c.answeredBy
    ? JSON.stringify(c.answeredBy)
    : c.handled
      ? JSON.stringify({ handledBy: c.handled.by.id, at: iso(c.handled.at) })
      : null;

/** Rewrites one tournament's judge calls, disputes, penalties and deck checks from its folded state. */
export function writeJudging(db: ReadDb, id: string, state: TournamentState): void {
  const { calls, disputes, penalties, deckChecks } = state.judging;
  const rowsByTable: Record<string, readonly Row[]> = {
    judge_calls: calls.map((c) => callRow(id, c)),
    disputes: disputes.map((d) => disputeRow(id, d)),
    penalties: penalties.map((p) => penaltyRow(id, p)),
    deck_checks: deckChecks.map((k) => deckCheckRow(id, k)),
  };
  for (const [table, rows] of Object.entries(rowsByTable)) replaceRows(db, table, id, rows);
}

type Judging = TournamentState['judging'];
type Row = ReadonlyArray<string | number | null>;

/** A tournament's rows of one judging table, replaced by `rows` (each in the table's column order). */
function replaceRows(db: ReadDb, table: string, id: string, rows: readonly Row[]): void {
  db.prepare(`DELETE FROM ${table} WHERE tournament_id = ?`).run(id);
  if (rows.length === 0) return;
  const insert = db.prepare(`INSERT INTO ${table} VALUES (${rows[0]!.map(() => '?').join(', ')})`);
  for (const row of rows) insert.run(...row);
}

const callRow = (id: string, c: Judging['calls'][number]): Row => [
  id,
  c.callId,
  c.round,
  c.table,
  c.playerId,
  c.reason,
  iso(c.at),
  c.disputeId,
  c.matchEvent ?? null,
  closedBy(c),
];

function disputeRow(id: string, d: Judging['disputes'][number]): Row {
  const r = d.ruling;
  return [
    id,
    d.disputeId,
    d.round,
    d.table,
    JSON.stringify(d.players),
    d.callId,
    d.summary,
    d.openedBy.id,
    iso(d.at),
    r?.ruling ?? null,
    r?.outcome ?? null,
    r?.penaltyId ?? null,
    r?.by.id ?? null,
    r ? iso(r.at) : null,
    d.appeal ? JSON.stringify(appealRow(d.appeal)) : null,
  ];
}

const penaltyRow = (id: string, p: Judging['penalties'][number]): Row => [
  id,
  p.penaltyId,
  p.playerId,
  p.infraction,
  p.penalty,
  p.note,
  p.round,
  p.table,
  p.disputeId,
  p.deckCheckId,
  p.by.id,
  iso(p.at),
];

const deckCheckRow = (id: string, k: Judging['deckChecks'][number]): Row => [
  id,
  k.checkId,
  k.playerId,
  k.round,
  k.registeredHash,
  k.presentedHash,
  k.matches ? 1 : 0,
  k.by.id,
  iso(k.at),
];
