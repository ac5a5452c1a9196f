import type { ProjectedEvent } from './events.js';
import type { ReadDb } from './schema.js';

/**
 * Private streams written for one period and deleted whole once it is past (the API's
 * ops/retention.ts): failed sign-ins (`signinfailures-…`) and sign-outs everywhere
 * (`signouts-…`). Only the stream's name, its kind and when its newest event happened: which
 * streams exist, so the prune need not scan the store. Nothing a person typed. A stream named
 * for its period (`…-yyyy-mm-dd`, `…-yyyy-mm`, UTC) also keeps when that period ends; streams
 * from before periods have none.
 */
export const PERIOD_STREAMS_DDL = `
CREATE TABLE IF NOT EXISTS period_streams (
  stream TEXT PRIMARY KEY,
  category TEXT NOT NULL,
  last_at INTEGER NOT NULL,
  period_end INTEGER
);
CREATE INDEX IF NOT EXISTS period_streams_by_age ON period_streams (category, last_at);
`;

/** The kinds of period streams, by category, and the field of their events that says when. */
const WHEN: Readonly<Record<string, { type: string; field: string }>> = {
  signinfailures: { type: 'SignInFailed', field: 'lastAt' },
  signouts: { type: 'SignedOutEverywhere', field: 'at' },
};

/** Notes a period stream's event: the stream exists and was last written at the event's time. */
export function projectPeriodStream(db: ReadDb, category: string, event: ProjectedEvent): void {
  const kind = WHEN[category];
  if (!kind || event.type !== kind.type) return;
  const at = (event.data as Record<string, unknown> | null)?.[kind.field];
  if (typeof at !== 'number') return;
  db.prepare(
    `INSERT INTO period_streams (stream, category, last_at, period_end) VALUES (?, ?, ?, ?)
     ON CONFLICT (stream) DO UPDATE SET last_at = MAX(last_at, excluded.last_at)`,
  ).run(event.streamId, category, at, periodEndOf(event.streamId));
}

/** When the period a stream is named for ends (UTC): the day's or the month's end; null without one. */
export function periodEndOf(stream: string): number | null {
  const period = /-(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(stream);
  if (!period) return null;
  const [, year, month, day] = period.map(Number) as [number, number, number, number | undefined];
  return Number.isNaN(day) || day === undefined ? Date.UTC(year, month, 1) : Date.UTC(year, month - 1, day + 1);
}

/**
 * Streams of the category whose newest event and period both ended at or before `before`, by
 * name after `after`, at most `limit` (a page).
 */
export function periodStreamsBefore(
  db: ReadDb,
  category: string,
  before: number,
  after: string,
  limit: number,
): string[] {
  return db
    .prepare<[string, number, string, number], { stream: string }>(
      `SELECT stream FROM period_streams WHERE category = ? AND MAX(last_at, COALESCE(period_end, 0)) <= ?
       AND stream > ? ORDER BY stream LIMIT ?`,
    )
    .all(category, before, after, limit)
    .map((row) => row.stream);
}

/** Forgets a period stream once it was deleted from the store. */
export function forgetPeriodStream(db: ReadDb, stream: string): void {
  db.prepare('DELETE FROM period_streams WHERE stream = ?').run(stream);
}

/** The period streams of one account, every category (`signinfailures-<id>-…`, `signouts-<id>-…`). */
export function periodStreamsOf(db: ReadDb, accountId: string): string[] {
  return db
    .prepare<[{ id: string }], { stream: string }>(
      `SELECT stream FROM period_streams WHERE stream = category || '-' || @id
       OR substr(stream, 1, length(category) + length(@id) + 2) = category || '-' || @id || '-' ORDER BY stream`,
    )
    .all({ id: accountId })
    .map((row) => row.stream);
}
