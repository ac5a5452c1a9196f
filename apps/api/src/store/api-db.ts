import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { defaultSynchronous } from '@cronica/event-store';

export type ApiDb = Database.Database;
export const API_DB = Symbol('API_DB');
export const API_DB_FILE = 'api.sqlite';

/**
 * The API's own operational state (sessions, password hashes, failed sign-ins, rate buckets;
 * master seeds of matches created before seeds were derived). What a command did is not here: it
 * is in the event store (see CommandBus), so every instance of the API agrees on a resend. It is not a read model: a
 * projection rebuild never touches it; it is bound to the event store it was built from
 * (store-binding.ts).
 */
export function openApiDb(dataDir: string): ApiDb {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, API_DB_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  // Same durability as the embedded event store (EVENT_STORE_SYNCHRONOUS, default NORMAL): in WAL
  // mode a committed row survives a process crash (kill -9); FULL adds power-loss safety.
  db.pragma(`synchronous = ${defaultSynchronous()}`);
  db.exec(`
    CREATE TABLE IF NOT EXISTS sessions (
      token_hash TEXT PRIMARY KEY,
      account_id TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions (account_id);
    DROP TABLE IF EXISTS command_log;
  `);
  return db;
}
