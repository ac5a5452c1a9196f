import type { AllStreamResolvedEvent, AllStreamSubscription, ResolvedEvent, StreamSubscription } from '@eventstore/db-client';
import type { RecordedEvent, Subscription, SubscriptionMessage } from '../types.js';

type Source = AllStreamSubscription | StreamSubscription;

const HIGH_WATER = 1024;
const LOW_WATER = 256;

/**
 * Adapts the client's Readable subscription to our async iterator. Events and the server's
 * caughtUp message (servers from 23.10) go into one queue in arrival order; the source is paused
 * while the consumer lags behind, so memory stays bounded. caughtUp is passed on once, like the
 * embedded adapter does.
 */
export class EsdbSubscription implements Subscription, AsyncIterator<SubscriptionMessage> {
  private readonly queue: SubscriptionMessage[] = [];
  private wake: (() => void) | undefined;
  private failure: unknown;
  private ended = false;
  private caughtUp = false;

  constructor(
    private readonly source: Source,
    toEvent: (resolved: ResolvedEvent | AllStreamResolvedEvent) => RecordedEvent | undefined,
    mapError: (error: unknown) => unknown,
    private readonly onClose: (subscription: EsdbSubscription) => void,
  ) {
    source.on('data', (resolved: ResolvedEvent | AllStreamResolvedEvent) => {
      const event = toEvent(resolved);
      if (event === undefined) return;
      this.push({ kind: 'event', event });
      if (this.queue.length >= HIGH_WATER) source.pause();
    });
    source.on('caughtUp', () => {
      if (this.caughtUp) return;
      this.caughtUp = true;
      this.push({ kind: 'caughtUp' });
    });
    source.on('error', (error: unknown) => {
      this.failure = mapError(error);
      this.signal();
    });
    source.on('end', () => this.finish());
    source.on('close', () => this.finish());
  }

  [Symbol.asyncIterator](): AsyncIterator<SubscriptionMessage> {
    return this;
  }

  async next(): Promise<IteratorResult<SubscriptionMessage>> {
    for (;;) {
      const message = this.queue.shift();
      if (message) {
        if (this.queue.length <= LOW_WATER && this.source.isPaused()) this.source.resume();
        return { done: false, value: message };
      }
      if (this.failure !== undefined) throw this.failure;
      if (this.ended) return { done: true, value: undefined };
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  async return(): Promise<IteratorResult<SubscriptionMessage>> {
    await this.unsubscribe();
    return { done: true, value: undefined };
  }

  async unsubscribe(): Promise<void> {
    if (this.ended) return;
    this.finish();
    this.queue.length = 0;
    this.onClose(this);
    await this.source.unsubscribe();
  }

  private push(message: SubscriptionMessage): void {
    this.queue.push(message);
    this.signal();
  }

  private finish(): void {
    this.ended = true;
    this.signal();
  }

  private signal(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
