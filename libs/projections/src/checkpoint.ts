import type { Statement } from 'better-sqlite3';
import type { ReadDb } from './schema.js';

const NAME = 'all';

export interface Checkpoint {
  /** Last `$all` position applied, or null before the first event. */
  readonly position: bigint | null;
  readonly events: number;
}

/** Prepared once per database: the live projection reads and writes the checkpoint for every event. */
const statements = new WeakMap<ReadDb, { read: Statement; write: Statement }>();

function statementsFor(db: ReadDb): { read: Statement; write: Statement } {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = {
      read: db.prepare('SELECT position, events FROM checkpoint WHERE name = ?').safeIntegers(true),
      write: db.prepare(
        'INSERT INTO checkpoint (name, position, events) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET position = excluded.position, events = excluded.events',
      ),
    };
    statements.set(db, prepared);
  }
  return prepared;
}

export function readCheckpoint(db: ReadDb): Checkpoint {
  const row = statementsFor(db).read.get(NAME) as { position: bigint; events: bigint } | undefined;
  return row ? { position: row.position, events: Number(row.events) } : { position: null, events: 0 };
}

export function writeCheckpoint(db: ReadDb, position: bigint, events: number): void {
  statementsFor(db).write.run(NAME, position, events);
}
