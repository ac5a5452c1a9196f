export * from './types.js';
export * from './errors.js';
export { openEventStore, type OpenEventStoreOptions } from './open-event-store.js';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite/sqlite-event-store.js';
export {
  SQLITE_FILE_NAME,
  SQLITE_SCHEMA,
  SQLITE_SCHEMA_VERSION,
  INSERT_EVENT_SQL,
  applyPragmas,
  createSchema,
  defaultSynchronous,
  recordSize,
  type SqliteSynchronous,
} from './sqlite/schema.js';
export { EventStoreDbEventStore, type EventStoreDbOptions } from './eventstoredb/esdb-event-store.js';
export { STORE_IDENTITY_STREAM } from './eventstoredb/store-identity.js';
