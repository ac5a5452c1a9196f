import { BACKWARDS, END, EventStoreDBClient, excludeSystemEvents, FORWARDS, START, type AllStreamResolvedEvent, type ResolvedEvent, type StreamingRead } from '@eventstore/db-client';
import { StoreClosedError } from '../errors.js';
import { checkStreamName, prepareAppend } from '../prepare-events.js';
import { checkCheckpoint, checkExpectedRevision, resolveAllRead, resolveStreamRead } from '../read-options.js';
import type {
  AppendOptions, AppendResult, EventData, EventStore, ReadAllOptions, ReadStreamOptions, RecordedEvent, SubscribeToAllOptions,
  SubscribeToStreamOptions, Subscription,
} from '../types.js';
import { EsdbSubscription } from './esdb-subscription.js';
import {
  isSystemEvent, mapEsdbError, toEsdbDirection, toEsdbEvents, toEsdbExpected, toEsdbPosition, toEsdbRevision, toRecordedEvent,
} from './mapping.js';

/** The same interface on EventStoreDB through @eventstore/db-client 6 (gRPC). */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EsdbSubscription>();
  private closed = false;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async appendToStream(stream: string, events: EventData | readonly EventData[], options: AppendOptions = {}): Promise<AppendResult> {
    this.ensureOpen();
    checkStreamName(stream);
    const expected = checkExpectedRevision(options.expectedRevision);
    const prepared = prepareAppend(events);
    try {
      const result = await this.client.appendToStream(stream, toEsdbEvents(events, prepared), { expectedRevision: toEsdbExpected(expected) });
      if (prepared.events.length === 0) return await this.lastOf(stream);
      // The server reports one position per append; for several events it need not be the last
      // one's, so that one is read back to keep "position of the append's last event" exact.
      const reported = prepared.events.length === 1 ? result.position?.commit : undefined;
      const position = reported ?? (await this.positionAt(stream, result.nextExpectedRevision));
      return { nextExpectedRevision: result.nextExpectedRevision, position };
    } catch (error) {
      throw mapEsdbError(error, stream, expected, prepared.size);
    }
  }

  async *readStream(stream: string, options?: ReadStreamOptions): AsyncGenerator<RecordedEvent> {
    this.ensureOpen();
    const read = resolveStreamRead(options);
    if (read.maxCount === 0) return;
    const source = this.client.readStream(stream, {
      direction: toEsdbDirection(read.direction),
      fromRevision: toEsdbRevision(read.from),
      ...(Number.isFinite(read.maxCount) ? { maxCount: read.maxCount } : {}),
    });
    yield* this.drain(source, stream, Number.POSITIVE_INFINITY);
  }

  async *readAll(options?: ReadAllOptions): AsyncGenerator<RecordedEvent> {
    this.ensureOpen();
    const read = resolveAllRead(options);
    if (read.maxCount === 0) return;
    let remaining = read.maxCount;
    const from = read.from;
    if (read.direction === 'backwards' && typeof from === 'bigint') {
      // Our readAll is inclusive in both directions; the server's backward read starts before
      // the given position, so the event at it is fetched first.
      for await (const event of this.drain(this.client.readAll({ fromPosition: toEsdbPosition(from), maxCount: 1 }), '$all', 1)) {
        if (event.position !== from) break;
        yield event;
        remaining -= 1;
      }
    }
    if (remaining <= 0) return;
    const source = this.client.readAll({
      direction: toEsdbDirection(read.direction),
      fromPosition: from === 'start' ? START : from === 'end' ? END : toEsdbPosition(from),
    });
    for await (const event of this.drain(source, '$all', remaining)) {
      if (read.direction === 'backwards' && typeof from === 'bigint' && event.position >= from) continue;
      yield event;
    }
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): Subscription {
    this.ensureOpen();
    const from = checkCheckpoint(options.fromPosition, 'fromPosition');
    const source = this.client.subscribeToAll({
      fromPosition: from === 'start' ? START : toEsdbPosition(from),
      filter: excludeSystemEvents(),
    });
    return this.track(new EsdbSubscription(source, (resolved) => (isSystemEvent(resolved) ? undefined : toRecordedEvent(resolved)), (e) => mapEsdbError(e, '$all'), this.untrack));
  }

  subscribeToStream(stream: string, options: SubscribeToStreamOptions = {}): Subscription {
    this.ensureOpen();
    checkStreamName(stream);
    const from = checkCheckpoint(options.fromRevision, 'fromRevision');
    const source = this.client.subscribeToStream(stream, { fromRevision: from === 'start' ? START : from });
    return this.track(new EsdbSubscription(source, toRecordedEvent, (e) => mapEsdbError(e, stream), this.untrack));
  }

  /** The last of our events in `$all`; the server's own (statistics, metadata) are skipped as in readAll. */
  async headPosition(): Promise<bigint> {
    this.ensureOpen();
    for await (const event of this.drain(this.client.readAll({ direction: BACKWARDS, fromPosition: END }), '$all', 1)) {
      return event.position;
    }
    return -1n;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const subscription of [...this.subscriptions]) await subscription.unsubscribe();
    await this.client.dispose();
  }

  /** Yields our events from a client read, skipping the server's own, and always ends the call. */
  private async *drain(source: StreamingRead<AllStreamResolvedEvent> | StreamingRead<ResolvedEvent>, stream: string, limit: number): AsyncGenerator<RecordedEvent> {
    let yielded = 0;
    try {
      for await (const resolved of source as AsyncIterable<AllStreamResolvedEvent>) {
        if (stream === '$all' && isSystemEvent(resolved)) continue;
        const event = toRecordedEvent(resolved);
        if (event === undefined) continue;
        yield event;
        yielded += 1;
        if (yielded >= limit) return;
      }
    } catch (error) {
      throw mapEsdbError(error, stream);
    } finally {
      // Leaving early destroys only the client's Transform; the gRPC call itself needs cancel().
      await source.cancel();
    }
  }

  /** The stream's last event as an append result (empty appends), -1n when it has none. */
  private async lastOf(stream: string): Promise<AppendResult> {
    try {
      for await (const event of this.drain(this.client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }), stream, 1)) {
        return { nextExpectedRevision: event.revision, position: event.position };
      }
    } catch {
      // A stream without events: the empty append succeeded on nothing.
    }
    return { nextExpectedRevision: -1n, position: -1n };
  }

  private async positionAt(stream: string, revision: bigint): Promise<bigint> {
    for await (const event of this.drain(this.client.readStream(stream, { direction: FORWARDS, fromRevision: revision, maxCount: 1 }), stream, 1)) {
      return event.position;
    }
    return -1n;
  }

  private track(subscription: EsdbSubscription): Subscription {
    this.subscriptions.add(subscription);
    return subscription;
  }

  private readonly untrack = (subscription: EsdbSubscription): void => {
    this.subscriptions.delete(subscription);
  };

  private ensureOpen(): void {
    if (this.closed) throw new StoreClosedError();
  }
}
