import type { ReadDb } from './schema.js';

const NAME = 'all';

export interface Checkpoint {
  /** Last `$all` position applied, or null before the first event. */
  readonly position: bigint | null;
  readonly events: number;
}

export function readCheckpoint(db: ReadDb): Checkpoint {
  const row = db.prepare('SELECT position, events FROM checkpoint WHERE name = ?').safeIntegers(true).get(NAME) as
    | { position: bigint; events: bigint }
    | undefined;
  return row ? { position: row.position, events: Number(row.events) } : { position: null, events: 0 };
}

export function writeCheckpoint(db: ReadDb, position: bigint, events: number): void {
  db.prepare(
    'INSERT INTO checkpoint (name, position, events) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET position = excluded.position, events = excluded.events',
  ).run(NAME, position, events);
}
