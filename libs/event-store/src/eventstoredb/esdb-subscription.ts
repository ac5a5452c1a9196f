import type {
  AllStreamResolvedEvent,
  AllStreamSubscription,
  ResolvedEvent,
  StreamSubscription,
} from '@eventstore/db-client';
import { DeadlineExceededError, EventStoreError, StoreUnavailableError } from '../errors.js';
import { drainOnCancel } from './client-module.js';
import type { RecordedEvent, Subscription, SubscriptionMessage, SubscriptionStatus } from '../types.js';

type Source = AllStreamSubscription | StreamSubscription;
type Resolved = ResolvedEvent | AllStreamResolvedEvent;

const HIGH_WATER = 1024;
const LOW_WATER = 256;

/** How a subscription reaches the server; the adapter supplies one per subscription. */
export interface SubscriptionSource {
  /** Opens a client subscription delivering what comes strictly after `after`. */
  open(after: 'start' | bigint): Source;
  /** Our record of a delivered event, or undefined for an event to skip (the server's own). */
  toEvent(resolved: Resolved): RecordedEvent | undefined;
  checkpointOf(event: RecordedEvent): bigint;
  mapError(error: unknown): EventStoreError;
  /** Runs before resubscribing; throws when the data behind the subscription changed (store reset). */
  beforeReconnect(): Promise<void>;
}

export interface ReconnectPolicy {
  /** The server must confirm a subscription within this time, or it is dropped and retried. */
  readonly confirmWithinMs: number;
  readonly initialDelayMs: number;
  readonly maxDelayMs: number;
}

/**
 * Cancels a link's call. The gRPC stream is let flow afterwards: held paused by backpressure it
 * would never deliver the cancellation, never end, and the client's dispose() (which waits for
 * every call to end) would hang. What still arrives goes to a detached link and is dropped.
 */
async function cancel(link: Link): Promise<void> {
  link.source.resume();
  await link.source.unsubscribe().catch(() => undefined);
  link.drain();
}

/** One connection of the subscription; events of a replaced link are ignored. */
interface Link {
  readonly source: Source;
  /** 'data' events seen on this link, the server's own included. */
  received: number;
  /** The caughtUp signal goes out once `received` reaches this. */
  caughtUpAfter: number | undefined;
  timer: NodeJS.Timeout | undefined;
  /** Keeps the call's gRPC stream flowing after cancellation (see drainOnCancel). */
  readonly drain: () => void;
}

/**
 * A catch-up subscription that survives the server: when the call fails for a reason that may
 * pass (restart, network, deadline, not ready, not leader), it resubscribes after the last event
 * it received, after an exponential back-off with jitter, and says so in `status()`. Events and
 * caughtUp go into one queue in server order; the source is paused while the consumer lags.
 */
export class EsdbSubscription implements Subscription, AsyncIterator<SubscriptionMessage> {
  private readonly queue: SubscriptionMessage[] = [];
  private wake: (() => void) | undefined;
  private link: Link | undefined;
  private after: 'start' | bigint;
  private caughtUpSent = false;
  private state: SubscriptionStatus['state'] = 'connecting';
  private lastError: EventStoreError | null = null;
  private reconnects = 0;
  private attempt = 0;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly server: SubscriptionSource,
    from: 'start' | bigint,
    private readonly policy: ReconnectPolicy,
    private readonly onClose: (subscription: EsdbSubscription) => void,
  ) {
    this.after = from;
    this.connect();
  }

  [Symbol.asyncIterator](): AsyncIterator<SubscriptionMessage> {
    return this;
  }

  status(): SubscriptionStatus {
    return { state: this.state, reconnects: this.reconnects, lastError: this.lastError };
  }

  async next(): Promise<IteratorResult<SubscriptionMessage>> {
    for (;;) {
      const message = this.queue.shift();
      if (message) {
        const source = this.link?.source;
        if (source && this.queue.length <= LOW_WATER && source.isPaused()) source.resume();
        return { done: false, value: message };
      }
      if (this.state === 'failed') throw this.lastError;
      if (this.state === 'closed') return { done: true, value: undefined };
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  async return(): Promise<IteratorResult<SubscriptionMessage>> {
    await this.unsubscribe();
    return { done: true, value: undefined };
  }

  async unsubscribe(): Promise<void> {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.queue.length = 0;
    clearTimeout(this.retry);
    const link = this.detach();
    this.onClose(this);
    this.signal();
    if (link) await cancel(link);
  }

  private connect(): void {
    let source: Source;
    try {
      source = this.server.open(this.after);
    } catch (error) {
      this.scheduleReconnect(this.server.mapError(error));
      return;
    }
    const link: Link = {
      source,
      received: 0,
      caughtUpAfter: undefined,
      timer: undefined,
      drain: drainOnCancel(source),
    };
    this.link = link;
    link.timer = setTimeout(
      () => this.drop(link, new DeadlineExceededError('subscribe', this.policy.confirmWithinMs)),
      this.policy.confirmWithinMs,
    );
    source.on('confirmation', () => this.confirmed(link));
    source.on('data', (resolved: Resolved) => this.received(link, resolved));
    source.on('caughtUp', () => this.serverCaughtUp(link));
    source.on('error', (error: unknown) => this.drop(link, this.server.mapError(error)));
    source.on('end', () => this.drop(link, new StoreUnavailableError('the server ended the subscription')));
    source.on('close', () => this.drop(link, new StoreUnavailableError('the subscription call closed')));
  }

  private confirmed(link: Link): void {
    if (link !== this.link) return;
    clearTimeout(link.timer);
    this.state = 'connected';
    this.attempt = 0;
  }

  private received(link: Link, resolved: Resolved): void {
    if (link !== this.link) return;
    link.received += 1;
    const event = this.server.toEvent(resolved);
    if (event) {
      const at = this.server.checkpointOf(event);
      // After a resubscription the server starts strictly after `after`; never deliver twice.
      if (this.after === 'start' || at > this.after) {
        this.after = at;
        this.push({ kind: 'event', event });
      }
    }
    if (link.caughtUpAfter !== undefined && link.received >= link.caughtUpAfter) this.sendCaughtUp(link);
    if (this.queue.length >= HIGH_WATER) link.source.pause();
  }

  /**
   * The client emits caughtUp when it reads the server's message, while events read before it may
   * still wait in its buffer (`readableLength`, more of them while we hold it paused); the signal
   * goes out after those, so it never overtakes history.
   */
  private serverCaughtUp(link: Link): void {
    if (link !== this.link) return;
    link.caughtUpAfter = link.received + link.source.readableLength;
    if (link.received >= link.caughtUpAfter) this.sendCaughtUp(link);
  }

  private sendCaughtUp(link: Link): void {
    link.caughtUpAfter = undefined;
    if (this.caughtUpSent) return;
    this.caughtUpSent = true;
    this.push({ kind: 'caughtUp' });
  }

  private drop(link: Link, error: EventStoreError): void {
    if (link !== this.link || this.state === 'closed') return;
    this.detach();
    void cancel(link);
    if (!error.transient) return this.fail(error);
    this.scheduleReconnect(error);
  }

  private scheduleReconnect(error: EventStoreError): void {
    this.lastError = error;
    this.state = 'reconnecting';
    this.reconnects += 1;
    const ceiling = Math.min(this.policy.maxDelayMs, this.policy.initialDelayMs * 2 ** this.attempt);
    this.attempt += 1;
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    this.retry = setTimeout(() => void this.reconnect(), delay);
  }

  private async reconnect(): Promise<void> {
    this.retry = undefined;
    if (this.isClosed()) return;
    try {
      await this.server.beforeReconnect();
    } catch (error) {
      const mapped = this.server.mapError(error);
      if (this.isClosed()) return;
      return mapped.transient ? this.scheduleReconnect(mapped) : this.fail(mapped);
    }
    if (!this.isClosed()) this.connect();
  }

  /** Read through a method: the state changes while a reconnection awaits. */
  private isClosed(): boolean {
    return this.state === 'closed';
  }

  private fail(error: EventStoreError): void {
    this.lastError = error;
    this.state = 'failed';
    this.onClose(this);
    this.signal();
  }

  private detach(): Link | undefined {
    const link = this.link;
    this.link = undefined;
    if (link) clearTimeout(link.timer);
    return link;
  }

  private push(message: SubscriptionMessage): void {
    this.queue.push(message);
    this.signal();
  }

  private signal(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
