import { EventStoreError, StoreFaultError } from '../errors.js';
import type { RecordedEvent, Subscription, SubscriptionMessage, SubscriptionStatus } from '../types.js';

/** Reads the next committed events strictly after a checkpoint, in order, at most `limit`. */
export type PageReader = (after: bigint, limit: number) => RecordedEvent[];

/** Resolves when new events may have been committed: in-process wake-up or the poll timer. */
export type ChangeWaiter = (cancelled: Promise<void>) => Promise<void>;

/** How many appends this process has committed so far: unchanged means nothing new from here. */
export type ChangeCounter = () => number;

const PAGE_SIZE = 512;

/**
 * A pull-driven catch-up subscription. Every page is a query "strictly after the last delivered
 * checkpoint, in commit order"; SQLite serialises writers and positions/revisions are assigned
 * inside the write transaction, so commit order is checkpoint order and no query can skip an event
 * (no gaps) or return one twice (no duplicates), however appends interleave. The first empty page
 * is the caught-up point; after it the subscription waits for a wake-up and reads again.
 *
 * A page shorter than the limit already reached the head: unless this process committed since
 * (the change counter moved), reading again would only return nothing, so the subscription waits
 * instead. Other processes' appends are found by the reader after the poll timer's wake-up.
 */
export class CatchUpSubscription implements Subscription, AsyncIterator<SubscriptionMessage> {
  private buffer: RecordedEvent[] = [];
  private caughtUp = false;
  private closed = false;
  private failure: EventStoreError | null = null;
  /** The change count when a short page reached the head; null when the head may have moved. */
  private headSeenAt: number | null = null;
  private cancel!: () => void;
  private readonly cancelled = new Promise<void>((resolve) => (this.cancel = resolve));

  constructor(
    private checkpoint: bigint,
    private readonly readPage: PageReader,
    private readonly checkpointOf: (event: RecordedEvent) => bigint,
    private readonly waitForChange: ChangeWaiter,
    private readonly changeCount: ChangeCounter,
    private readonly onClose: (subscription: CatchUpSubscription) => void,
  ) {}

  [Symbol.asyncIterator](): AsyncIterator<SubscriptionMessage> {
    return this;
  }

  async next(): Promise<IteratorResult<SubscriptionMessage>> {
    for (;;) {
      if (this.closed) return { done: true, value: undefined };
      const event = this.buffer.shift() ?? (this.mayHaveMore() ? this.fill() : undefined);
      if (event) {
        this.checkpoint = this.checkpointOf(event);
        return { done: false, value: { kind: 'event', event } };
      }
      if (!this.caughtUp) {
        this.caughtUp = true;
        return { done: false, value: { kind: 'caughtUp' } };
      }
      await this.waitForChange(this.cancelled);
      // Woken by an append, by the poll timer (another process may have written) or by a close.
      this.headSeenAt = null;
    }
  }

  async return(): Promise<IteratorResult<SubscriptionMessage>> {
    await this.unsubscribe();
    return { done: true, value: undefined };
  }

  /** Reads come from the local file: there is no connection to lose, only a read that fails. */
  status(): SubscriptionStatus {
    const state = this.failure ? 'failed' : this.closed ? 'closed' : 'connected';
    return { state, reconnects: 0, lastError: this.failure };
  }

  async unsubscribe(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.buffer = [];
    this.cancel();
    this.onClose(this);
  }

  private mayHaveMore(): boolean {
    return this.headSeenAt === null || this.headSeenAt !== this.changeCount();
  }

  private fill(): RecordedEvent | undefined {
    try {
      // Counted before the read: an append committed after it moves the count, so it is read too.
      const seen = this.changeCount();
      this.buffer = this.readPage(this.checkpoint, PAGE_SIZE);
      this.headSeenAt = this.buffer.length < PAGE_SIZE ? seen : null;
    } catch (error) {
      this.failure =
        error instanceof EventStoreError ? error : new StoreFaultError((error as Error).message, { cause: error });
      this.closed = true;
      this.onClose(this);
      throw this.failure;
    }
    return this.buffer.shift();
  }
}
