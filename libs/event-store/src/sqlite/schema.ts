import type Database from 'better-sqlite3';

/** The one file the embedded store keeps under DATA_DIR. */
export const SQLITE_FILE_NAME = 'events.sqlite';

/**
 * One table holds the whole log. `position` is the `$all` position: the end offset of the event
 * in an imaginary append-only log (previous position + the event's size in bytes), so positions
 * are strictly increasing with gaps, as on EventStoreDB, and nobody can lean on `position + 1`.
 * Event ids are not unique: the server itself writes a repeated id again when the expected
 * revision matches (IndexWriter.CheckCommit, "expectedVersion == currentVersion"). There is no
 * index on the id: like the server, the `any`/`stream_exists` idempotency check looks ids up in
 * a bounded cache of recent events (see recent-event-ids.ts); an index on random UUIDs would
 * dirty a random page per event and cost more than the rest of the insert together.
 */
export const SQLITE_SCHEMA_VERSION = 1;

export const SQLITE_SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position  INTEGER PRIMARY KEY,
  stream_id TEXT    NOT NULL,
  revision  INTEGER NOT NULL,
  event_id  TEXT    NOT NULL,
  type      TEXT    NOT NULL,
  data      TEXT    NOT NULL,
  metadata  TEXT,
  created   INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS events_by_stream ON events (stream_id, revision);
`;

export const INSERT_EVENT_SQL =
  'INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';

export type SqliteSynchronous = 'NORMAL' | 'FULL';

/**
 * Durability. In WAL mode a commit is appended to the -wal file with write(2) before the call
 * returns, so once an append is acknowledged the bytes are in the operating system's page cache:
 * `kill -9` of our process (the failure the issue names) cannot lose it, with either setting.
 * NORMAL skips the fsync per commit; a power cut or kernel crash may then roll back the last
 * commits (never corrupt the file). FULL fsyncs the WAL on every commit and also survives power
 * loss, at the cost of one fsync per append. The default is FULL: an organiser's acknowledged
 * result must not vanish on a power cut, and batching keeps throughput high anyway.
 * `EVENT_STORE_SYNCHRONOUS=NORMAL` (or the `synchronous` option) trades that for latency.
 */
export function applyPragmas(db: Database.Database, synchronous: SqliteSynchronous): void {
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  // A second process writing the same file waits for the write lock instead of failing at once.
  db.pragma('busy_timeout = 5000');
  // 64 MiB of page cache instead of SQLite's 2 MiB: appends to many interleaved streams touch
  // pages all over the stream index.
  db.pragma('cache_size = -65536');
}

/** Creates the schema in a new file; refuses a file written by another schema version. */
export function createSchema(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version !== 0 && version !== SQLITE_SCHEMA_VERSION) {
    throw new Error(`events.sqlite has schema version ${version}, this build reads ${SQLITE_SCHEMA_VERSION}`);
  }
  db.exec(SQLITE_SCHEMA);
  if (version === 0) db.pragma(`user_version = ${SQLITE_SCHEMA_VERSION}`);
}

/** Size that advances `$all` for one event: a fixed header plus its payload, like a log record. */
export function recordSize(stream: string, type: string, data: string, metadata: string | null): number {
  return 64 + stream.length + type.length + data.length + (metadata === null ? 0 : metadata.length);
}
