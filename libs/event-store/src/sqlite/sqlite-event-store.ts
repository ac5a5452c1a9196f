import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CheckedEventStore, type CheckedRead } from '../checked-event-store.js';
import { StreamDeletedError, StreamNotFoundError, WrongExpectedVersionError } from '../errors.js';
import type { PreparedAppend } from '../prepare-events.js';
import type { AppendResult, ExpectedRevision, RecordedEvent, TombstoneResult } from '../types.js';
import { decideAppend, NO_STREAM, type Expected } from './append-decision.js';
import { CatchUpSubscription, type PageReader } from './catch-up-subscription.js';
import { ChangeSignal } from './change-signal.js';
import { RecentEventIds } from './recent-event-ids.js';
import {
  applyPragmas,
  createSchema,
  defaultSynchronous,
  readStoreId,
  recordSize,
  SQLITE_FILE_NAME,
  type SqliteSynchronous,
} from './schema.js';
import { SqliteStatements, toRecordedEvent, type EventRow } from './statements.js';
import { SqliteTombstones, type TombstoneOutcome } from './tombstones.js';

export interface SqliteEventStoreOptions {
  /** Directory holding `events.sqlite` (created if missing). */
  readonly dataDir?: string;
  /** Explicit database file instead of dataDir (':memory:' for a throwaway store). */
  readonly filename?: string;
  /** See defaultSynchronous in schema.ts: NORMAL unless EVENT_STORE_SYNCHRONOUS=FULL. */
  readonly synchronous?: SqliteSynchronous;
  /**
   * How often an idle live subscription looks for events committed by another process on the same
   * file; appends through this instance wake subscriptions at once. Default 250 ms.
   */
  readonly pollIntervalMs?: number;
  /**
   * How many of the latest events the `any`/`stream_exists` idempotency check remembers (the
   * server's bounded cache of committed event ids); default 100,000. See recent-event-ids.ts.
   */
  readonly idempotencyWindow?: number;
}

type AppendOutcome =
  | {
      readonly kind: 'appended';
      readonly result: AppendResult;
      readonly wrote?: { readonly firstRevision: number; readonly headBefore: number; readonly lastPosition: number };
    }
  | { readonly kind: 'conflict'; readonly current: number }
  | { readonly kind: 'deleted' };

const READ_PAGE = 256;

function toExpected(revision: ExpectedRevision): Expected {
  if (revision === 'any' || revision === 'stream_exists') return revision;
  if (revision === 'no_stream') return NO_STREAM;
  return Number(revision);
}

/** The embedded event store: one SQLite file in WAL mode, EventStoreDB's append semantics. */
export class SqliteEventStore extends CheckedEventStore<CatchUpSubscription> {
  readonly filename: string;
  private readonly db: Database.Database;
  private readonly sql: SqliteStatements;
  private readonly appendTransaction: Database.Transaction<
    (stream: string, expected: Expected, batch: PreparedAppend) => AppendOutcome
  >;
  private readonly tombstoneTransaction: Database.Transaction<(stream: string, expected: Expected) => TombstoneOutcome>;
  private readonly recentIds: RecentEventIds;
  private readonly tombstones: SqliteTombstones;
  private readonly signal: ChangeSignal;

  constructor(options: SqliteEventStoreOptions = {}) {
    super();
    this.filename = options.filename ?? join(options.dataDir ?? 'data', SQLITE_FILE_NAME);
    if (options.filename === undefined) mkdirSync(options.dataDir ?? 'data', { recursive: true });
    this.signal = new ChangeSignal(options.pollIntervalMs ?? 250);
    this.db = new Database(this.filename);
    applyPragmas(this.db, options.synchronous ?? defaultSynchronous());
    createSchema(this.db);
    this.sql = new SqliteStatements(this.db);
    this.recentIds = new RecentEventIds(this.db, options.idempotencyWindow);
    this.tombstones = new SqliteTombstones(this.db);
    this.appendTransaction = this.db.transaction((stream, expected, batch) =>
      this.appendLocked(stream, expected, batch),
    );
    this.tombstoneTransaction = this.db.transaction((stream, expected) =>
      this.tombstones.tombstone(stream, expected, this.sql.currentRevision(stream), this.sql.headPosition()),
    );
  }

  protected async appendPrepared(
    stream: string,
    expectedRevision: ExpectedRevision,
    batch: PreparedAppend,
  ): Promise<AppendResult> {
    // BEGIN IMMEDIATE: take the write lock before reading the stream's revision, so a writer in
    // another process cannot slip in between the check and the insert.
    const outcome = this.appendTransaction.immediate(stream, toExpected(expectedRevision), batch);
    if (outcome.kind === 'deleted') throw new StreamDeletedError(stream);
    if (outcome.kind === 'conflict') {
      throw new WrongExpectedVersionError(
        stream,
        expectedRevision,
        outcome.current === NO_STREAM ? 'no_stream' : BigInt(outcome.current),
      );
    }
    if (outcome.wrote) {
      const { firstRevision, headBefore, lastPosition } = outcome.wrote;
      this.recentIds.committed(
        stream,
        batch.events.map((e) => e.id),
        firstRevision,
        headBefore,
        lastPosition,
      );
      this.signal.changed();
    }
    return outcome.result;
  }

  protected async tombstoneChecked(stream: string, expectedRevision: ExpectedRevision): Promise<TombstoneResult> {
    const outcome = this.tombstoneTransaction.immediate(stream, toExpected(expectedRevision));
    if (outcome.kind === 'deleted') throw new StreamDeletedError(stream);
    if (outcome.kind === 'conflict') {
      const actual = outcome.current === NO_STREAM ? 'no_stream' : BigInt(outcome.current);
      throw new WrongExpectedVersionError(stream, expectedRevision, actual);
    }
    this.tombstones.scrubWal();
    this.signal.changed();
    return { position: BigInt(outcome.position) };
  }

  private appendLocked(stream: string, expected: Expected, batch: PreparedAppend): AppendOutcome {
    if (this.tombstones.has(stream)) return { kind: 'deleted' };
    const head = this.sql.headPosition();
    if (expected === 'any' || expected === 'stream_exists') this.recentIds.catchUp(head);
    const view = this.sql.viewOf(stream, this.recentIds);
    const decision = decideAppend(
      stream,
      expected,
      batch.events.map((e) => e.id),
      view,
    );
    switch (decision.kind) {
      case 'conflict':
        return { kind: 'conflict', current: view.current };
      case 'idempotent':
        return { kind: 'appended', result: this.resultAt(stream, decision.lastRevision) };
      case 'write':
        return this.insertBatch(stream, view.current, head, this.tombstones.base(head), batch);
    }
  }

  /** `base`: the last position taken in `$all`, by an event or by a tombstone. */
  private insertBatch(
    stream: string,
    current: number,
    head: number,
    base: number,
    batch: PreparedAppend,
  ): AppendOutcome {
    if (batch.events.length === 0) return { kind: 'appended', result: this.resultAt(stream, current) };
    let position = Math.max(base, 0);
    let revision = current;
    const created = Date.now();
    for (const event of batch.events) {
      position += recordSize(stream, event.type, event.data, event.metadata);
      revision += 1;
      this.sql.insert.run(position, stream, revision, event.id, event.type, event.data, event.metadata, created);
    }
    return {
      kind: 'appended',
      wrote: { firstRevision: current + 1, headBefore: head, lastPosition: position },
      result: { nextExpectedRevision: BigInt(revision), position: BigInt(position) },
    };
  }

  private resultAt(stream: string, revision: number): AppendResult {
    return { nextExpectedRevision: BigInt(revision), position: BigInt(this.sql.positionOf(stream, revision)) };
  }

  protected async *readStreamChecked(stream: string, read: CheckedRead): AsyncGenerator<RecordedEvent> {
    const current = this.sql.currentRevision(stream);
    if (current === NO_STREAM) throw this.missing(stream);
    const forwards = read.direction === 'forwards';
    let next = read.from === 'start' ? 0 : read.from === 'end' ? current : Number(read.from);
    // Nothing past the head: a reader that is up to date (a cached fold) costs one lookup, not a page query.
    if (forwards && (read.from === 'end' || next > current)) return;
    let remaining = read.maxCount;
    while (remaining > 0 && next >= 0) {
      this.ensureOpen();
      const limit = Math.min(remaining, READ_PAGE);
      const rows = (forwards ? this.sql.streamForwards : this.sql.streamBackwards).all(stream, next, limit);
      for (const row of rows) yield toRecordedEvent(row);
      if (rows.length < limit) return;
      remaining -= rows.length;
      next = rows[rows.length - 1]!.revision + (forwards ? 1 : -1);
    }
  }

  protected async *readAllChecked(read: CheckedRead): AsyncGenerator<RecordedEvent> {
    const forwards = read.direction === 'forwards';
    if ((forwards && read.from === 'end') || (!forwards && read.from === 'start')) return;
    let next = read.from === 'start' ? 0 : read.from === 'end' ? this.sql.headPosition() : Number(read.from);
    let remaining = read.maxCount;
    while (remaining > 0 && next >= 0) {
      this.ensureOpen();
      const limit = Math.min(remaining, READ_PAGE);
      const rows = (forwards ? this.sql.allForwards : this.sql.allBackwards).all(next, limit);
      for (const row of rows) yield toRecordedEvent(row);
      if (rows.length < limit) return;
      remaining -= rows.length;
      next = rows[rows.length - 1]!.position + (forwards ? 1 : -1);
    }
  }

  protected subscribeToAllFrom(from: 'start' | bigint): CatchUpSubscription {
    const readPage: PageReader = (after, limit) => this.page(this.sql.allAfter.all(Number(after), limit));
    return this.subscribe(from, readPage, (e) => e.position);
  }

  protected subscribeToStreamFrom(stream: string, from: 'start' | bigint): CatchUpSubscription {
    const readPage: PageReader = (after, limit) => {
      const rows = this.sql.streamAfter.all(stream, Number(after), limit);
      // A tombstone ends the stream's subscriptions (the server's SubscriptionDropReason.StreamDeleted).
      if (rows.length === 0 && this.tombstones.has(stream)) throw new StreamDeletedError(stream);
      return this.page(rows);
    };
    return this.subscribe(from, readPage, (e) => e.revision);
  }

  async headPosition(): Promise<bigint> {
    this.ensureOpen();
    return BigInt(this.sql.headPosition());
  }

  async storeId(): Promise<string> {
    this.ensureOpen();
    return readStoreId(this.db);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.unsubscribeAll();
    this.closed = true;
    this.db.close();
  }

  /** A stream without events: tombstoned, or never written. */
  private missing(stream: string): StreamDeletedError | StreamNotFoundError {
    return this.tombstones.has(stream) ? new StreamDeletedError(stream) : new StreamNotFoundError(stream);
  }

  private page(rows: EventRow[]): RecordedEvent[] {
    return rows.map(toRecordedEvent);
  }

  private subscribe(
    from: 'start' | bigint,
    readPage: PageReader,
    checkpointOf: (event: RecordedEvent) => bigint,
  ): CatchUpSubscription {
    const { wait, count } = this.signal;
    const start = from === 'start' ? -1n : from;
    return new CatchUpSubscription(start, readPage, checkpointOf, wait, count, this.untrack);
  }
}
