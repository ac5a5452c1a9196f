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
export * from './personal-data/vault.js';
export { ERASURES_STREAM, PERSON_KEY_ERASED } from './personal-data/erasure-log.js';
export { PersonalDataError, type PersonalDataErrorCode } from './personal-data/errors.js';
export { SEALED_PREFIX, isSealedText } from './personal-data/sealed-text.js';
export { openSealedEvents, openSealedFields, openSealedStream } from './personal-data/open-fields.js';
