import type { Logger } from 'pino';
import type { ApiDb } from './api-db.js';

/**
 * The tables of api.sqlite that describe one event store's accounts: sessions and password hashes
 * of its accounts, their failed sign-ins, and master seeds of its older matches (match ids repeat
 * across stores: a seed an old store's replay revealed must not serve a new match). Rate buckets
 * and the wrong-password back-off are about clients, not stores, and stay.
 */
export const STORE_BOUND_TABLES = ['sessions', 'credentials', 'failed_sign_ins', 'match_master_seeds'] as const;

export type Binding = 'bound' | 'same' | 'rebound';

/**
 * Records which store api.sqlite was built from, and forgets what belonged to another one: at
 * boot, a wiped or different store (another identity, EventStore.storeId) means no session
 * outlives its account's events.
 * A database from before the binding adopts the store it is opened with. One transaction, so
 * instances starting together on one api.sqlite rebind it once.
 */
export function bindToStore(db: ApiDb, storeId: string, now = Date.now()): Binding {
  db.exec(`CREATE TABLE IF NOT EXISTS store_binding (
    singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
    store_id TEXT NOT NULL,
    bound_at INTEGER NOT NULL
  )`);
  const bind = db.transaction((): Binding => {
    const row = db.prepare<[], { storeId: string }>('SELECT store_id AS storeId FROM store_binding').get();
    if (row?.storeId === storeId) return 'same';
    if (row) forgetStoreBoundRows(db);
    db.prepare(
      'INSERT INTO store_binding (singleton, store_id, bound_at) VALUES (1, ?, ?) ON CONFLICT (singleton) DO UPDATE SET store_id = excluded.store_id, bound_at = excluded.bound_at',
    ).run(storeId, now);
    return row ? 'rebound' : 'bound';
  });
  return bind.immediate();
}

function forgetStoreBoundRows(db: ApiDb): void {
  const existing = new Set(
    db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((table) => table.name),
  );
  for (const table of STORE_BOUND_TABLES) if (existing.has(table)) db.exec(`DELETE FROM ${table}`);
}

/** Binds and says so in the log when api.sqlite belonged to another store. */
export function bindApiDb(db: ApiDb, storeId: string, logger?: Logger): ApiDb {
  if (bindToStore(db, storeId) === 'rebound')
    logger?.warn(
      { storeId, forgotten: STORE_BOUND_TABLES },
      'api.sqlite was built from another event store: its sessions and credentials are forgotten',
    );
  return db;
}
