import type Database from 'better-sqlite3';

/** Whether an old api.sqlite was built from this store, another one, or says nothing of its store. */
export type LegacyBinding = 'same' | 'other' | 'unbound';

/**
 * Which event store an old api.sqlite belonged to (its `store_binding` row, written by the
 * versions that still wrote it). Match ids and account ids repeat across stores, so a seed an
 * old store's replay revealed, or a hash of an account of a wiped store, is read only when the
 * file names this store (EventStore.storeId). Read models are bound on their own (their
 * checkpoint records the store, libs/projections checkpoint.ts).
 */
export function legacyBinding(db: Database.Database, storeId: string): LegacyBinding {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'store_binding'").get();
  if (table === undefined) return 'unbound';
  const row = db.prepare<[], { storeId: string }>('SELECT store_id AS storeId FROM store_binding').get();
  if (row === undefined) return 'unbound';
  return row.storeId === storeId ? 'same' : 'other';
}
