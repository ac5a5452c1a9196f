import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Logger } from 'pino';
import { legacyBinding } from './store-binding.js';

export type ApiDb = Database.Database;
export const API_DB = Symbol('API_DB');
export const API_DB_FILE = 'api.sqlite';

/**
 * What older versions of the API kept in DATA_DIR/api.sqlite, read-only: master seeds of
 * matches created before seeds were derived (matches/match-secrets.ts) and password hashes not
 * yet moved into the event store (auth/credentials.ts, moved at first use). Nothing is written
 * to it any more, and an instance without the file needs nothing from it: an empty in-memory
 * database stands in. A file bound to another event store (store-binding.ts) is not read.
 */
export function openLegacyApiDb(dataDir: string, storeId: string, logger?: Logger): ApiDb {
  const file = join(dataDir, API_DB_FILE);
  if (!existsSync(file)) return new Database(':memory:');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const binding = legacyBinding(db, storeId);
  if (binding === 'same') return db;
  db.close();
  logger?.warn({ storeId, binding }, 'api.sqlite was not built from this event store: it is not read');
  return new Database(':memory:');
}
