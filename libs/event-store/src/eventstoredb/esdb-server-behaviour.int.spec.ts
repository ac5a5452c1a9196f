import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AccessDeniedError,
  DeadlineExceededError,
  EventStoreError,
  NotLeaderError,
  StoreChangedError,
  StoreFaultError,
  StoreNotReadyError,
  StoreUnavailableError,
  StreamDeletedError,
} from '../errors.js';
import { collect, newEvent, newEvents, takeUntil } from '../testing/adapters.js';
import { FakeEventStoreDb } from '../testing/fake-eventstoredb.js';
import type { RecordedEvent, SubscriptionMessage } from '../types.js';
import { EventStoreDbEventStore } from './esdb-event-store.js';

// No EventStoreDB server can run on these machines, so these tests drive the real
// @eventstore/db-client against FakeEventStoreDb: a gRPC server speaking the Streams.Read and
// Streams.Append protocol from the client's own message definitions, which can drop, refuse,
// stall or fail calls the way a real server restart, network cut or overload does. The
// contract suite runs the same adapter against a real server when EVENTSTORE_CONNECTION_STRING is set.

// Quick reconnection; deadlines long enough for a busy machine, except where a test is about them.
const fast = { deadlineMs: 5000, subscribeDeadlineMs: 5000, reconnect: { initialDelayMs: 20, maxDelayMs: 100 } };
const short = { ...fast, deadlineMs: 400, subscribeDeadlineMs: 400 };
const eventsOf = (messages: readonly SubscriptionMessage[]): RecordedEvent[] =>
  messages.flatMap((m) => (m.kind === 'event' ? [m.event] : []));
const until = async (check: () => boolean, timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('EventStoreDB adapter against a server that misbehaves (fake gRPC server)', () => {
  let fake: FakeEventStoreDb;
  let store: EventStoreDbEventStore;
  beforeEach(async () => {
    fake = await FakeEventStoreDb.start();
    store = new EventStoreDbEventStore(fake.connectionString, fast);
  });
  afterEach(async () => {
    await store.close();
    await fake.stop();
  });

  it('appends, reads and subscribes through the real client', async () => {
    const stream = `match-${randomUUID()}`;
    const appended = await store.appendToStream(stream, newEvents(3), { expectedRevision: 'no_stream' });
    expect(appended.nextExpectedRevision).toBe(2n);
    expect((await collect(store.readStream(stream))).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
    fake.appendSystemEvent('$stats-127.0.0.1:2113', '$statsCollected');
    expect((await collect(store.readAll())).map((e) => e.streamId)).toEqual([stream, stream, stream]);
    const subscription = store.subscribeToAll();
    const messages = await takeUntil(subscription, (m) => m.some((x) => x.kind === 'caughtUp'));
    expect(eventsOf(messages).map((e) => e.streamId)).toEqual([stream, stream, stream]);
    await subscription.unsubscribe();
  });

  it('a dropped subscription resubscribes after the last delivered event, with back-off, and loses or repeats nothing', async () => {
    fake.write('tournament-1', [{ n: 0 }, { n: 1 }]);
    const subscription = store.subscribeToAll();
    await takeUntil(subscription, (m) => m.some((x) => x.kind === 'caughtUp'));
    fake.refuseConnections(true);
    fake.cutConnections();
    fake.write('tournament-1', [{ n: 2 }, { n: 3 }]);
    await until(() => subscription.status().state === 'reconnecting' && subscription.status().reconnects >= 2);
    expect(subscription.status().lastError).toBeInstanceOf(StoreUnavailableError);
    fake.refuseConnections(false);
    fake.write('tournament-1', [{ n: 4 }]);
    const live = await takeUntil(
      subscription,
      (m) => eventsOf(m).filter((e) => e.streamId === 'tournament-1').length >= 3,
    );
    expect(
      eventsOf(live)
        .filter((e) => e.streamId === 'tournament-1')
        .map((e) => (e.data as { n: number }).n),
    ).toEqual([2, 3, 4]);
    expect(subscription.status().state).toBe('connected');
    fake.write('tournament-1', [{ n: 5 }]);
    const ours = (m: readonly SubscriptionMessage[]) => eventsOf(m).filter((e) => e.streamId === 'tournament-1');
    expect(
      ours(await takeUntil(subscription, (m) => ours(m).length >= 1)).map((e) => (e.data as { n: number }).n),
    ).toEqual([5]);
    await subscription.unsubscribe();
  });

  it('a subscription the server never confirms is dropped at its deadline and retried', async () => {
    fake.stalled.add('subscribe');
    await store.close();
    store = new EventStoreDbEventStore(fake.connectionString, short);
    const subscription = store.subscribeToStream('match-late');
    await until(() => subscription.status().lastError instanceof DeadlineExceededError);
    expect(subscription.status().state).toBe('reconnecting');
    fake.stalled.delete('subscribe');
    expect(await takeUntil(subscription, (m) => m.length >= 1)).toEqual([{ kind: 'caughtUp' }]);
    await subscription.unsubscribe();
  });

  it('reads and appends have deadlines: a server that stops answering gives DeadlineExceeded, not a hang', async () => {
    await store.appendToStream('match-1', newEvent());
    await store.close();
    store = new EventStoreDbEventStore(fake.connectionString, short);
    fake.stalled.add('read');
    const started = Date.now();
    const readError = await errorOf(collect(store.readStream('match-1')));
    expect(readError).toBeInstanceOf(DeadlineExceededError);
    expect(Date.now() - started).toBeLessThan(3000);
    fake.stalled.delete('read');
    fake.stalled.add('append');
    const appendError = (await errorOf(store.appendToStream('match-1', newEvent()))) as DeadlineExceededError;
    expect(appendError).toBeInstanceOf(DeadlineExceededError);
    expect(appendError.transient).toBe(true);
    expect(appendError.text.en).toContain('retry with the same ids');
  });

  it('maps every server error to the library types: not leader, stream deleted, not ready, access denied, unknown', async () => {
    await store.appendToStream('match-2', newEvent());
    // The client reconnects to the leader a not-leader error names: here the fake itself, so it goes last.
    const port = new URL(fake.connectionString.replace('esdb:', 'http:')).port;
    const cases: Array<[Parameters<FakeEventStoreDb['failNext']>[1], new (...args: never[]) => EventStoreError]> = [
      [
        {
          code: status.FAILED_PRECONDITION,
          details: 'Event stream is deleted',
          metadata: { exception: 'stream-deleted', 'stream-name': 'match-2' },
        },
        StreamDeletedError,
      ],
      [{ code: status.UNAVAILABLE, details: 'Server Is Not Ready' }, StoreNotReadyError],
      [{ code: status.UNAVAILABLE, details: 'Server Is Busy' }, StoreNotReadyError],
      [
        { code: status.PERMISSION_DENIED, details: 'Access denied', metadata: { exception: 'access-denied' } },
        AccessDeniedError,
      ],
      [{ code: status.INTERNAL, details: 'boom' }, StoreFaultError],
      [
        {
          code: status.NOT_FOUND,
          details: 'Leader info available',
          metadata: { exception: 'not-leader', 'leader-endpoint-host': '127.0.0.1', 'leader-endpoint-port': port },
        },
        NotLeaderError,
      ],
    ];
    for (const [failure, type] of cases) {
      fake.failNext('read', failure);
      const readError = await errorOf(collect(store.readStream('match-2')));
      expect(readError, failure.details).toBeInstanceOf(type);
      fake.failNext('append', failure);
      const appendError = await errorOf(store.appendToStream('match-2', newEvent()));
      expect(appendError, failure.details).toBeInstanceOf(type);
    }
    fake.failNext('read', cases.at(-1)![0]);
    const notLeader = (await errorOf(collect(store.readStream('match-2')))) as NotLeaderError;
    expect(notLeader.leader).toBe(`127.0.0.1:${port}`);
    expect(notLeader.text.es).toContain('líder');
  });

  it('a subscription whose stream was deleted stops with StreamDeletedError instead of retrying for ever', async () => {
    fake.failNext('subscribe', {
      code: status.FAILED_PRECONDITION,
      details: 'deleted',
      metadata: { exception: 'stream-deleted', 'stream-name': 'match-3' },
    });
    const subscription = store.subscribeToStream('match-3');
    await expect(takeUntil(subscription, () => false)).rejects.toBeInstanceOf(StreamDeletedError);
    expect(subscription.status().state).toBe('failed');
  });

  it('close() closes the gRPC channel, not only the calls', async () => {
    await store.appendToStream('match-4', newEvent());
    const subscription = store.subscribeToStream('match-4');
    await takeUntil(subscription, (m) => m.some((x) => x.kind === 'caughtUp'));
    expect(fake.openConnections()).toBeGreaterThan(0);
    await store.close();
    await until(() => fake.openConnections() === 0, 3000);
  });

  it('caughtUp comes after the whole history while the consumer lags behind a paused stream', async () => {
    // More history than the adapter queues before it pauses the client stream (1024): the
    // ordering must hold across the pause. esdb-subscription.spec.ts drives the exact race.
    const history = 1024 + 5;
    fake.write(
      'match-5',
      Array.from({ length: history }, (_, n) => ({ n })),
    );
    const subscription = store.subscribeToStream('match-5');
    // The consumer waits until the server has sent everything, caughtUp included.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const messages = await takeUntil(subscription, (m) => m.some((x) => x.kind === 'caughtUp'));
    expect(messages.findIndex((m) => m.kind === 'caughtUp')).toBe(history);
    expect(eventsOf(messages).map((e) => Number(e.revision))).toEqual([...Array(history).keys()]);
    await subscription.unsubscribe();
  });

  it('on a server that never sends caughtUp (before 23.10) live events still arrive', async () => {
    fake.caughtUp = false;
    fake.write('match-6', [{ n: 0 }]);
    const subscription = store.subscribeToStream('match-6');
    expect(eventsOf(await takeUntil(subscription, (m) => m.length >= 1)).map((e) => e.revision)).toEqual([0n]);
    await store.appendToStream('match-6', newEvent());
    expect(eventsOf(await takeUntil(subscription, (m) => m.length >= 1)).map((e) => e.revision)).toEqual([1n]);
    await subscription.unsubscribe();
  });

  it('has one identity for every client of the same data, and a subscription refuses to resume on a wiped server', async () => {
    const other = new EventStoreDbEventStore(fake.connectionString, fast);
    const id = await store.storeId();
    expect(id).toMatch(/^eventstoredb:[0-9a-f-]{36}$/);
    expect(await other.storeId()).toBe(id);
    await other.close();
    fake.write('match-7', [{ n: 0 }, { n: 1 }]);
    const subscription = store.subscribeToAll();
    await takeUntil(subscription, (m) => m.some((x) => x.kind === 'caughtUp'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    fake.reset();
    await expect(takeUntil(subscription, () => false)).rejects.toBeInstanceOf(StoreChangedError);
    expect(await store.storeId()).not.toBe(id);
  });
});
