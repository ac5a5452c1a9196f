import { StoreClosedError } from './errors.js';
import { checkStreamName, prepareAppend, type PreparedAppend } from './prepare-events.js';
import {
  checkCheckpoint,
  checkExpectedRevision,
  resolveAllRead,
  resolveStreamRead,
  type ResolvedRead,
} from './read-options.js';
import type {
  AppendOptions,
  AppendResult,
  EventData,
  EventStore,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  SubscribeToStreamOptions,
  Subscription,
  TombstoneOptions,
  TombstoneResult,
} from './types.js';

/** A read with its defaults applied and checked: where it starts, which way, how many at most. */
export type CheckedRead = ResolvedRead<'start' | 'end' | bigint>;

/**
 * What both adapters do before they reach their storage, so that they refuse alike: a closed
 * store refuses before anything else is looked at, then every argument is checked in the same order (stream name,
 * then the expected revision and events, the read options or the checkpoint). Each adapter
 * writes, reads and subscribes its own way from the checked values; its live subscriptions are
 * kept here so that closing the store can end them.
 */
export abstract class CheckedEventStore<TrackedSubscription extends Subscription> implements EventStore {
  protected closed = false;
  private readonly subscriptions = new Set<TrackedSubscription>();

  async appendToStream(
    stream: string,
    events: EventData | readonly EventData[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    this.ensureOpen();
    checkStreamName(stream);
    const expected = checkExpectedRevision(options.expectedRevision);
    return this.appendPrepared(stream, expected, prepareAppend(events), events);
  }

  async tombstoneStream(stream: string, options: TombstoneOptions = {}): Promise<TombstoneResult> {
    this.ensureOpen();
    checkStreamName(stream);
    return this.tombstoneChecked(stream, checkExpectedRevision(options.expectedRevision));
  }

  async *readStream(stream: string, options?: ReadStreamOptions): AsyncGenerator<RecordedEvent> {
    this.ensureOpen();
    checkStreamName(stream);
    yield* this.readStreamChecked(stream, resolveStreamRead(options));
  }

  async *readAll(options?: ReadAllOptions): AsyncGenerator<RecordedEvent> {
    this.ensureOpen();
    yield* this.readAllChecked(resolveAllRead(options));
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): Subscription {
    this.ensureOpen();
    return this.track(this.subscribeToAllFrom(checkCheckpoint(options.fromPosition, 'fromPosition')));
  }

  subscribeToStream(stream: string, options: SubscribeToStreamOptions = {}): Subscription {
    this.ensureOpen();
    checkStreamName(stream);
    return this.track(this.subscribeToStreamFrom(stream, checkCheckpoint(options.fromRevision, 'fromRevision')));
  }

  abstract headPosition(): Promise<bigint>;

  abstract storeId(): Promise<string>;

  abstract close(): Promise<void>;

  /** `events` as the caller gave them, beside their checked and serialised form. */
  protected abstract appendPrepared(
    stream: string,
    expected: ExpectedRevision,
    prepared: PreparedAppend,
    events: EventData | readonly EventData[],
  ): Promise<AppendResult>;

  protected abstract tombstoneChecked(stream: string, expected: ExpectedRevision): Promise<TombstoneResult>;

  protected abstract readStreamChecked(stream: string, read: CheckedRead): AsyncGenerator<RecordedEvent>;

  protected abstract readAllChecked(read: CheckedRead): AsyncGenerator<RecordedEvent>;

  /** A live subscription after `from` ('start': from the first event), given `untrack` to call when it ends. */
  protected abstract subscribeToAllFrom(from: 'start' | bigint): TrackedSubscription;

  protected abstract subscribeToStreamFrom(stream: string, from: 'start' | bigint): TrackedSubscription;

  private track(subscription: TrackedSubscription): TrackedSubscription {
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Handed to each subscription, which calls it once it has ended. */
  protected readonly untrack = (subscription: TrackedSubscription): void => {
    this.subscriptions.delete(subscription);
  };

  protected async unsubscribeAll(): Promise<void> {
    for (const subscription of [...this.subscriptions]) await subscription.unsubscribe();
  }

  protected ensureOpen(): void {
    if (this.closed) throw new StoreClosedError();
  }
}
