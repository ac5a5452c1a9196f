import { EventStoreDbEventStore, type EventStoreDbOptions } from './eventstoredb/esdb-event-store.js';
import { SqliteEventStore } from './sqlite/sqlite-event-store.js';
import type { EventStore } from './types.js';

export interface OpenEventStoreOptions {
  /** Directory of the embedded store's `events.sqlite` (the apps pass DATA_DIR, default ./data). */
  readonly dataDir?: string;
  /** EventStoreDB connection string (the apps pass EVENTSTORE_CONNECTION_STRING); wins when set. */
  readonly connectionString?: string;
  /** Deadlines and reconnection back-off of the EventStoreDB adapter (its defaults otherwise). */
  readonly eventStoreDb?: EventStoreDbOptions;
}

/** EventStoreDB when a connection string is given, otherwise the embedded SQLite store. */
export function openEventStore(options: OpenEventStoreOptions = {}): EventStore {
  const connectionString = options.connectionString?.trim();
  if (connectionString) return new EventStoreDbEventStore(connectionString, options.eventStoreDb);
  return new SqliteEventStore({ dataDir: options.dataDir ?? 'data' });
}
