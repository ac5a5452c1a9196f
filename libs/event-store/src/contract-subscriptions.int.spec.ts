import { describe, expect } from 'vitest';
import {
  announceSkippedLegs,
  contractAdapters,
  newEvent,
  newEvents,
  takeUntil,
  uniqueStream,
  itOnFreshStore,
} from './testing/adapters.js';
import type { EventStore, RecordedEvent, SubscriptionMessage } from './types.js';

announceSkippedLegs('contract-subscriptions');

const eventsOf = (messages: readonly SubscriptionMessage[], stream?: string): RecordedEvent[] =>
  messages.flatMap((m) =>
    m.kind === 'event' && (stream === undefined || m.event.streamId === stream) ? [m.event] : [],
  );

/** Appends `count` single events to `stream`, yielding to the event loop between them. */
async function appendConcurrently(store: EventStore, stream: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await store.appendToStream(stream, newEvent('Live', { i }));
    if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

for (const adapter of contractAdapters) {
  describe.runIf(adapter.enabled)(`event store contract, subscriptions: ${adapter.name}`, () => {
    const it = itOnFreshStore(adapter);

    it('a stream subscription delivers history after the checkpoint, caughtUp, then live events, without gaps or duplicates', async ({
      store,
    }) => {
      const stream = uniqueStream();
      await store.appendToStream(stream, newEvents(50), { expectedRevision: 'no_stream' });
      const subscription = store.subscribeToStream(stream, { fromRevision: 9n });
      const writing = appendConcurrently(store, stream, 200);
      const messages = await takeUntil(subscription, (m) => eventsOf(m).length >= 240);
      await writing;
      await subscription.unsubscribe();
      const revisions = eventsOf(messages).map((e) => Number(e.revision));
      expect(revisions).toEqual(Array.from({ length: 240 }, (_, i) => 10 + i));
      const caughtUpAt = messages.findIndex((m) => m.kind === 'caughtUp');
      expect(caughtUpAt).toBeGreaterThanOrEqual(40);
      expect(messages.filter((m) => m.kind === 'caughtUp')).toHaveLength(1);
    });

    it('an $all subscription from a checkpoint sees every later event once, in order, while two writers append', async ({
      store,
      second,
    }) => {
      const before = uniqueStream('before');
      await store.appendToStream(before, newEvents(3));
      const checkpoint = await store.headPosition();
      const a = uniqueStream('a');
      const b = uniqueStream('b');
      await store.appendToStream(a, newEvents(20));
      const subscription = store.subscribeToAll({ fromPosition: checkpoint });
      const other = second();
      const writing = Promise.all([appendConcurrently(store, a, 150), appendConcurrently(other, b, 150)]);
      const ours = (m: readonly SubscriptionMessage[]) =>
        eventsOf(m).filter((e) => e.streamId === a || e.streamId === b);
      const messages = await takeUntil(subscription, (m) => ours(m).length >= 320);
      await writing;
      await subscription.unsubscribe();
      const delivered = eventsOf(messages);
      expect(delivered.some((e) => e.streamId === before)).toBe(false);
      for (let i = 1; i < delivered.length; i++)
        expect(delivered[i]!.position).toBeGreaterThan(delivered[i - 1]!.position);
      expect(eventsOf(messages, a).map((e) => Number(e.revision))).toEqual([...Array(170).keys()]);
      expect(eventsOf(messages, b).map((e) => Number(e.revision))).toEqual([...Array(150).keys()]);
      expect(new Set(delivered.map((e) => e.id)).size).toBe(delivered.length);
    });

    it('a subscription to a stream that does not exist yet catches up at once and then goes live', async ({
      store,
    }) => {
      const stream = uniqueStream('later');
      const subscription = store.subscribeToStream(stream);
      const first = await takeUntil(subscription, (m) => m.length >= 1);
      expect(first).toEqual([{ kind: 'caughtUp' }]);
      await store.appendToStream(stream, newEvents(2), { expectedRevision: 'no_stream' });
      const live = await takeUntil(subscription, (m) => m.length >= 2);
      expect(live.map((m) => (m.kind === 'event' ? Number(m.event.revision) : -1))).toEqual([0, 1]);
      await subscription.unsubscribe();
    });

    it('breaking out of for-await ends the subscription', async ({ store }) => {
      const stream = uniqueStream();
      await store.appendToStream(stream, newEvents(5));
      const subscription = store.subscribeToStream(stream);
      const seen: bigint[] = [];
      for await (const message of subscription) {
        if (message.kind === 'event') seen.push(message.event.revision);
        if (seen.length === 3) break;
      }
      expect(seen).toEqual([0n, 1n, 2n]);
      const after = await subscription[Symbol.asyncIterator]().next();
      expect(after.done).toBe(true);
    });
  });
}
