import type { Statement } from 'better-sqlite3';
import type { ReadDb } from './schema.js';

const NAME = 'all';

export interface Checkpoint {
  /** Last `$all` position applied, or null before the first event. */
  readonly position: bigint | null;
  readonly events: number;
  /**
   * The event store the read models were projected from (EventStore.storeId), or null for read
   * models written before stores had an identity. Positions only mean something in that store.
   */
  readonly storeId: string | null;
}

/** Prepared once per database: the live projection reads and writes the checkpoint for every event. */
const statements = new WeakMap<ReadDb, { read: Statement; write: Statement }>();

function statementsFor(db: ReadDb): { read: Statement; write: Statement } {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = {
      read: db.prepare('SELECT position, events, store_id FROM checkpoint WHERE name = ?').safeIntegers(true),
      write: db.prepare(
        `INSERT INTO checkpoint (name, position, events, store_id) VALUES (?, ?, ?, ?)
         ON CONFLICT(name) DO UPDATE SET position = excluded.position, events = excluded.events, store_id = excluded.store_id`,
      ),
    };
    statements.set(db, prepared);
  }
  return prepared;
}

/** Forgets the prepared statements of a database whose tables were dropped and created again. */
export function forgetCheckpointStatements(db: ReadDb): void {
  statements.delete(db);
}

export function readCheckpoint(db: ReadDb): Checkpoint {
  const row = statementsFor(db).read.get(NAME) as
    { position: bigint; events: bigint; store_id: string | null } | undefined;
  return row
    ? { position: row.position, events: Number(row.events), storeId: row.store_id }
    : { position: null, events: 0, storeId: null };
}

export function writeCheckpoint(db: ReadDb, position: bigint, events: number, storeId: string | null): void {
  statementsFor(db).write.run(NAME, position, events, storeId);
}

/** Whether live projection may go on from a checkpoint, given the store it is about to read. */
export type ResumeDecision =
  | { readonly kind: 'resume' }
  | { readonly kind: 'rebuild'; readonly reason: 'unknown-store' | 'other-store' | 'store-behind' };

/**
 * Resume only from a checkpoint of this very store that the store has not fallen behind: read
 * models projected from another store (a DATA_DIR that served the embedded store now pointed at
 * EventStoreDB, a wiped EventStoreDB volume) or from a store restored to an older copy would
 * skip or misread events, so they are rebuilt instead. `head` is the store's last position.
 */
export function resumeDecision(checkpoint: Checkpoint, storeId: string, head: bigint): ResumeDecision {
  if (checkpoint.position === null) return { kind: 'resume' };
  if (checkpoint.storeId === null) return { kind: 'rebuild', reason: 'unknown-store' };
  if (checkpoint.storeId !== storeId) return { kind: 'rebuild', reason: 'other-store' };
  if (head < checkpoint.position) return { kind: 'rebuild', reason: 'store-behind' };
  return { kind: 'resume' };
}
