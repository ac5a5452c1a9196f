import type { AllStreamResolvedEvent, ResolvedEvent, StreamingRead } from '@eventstore/db-client';
import { CheckedEventStore, type CheckedRead } from '../checked-event-store.js';
import { InvalidEventError, StoreChangedError, StreamNotFoundError } from '../errors.js';
import { serverSize, type PreparedAppend } from '../prepare-events.js';
import type { AppendResult, EventData, ExpectedRevision, RecordedEvent, TombstoneResult } from '../types.js';
import { createClient, drainOnCancel, esdb, type EsdbClient } from './client-module.js';
import { withDeadline, withIdleDeadline } from './deadline.js';
import { EsdbSubscription, type ReconnectPolicy, type SubscriptionSource } from './esdb-subscription.js';
import { readOrCreateStoreId } from './store-identity.js';
import {
  isSystemEvent,
  mapEsdbError,
  toEsdbEvents,
  toEsdbExpected,
  toEsdbPosition,
  toEsdbRevision,
  toRecordedEvent,
} from './mapping.js';

export interface EventStoreDbOptions {
  /** Longest wait for an append's answer, or for the next message of a read (default 10 s). */
  readonly deadlineMs?: number;
  /** The server must confirm a subscription within this time (default 10 s). */
  readonly subscribeDeadlineMs?: number;
  /** Back-off before resubscribing after a drop: first and longest pause (default 250 ms and 30 s). */
  readonly reconnect?: { readonly initialDelayMs?: number; readonly maxDelayMs?: number };
}

type Read = StreamingRead<AllStreamResolvedEvent> | StreamingRead<ResolvedEvent>;

/** The same interface on EventStoreDB / KurrentDB through @eventstore/db-client 6 (gRPC). */
export class EventStoreDbEventStore extends CheckedEventStore<EsdbSubscription> {
  private readonly client: EsdbClient;
  private readonly closeChannels: () => Promise<void>;
  private readonly deadlineMs: number;
  private readonly policy: ReconnectPolicy;

  constructor(connectionString: string, options: EventStoreDbOptions = {}) {
    super();
    try {
      ({ client: this.client, closeChannels: this.closeChannels } = createClient(connectionString));
    } catch (error) {
      throw new InvalidEventError({
        es: `Cadena de conexión no válida: ${(error as Error).message}`,
        en: `Invalid connection string: ${(error as Error).message}`,
      });
    }
    this.deadlineMs = options.deadlineMs ?? 10_000;
    this.policy = {
      confirmWithinMs: options.subscribeDeadlineMs ?? 10_000,
      initialDelayMs: options.reconnect?.initialDelayMs ?? 250,
      maxDelayMs: options.reconnect?.maxDelayMs ?? 30_000,
    };
  }

  protected async appendPrepared(
    stream: string,
    expected: ExpectedRevision,
    prepared: PreparedAppend,
    events: EventData | readonly EventData[],
  ): Promise<AppendResult> {
    try {
      // The client sets this deadline on the call; the outer one also covers its batch-append
      // path, where the deadline travels in the request and only the server enforces it.
      const call = this.client.appendToStream(stream, toEsdbEvents(events, prepared), {
        expectedRevision: toEsdbExpected(expected),
        deadline: this.deadlineMs,
      });
      const result = await withDeadline(call, this.deadlineMs + 1000, 'append');
      if (prepared.events.length === 0) return await this.lastOf(stream);
      // The server reports one position per append; for several events it need not be the last
      // one's, so that one is read back to keep "position of the append's last event" exact.
      const reported = prepared.events.length === 1 ? result.position?.commit : undefined;
      const position = reported ?? (await this.positionAt(stream, result.nextExpectedRevision));
      return { nextExpectedRevision: result.nextExpectedRevision, position };
    } catch (error) {
      throw mapEsdbError(error, { operation: 'append', stream, expected, size: serverSize(prepared.events) });
    }
  }

  /**
   * The client's tombstoneStream (Streams.Tombstone). The server writes a `$streamDeleted` record
   * and keeps the stream's events in its chunks, readable through `$all`, until a scavenge.
   */
  protected async tombstoneChecked(stream: string, expected: ExpectedRevision): Promise<TombstoneResult> {
    try {
      // The client's type leaves out stream_exists, which its tombstoneStream sends all the same.
      const expectedRevision = expected as Exclude<ExpectedRevision, 'stream_exists'>;
      const call = this.client.tombstoneStream(stream, { expectedRevision, deadline: this.deadlineMs });
      const result = await withDeadline(call, this.deadlineMs + 1000, 'tombstone');
      return { position: result.position?.commit ?? -1n };
    } catch (error) {
      throw mapEsdbError(error, { operation: 'tombstone', stream, expected });
    }
  }

  protected async *readStreamChecked(stream: string, read: CheckedRead): AsyncGenerator<RecordedEvent> {
    if (read.maxCount === 0) return;
    const source = this.client.readStream(stream, {
      direction: read.direction,
      fromRevision: toEsdbRevision(read.from),
      ...(Number.isFinite(read.maxCount) ? { maxCount: read.maxCount } : {}),
    });
    yield* this.drain(source, stream, Number.POSITIVE_INFINITY);
  }

  protected async *readAllChecked(read: CheckedRead): AsyncGenerator<RecordedEvent> {
    if (read.maxCount === 0) return;
    let remaining = read.maxCount;
    const from = read.from;
    if (read.direction === 'backwards' && typeof from === 'bigint') {
      // Our readAll is inclusive in both directions; the server's backward read starts before
      // the given position, so the event at it is fetched first.
      for await (const event of this.drain(
        this.client.readAll({ fromPosition: toEsdbPosition(from), maxCount: 1 }),
        '$all',
        1,
      )) {
        if (event.position !== from) break;
        yield event;
        remaining -= 1;
      }
    }
    if (remaining <= 0) return;
    const source = this.client.readAll({
      direction: read.direction,
      fromPosition: typeof from === 'bigint' ? toEsdbPosition(from) : from,
    });
    for await (const event of this.drain(source, '$all', remaining)) {
      if (read.direction === 'backwards' && typeof from === 'bigint' && event.position >= from) continue;
      yield event;
    }
  }

  protected subscribeToAllFrom(from: 'start' | bigint): EsdbSubscription {
    const source: SubscriptionSource = {
      open: (after) =>
        this.client.subscribeToAll({
          fromPosition: after === 'start' ? 'start' : toEsdbPosition(after),
          filter: esdb().excludeSystemEvents(),
        }),
      toEvent: (resolved) => (isSystemEvent(resolved) ? undefined : toRecordedEvent(resolved)),
      checkpointOf: (event) => event.position,
      mapError: (error) => mapEsdbError(error, { operation: 'subscribe', stream: '$all' }),
      beforeReconnect: this.sameStoreGuard(),
    };
    return new EsdbSubscription(source, from, this.policy, this.untrack);
  }

  protected subscribeToStreamFrom(stream: string, from: 'start' | bigint): EsdbSubscription {
    const source: SubscriptionSource = {
      open: (after) => this.client.subscribeToStream(stream, { fromRevision: after }),
      toEvent: toRecordedEvent,
      checkpointOf: (event) => event.revision,
      mapError: (error) => mapEsdbError(error, { operation: 'subscribe', stream }),
      beforeReconnect: this.sameStoreGuard(),
    };
    return new EsdbSubscription(source, from, this.policy, this.untrack);
  }

  /** The last of our events in `$all`; the server's own (statistics, metadata) are skipped as in readAll. */
  async headPosition(): Promise<bigint> {
    this.ensureOpen();
    for await (const event of this.drain(
      this.client.readAll({ direction: 'backwards', fromPosition: 'end' }),
      '$all',
      1,
    )) {
      return event.position;
    }
    return -1n;
  }

  storeId(): Promise<string> {
    return readOrCreateStoreId(this);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.unsubscribeAll();
    await this.closeChannels();
  }

  /** Before a resubscription: the store must still be the one the subscription started on. */
  private sameStoreGuard(): () => Promise<void> {
    let known: string | undefined;
    this.storeId().then(
      (id) => (known ??= id),
      () => undefined,
    );
    return async () => {
      const now = await this.storeId();
      known ??= now;
      if (now !== known) throw new StoreChangedError(known, now);
    };
  }

  /** Yields our events from a client read, skipping the server's own, and always ends the call. */
  private async *drain(source: Read, stream: string, limit: number): AsyncGenerator<RecordedEvent> {
    let yielded = 0;
    const drainAfterCancel = drainOnCancel(source);
    try {
      for await (const resolved of withIdleDeadline(
        source as AsyncIterable<AllStreamResolvedEvent>,
        this.deadlineMs,
        'read',
      )) {
        if (stream === '$all' && isSystemEvent(resolved)) continue;
        const event = toRecordedEvent(resolved);
        if (event === undefined) continue;
        yield event;
        yielded += 1;
        if (yielded >= limit) return;
      }
    } catch (error) {
      throw mapEsdbError(error, { operation: 'read', stream });
    } finally {
      // Leaving early destroys only the client's Transform; the gRPC call itself needs cancel().
      await source.cancel();
      drainAfterCancel();
    }
  }

  /** The stream's last event as an append result (empty appends), -1n when it has none. */
  private async lastOf(stream: string): Promise<AppendResult> {
    try {
      for await (const event of this.drain(
        this.client.readStream(stream, { direction: 'backwards', fromRevision: 'end', maxCount: 1 }),
        stream,
        1,
      )) {
        return { nextExpectedRevision: event.revision, position: event.position };
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return { nextExpectedRevision: -1n, position: -1n };
  }

  private async positionAt(stream: string, revision: bigint): Promise<bigint> {
    for await (const event of this.drain(
      this.client.readStream(stream, { direction: 'forwards', fromRevision: revision, maxCount: 1 }),
      stream,
      1,
    )) {
      return event.position;
    }
    return -1n;
  }
}
