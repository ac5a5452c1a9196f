/**
 * One interface with EventStoreDB's semantics, so code written against it runs unchanged on the
 * embedded SQLite adapter or on EventStoreDB.
 */
import type { EventStoreError } from './errors.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface EventData {
  /**
   * UUID, the idempotency key: resending the same ids at the same exact revision or no_stream is
   * a no-op that answers like the original append; with any/stream_exists it is recognised while
   * the events are among the latest ones (the server's bounded cache). Stored lower-case.
   */
  readonly id: string;
  readonly type: string;
  readonly data: JsonValue;
  /** Prefer an object: EventStoreDB's client drops falsy metadata (0, false, ''). */
  readonly metadata?: JsonValue;
}

export interface RecordedEvent {
  readonly id: string;
  readonly streamId: string;
  readonly type: string;
  /** 0-based revision within its stream. */
  readonly revision: bigint;
  /** Position in `$all`: strictly increasing in commit order, with gaps (never assume +1). */
  readonly position: bigint;
  readonly data: JsonValue;
  readonly metadata: JsonValue | null;
  readonly created: Date;
}

export interface AppendOptions {
  /** Defaults to 'any', like the EventStoreDB client. */
  readonly expectedRevision?: ExpectedRevision;
}

export interface AppendResult {
  /**
   * Revision of the last event of this append, to pass as the next expectedRevision. For an
   * idempotent resend it is the revision of the original batch's last event, as the server
   * answers; for an empty append it is the stream's current revision (-1n when it has none).
   */
  readonly nextExpectedRevision: bigint;
  /**
   * `$all` position of the append's last event (of the original events for an idempotent resend).
   * For an empty append: the position of the stream's last event, or -1n when it has none.
   */
  readonly position: bigint;
}

export interface TombstoneOptions {
  /** Defaults to 'any'. Checked like an append's: a conflict throws WrongExpectedVersionError. */
  readonly expectedRevision?: ExpectedRevision;
}

export interface TombstoneResult {
  /**
   * `$all` position of the tombstone record (EventStoreDB's `$streamDeleted` event). Never
   * delivered by a read or a subscription; later appends get higher positions.
   */
  readonly position: bigint;
}

export type Direction = 'forwards' | 'backwards';

export interface ReadStreamOptions {
  readonly direction?: Direction;
  /** 'start', 'end' or a revision (inclusive). Default: 'start' forwards, 'end' backwards. */
  readonly fromRevision?: 'start' | 'end' | bigint;
  /** Default: no limit. */
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  readonly direction?: Direction;
  /**
   * 'start', 'end' or a position taken from a RecordedEvent (inclusive in both directions).
   * Default: 'start' forwards, 'end' backwards.
   */
  readonly fromPosition?: 'start' | 'end' | bigint;
  /** Default: no limit. */
  readonly maxCount?: number;
}

export type SubscriptionMessage =
  { readonly kind: 'event'; readonly event: RecordedEvent } | { readonly kind: 'caughtUp' };

export interface SubscribeToAllOptions {
  /** Deliver events strictly after this position; 'start' delivers everything. */
  readonly fromPosition?: 'start' | bigint;
}

export interface SubscribeToStreamOptions {
  /** Deliver events strictly after this revision; 'start' delivers everything. */
  readonly fromRevision?: 'start' | bigint;
}

/**
 * Where a subscription stands. `connected`: receiving history or live events. `reconnecting`: the
 * connection dropped and the subscription resubscribes from the last event it received, with
 * back-off (`lastError` says why). `failed`: it stopped for good and iterating throws `lastError`.
 */
export interface SubscriptionStatus {
  readonly state: 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';
  /** Times the subscription was dropped and resubscribed. */
  readonly reconnects: number;
  readonly lastError: EventStoreError | null;
}

/**
 * A catch-up subscription: history after the checkpoint, one caughtUp signal, then live events, in
 * order, without gaps or duplicates, across reconnections. One consumer per subscription; breaking
 * out of `for await` unsubscribes. A failure that retrying cannot mend (the stream was deleted,
 * access denied) ends the iteration with that error.
 */
export interface Subscription extends AsyncIterable<SubscriptionMessage> {
  unsubscribe(): Promise<void>;
  status(): SubscriptionStatus;
}

export interface EventStore {
  appendToStream(
    stream: string,
    events: EventData | readonly EventData[],
    options?: AppendOptions,
  ): Promise<AppendResult>;
  readStream(stream: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  /**
   * Hard-deletes a stream, as EventStoreDB's tombstone: from then on reading or subscribing to it
   * fails with StreamDeletedError, appending to it or tombstoning it again fails with
   * StreamDeletedError, and it can never be created again. What `$all` keeps differs by adapter
   * (see the README, "Deleting a stream").
   */
  tombstoneStream(stream: string, options?: TombstoneOptions): Promise<TombstoneResult>;
  subscribeToAll(options?: SubscribeToAllOptions): Subscription;
  subscribeToStream(stream: string, options?: SubscribeToStreamOptions): Subscription;
  /** Position of the last event in `$all`, or -1n when the store is empty. */
  headPosition(): Promise<bigint>;
  /**
   * A stable id of this store's data, created with it: the same for every client of the same
   * data, different for another store or a reset one. Read models record it with their
   * checkpoint, so they never resume from another store's positions.
   */
  storeId(): Promise<string>;
  close(): Promise<void>;
}

/** Largest append accepted in one call, like the server's default (MaxAppendSize, 1 MiB). */
export const MAX_APPEND_SIZE = 1024 * 1024;
