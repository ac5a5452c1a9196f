import { randomUUID } from 'node:crypto';
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
CREATE TABLE IF NOT EXISTS tombstones (
  stream_id TEXT    PRIMARY KEY,
  position  INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS tombstones_by_position ON tombstones (position);
CREATE TABLE IF NOT EXISTS store_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

export const INSERT_EVENT_SQL =
  'INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';

export type SqliteSynchronous = 'NORMAL' | 'FULL';

/**
 * Durability. In WAL mode a commit is appended to the -wal file with write(2) before the call
 * returns, so once an append is acknowledged its bytes are in the operating system's page cache
 * and `kill -9` of our process cannot lose it, with either setting;
 * src/sqlite/crash.int.spec.ts checks exactly that. What the settings differ in is power loss
 * or a kernel crash:
 * - NORMAL (the default) fsyncs the WAL only at checkpoints. A power cut may roll back the last
 *   commits, but it never corrupts the file.
 * - FULL fsyncs on every commit and so survives power loss too, at one fsync per append. With
 *   the disk shared with other work, that took single appends from ~0.01 ms to ~2.5 ms (p50) and
 *   batches of 100 from ~60,000 to ~16,000 events/s (`bench store --synchronous full`, same run).
 * The embedded store is the single-machine default; a deployment that needs power-loss or
 * replicated durability sets EVENT_STORE_SYNCHRONOUS=FULL or runs on EventStoreDB.
 */
export function defaultSynchronous(): SqliteSynchronous {
  return process.env.EVENT_STORE_SYNCHRONOUS?.trim().toUpperCase() === 'FULL' ? 'FULL' : 'NORMAL';
}

export function applyPragmas(db: Database.Database, synchronous: SqliteSynchronous): void {
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  // A second process writing the same file waits for the write lock instead of failing at once.
  db.pragma('busy_timeout = 5000');
  // 64 MiB of page cache instead of SQLite's 2 MiB: appends to many interleaved streams touch
  // pages all over the stream index.
  db.pragma('cache_size = -65536');
  // A tombstoned stream's bytes are overwritten with zeros, not just unlinked from the b-tree:
  // erasing a person must leave nothing a scan of the file could find (see tombstones.ts). The
  // log is never updated, so this costs nothing but on deletes.
  db.pragma('secure_delete = ON');
}

/**
 * Creates the schema in a new file; refuses a file written by another schema version. The
 * store's identity (see EventStore.storeId) is drawn once, in the same transaction, so two
 * processes opening a new file at once agree on it; a file from before the identity existed
 * gets one on its first open (the table is additive: the schema version stays 1).
 */
export function createSchema(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version !== 0 && version !== SQLITE_SCHEMA_VERSION) {
    throw new Error(`events.sqlite has schema version ${version}, this build reads ${SQLITE_SCHEMA_VERSION}`);
  }
  db.transaction(() => {
    db.exec(SQLITE_SCHEMA);
    db.prepare("INSERT OR IGNORE INTO store_meta (key, value) VALUES ('store_id', ?)").run(randomUUID());
  }).immediate();
  if (version === 0) db.pragma(`user_version = ${SQLITE_SCHEMA_VERSION}`);
}

/** This file's identity, prefixed with the adapter kind so it can never equal an EventStoreDB one. */
export function readStoreId(db: Database.Database): string {
  const row = db.prepare("SELECT value FROM store_meta WHERE key = 'store_id'").get() as { value: string } | undefined;
  if (!row) throw new Error('events.sqlite has no store identity');
  return `sqlite:${row.value}`;
}

/** Size that advances `$all` for one event: a fixed header plus its payload, like a log record. */
export function recordSize(stream: string, type: string, data: string, metadata: string | null): number {
  return 64 + stream.length + type.length + data.length + (metadata === null ? 0 : metadata.length);
}
