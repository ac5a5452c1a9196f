import { EventStoreDbEventStore } from './eventstoredb/esdb-event-store.js';
import { SqliteEventStore } from './sqlite/sqlite-event-store.js';
import type { EventStore } from './types.js';

export interface OpenEventStoreOptions {
  /** Directory of the embedded store's `events.sqlite` (the apps pass DATA_DIR, default ./data). */
  readonly dataDir?: string;
  /** EventStoreDB connection string (the apps pass EVENTSTORE_CONNECTION_STRING); wins when set. */
  readonly connectionString?: string;
}

/** EventStoreDB when a connection string is given, otherwise the embedded SQLite store. */
export function openEventStore(options: OpenEventStoreOptions = {}): EventStore {
  const connectionString = options.connectionString?.trim();
  if (connectionString) return new EventStoreDbEventStore(connectionString);
  return new SqliteEventStore({ dataDir: options.dataDir ?? 'data' });
}
