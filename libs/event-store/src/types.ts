/**
 * One interface with EventStoreDB's semantics (issue 2, "The event store"), so code written
 * against it runs unchanged on the embedded SQLite adapter or on EventStoreDB.
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface EventData {
  /** UUID; resending the same ids at the same expected revision is an idempotent no-op. */
  readonly id: string;
  readonly type: string;
  readonly data: JsonValue;
  readonly metadata?: JsonValue;
}

export interface RecordedEvent {
  readonly id: string;
  readonly streamId: string;
  readonly type: string;
  /** 0-based revision within its stream. */
  readonly revision: bigint;
  /** Position in `$all`: strictly increasing in commit order. */
  readonly position: bigint;
  readonly data: JsonValue;
  readonly metadata: JsonValue | null;
  readonly created: Date;
}

export interface AppendResult {
  readonly nextExpectedRevision: bigint;
  readonly position: bigint;
}

export type Direction = 'forwards' | 'backwards';

export interface ReadStreamOptions {
  readonly direction?: Direction;
  /** 'start', 'end' or a revision. */
  readonly fromRevision?: 'start' | 'end' | bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  readonly direction?: Direction;
  readonly fromPosition?: 'start' | 'end' | bigint;
  readonly maxCount?: number;
}

export type SubscriptionMessage =
  | { readonly kind: 'event'; readonly event: RecordedEvent }
  | { readonly kind: 'caughtUp' };

export interface SubscribeToAllOptions {
  /** Deliver events strictly after this position; 'start' delivers everything. */
  readonly fromPosition?: 'start' | bigint;
}

export interface SubscribeToStreamOptions {
  /** Deliver events strictly after this revision; 'start' delivers everything. */
  readonly fromRevision?: 'start' | bigint;
}

/** A catch-up subscription: history after the checkpoint, a caughtUp signal, then live events. */
export interface Subscription extends AsyncIterable<SubscriptionMessage> {
  unsubscribe(): Promise<void>;
}

export interface EventStore {
  appendToStream(
    stream: string,
    events: EventData | readonly EventData[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  readStream(stream: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  subscribeToAll(options?: SubscribeToAllOptions): Subscription;
  subscribeToStream(stream: string, options?: SubscribeToStreamOptions): Subscription;
  /** Current head of `$all` (0n when empty is indistinguishable from one event at 0: use -1n for empty). */
  headPosition(): Promise<bigint>;
  close(): Promise<void>;
}

/** Largest append accepted in one call, like the server's default. */
export const MAX_APPEND_SIZE = 1024 * 1024;
