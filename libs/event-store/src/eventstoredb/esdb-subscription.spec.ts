import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../errors.js';
import { takeUntil } from '../testing/adapters.js';
import type { RecordedEvent } from '../types.js';
import { EsdbSubscription, type SubscriptionSource } from './esdb-subscription.js';

/** Stands in for the client's subscription stream: an object-mode stream that emits caughtUp beside its data. */
class ClientStream extends PassThrough {
  constructor() {
    super({ objectMode: true });
  }
  async unsubscribe(): Promise<void> {
    this.destroy();
  }
}

const recorded = (revision: number): RecordedEvent => ({
  id: `00000000-0000-4000-8000-${String(revision).padStart(12, '0')}`,
  streamId: 'match-1',
  type: 'Played',
  revision: BigInt(revision),
  position: BigInt(100 + revision),
  data: { revision },
  metadata: null,
  created: new Date(0),
});

function sourceOf(streams: ClientStream[]): SubscriptionSource {
  return {
    open: () => streams.shift() as never,
    toEvent: (resolved) => resolved as unknown as RecordedEvent,
    checkpointOf: (event) => event.revision,
    mapError: (error) => (error instanceof StoreUnavailableError ? error : new StoreUnavailableError(String(error))),
    beforeReconnect: async () => undefined,
  };
}

const policy = { confirmWithinMs: 5000, initialDelayMs: 1, maxDelayMs: 5 };

describe('EsdbSubscription', () => {
  it('puts the server caughtUp after the events the client stream still buffers', async () => {
    const stream = new ClientStream();
    const subscription = new EsdbSubscription(sourceOf([stream]), 'start', policy, () => undefined);
    stream.emit('confirmation');
    stream.pause();
    for (let revision = 0; revision < 5; revision += 1) stream.write(recorded(revision));
    // The client emits caughtUp as it reads the server's message: the five events are still in its buffer.
    expect(stream.readableLength).toBe(5);
    stream.emit('caughtUp');
    stream.resume();
    const messages = await takeUntil(subscription, (m) => m.some((x) => x.kind === 'caughtUp'));
    expect(messages.map((m) => (m.kind === 'event' ? Number(m.event.revision) : 'caughtUp'))).toEqual([
      0,
      1,
      2,
      3,
      4,
      'caughtUp',
    ]);
    await subscription.unsubscribe();
  });

  it('after a drop it reopens strictly after the last event it received and skips what the server repeats', async () => {
    const first = new ClientStream();
    const second = new ClientStream();
    const opened: Array<'start' | bigint> = [];
    const source = sourceOf([first, second]);
    const subscription = new EsdbSubscription(
      { ...source, open: (after) => (opened.push(after), source.open(after)) },
      'start',
      policy,
      () => undefined,
    );
    first.emit('confirmation');
    first.write(recorded(0));
    first.write(recorded(1));
    await takeUntil(subscription, (m) => m.length >= 2);
    first.emit('error', new StoreUnavailableError('connection reset'));
    while (opened.length < 2) await new Promise((resolve) => setTimeout(resolve, 2));
    expect(opened).toEqual(['start', 1n]);
    expect(subscription.status()).toMatchObject({ state: 'reconnecting', reconnects: 1 });
    second.emit('confirmation');
    second.write(recorded(1));
    second.write(recorded(2));
    const after = await takeUntil(subscription, (m) => m.length >= 1);
    expect(after.map((m) => (m.kind === 'event' ? Number(m.event.revision) : -1))).toEqual([2]);
    expect(subscription.status().state).toBe('connected');
    await subscription.unsubscribe();
  });
});
