import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openEventStore, type EventStore } from '@cronica/event-store';
import { cacheStatements, migrateReadModels, type ReadDb } from '@cronica/projections';
import type { ApiConfig } from '../config/config.js';

/** Embedded SQLite under DATA_DIR by default; EventStoreDB when its connection string is set. */
export async function openStore(config: ApiConfig): Promise<EventStore> {
  mkdirSync(config.dataDir, { recursive: true });
  return openEventStore({ dataDir: config.dataDir, connectionString: config.eventStoreConnectionString });
}

export const READ_MODELS_FILE = 'read-models.sqlite';

/** The read models always live in an embedded database, whichever store holds the events. */
export function openReadDb(dataDir: string): ReadDb {
  mkdirSync(dataDir, { recursive: true });
  const db = cacheStatements(new Database(join(dataDir, READ_MODELS_FILE)));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // An erased person's name, replaced in the read models, must not linger in freed pages.
  db.pragma('secure_delete = ON');
  migrateReadModels(db);
  return db;
}
