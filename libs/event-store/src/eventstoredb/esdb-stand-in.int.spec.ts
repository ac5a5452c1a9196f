import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DeadlineExceededError,
  StoreUnavailableError,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '../errors.js';
import { collect, newEvent, newEvents, takeUntil } from '../testing/adapters.js';
import { FakeEventStoreDb } from '../testing/fake-eventstoredb.js';
import { createClient } from './client-module.js';
import { EventStoreDbEventStore } from './esdb-event-store.js';

// The stand-in must answer as the server does on both append paths the client has: BatchAppend,
// which it takes whenever ServerFeatures lists it (servers from 21.10, so production), and the
// plain Append of older servers. Each test here is a difference the stand-in once had.

const fast = { deadlineMs: 5000, subscribeDeadlineMs: 5000, reconnect: { initialDelayMs: 20, maxDelayMs: 100 } };
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

let opened: Array<{ close(): Promise<void> }> = [];
async function start(batchAppend: boolean, options = fast) {
  const fake = await FakeEventStoreDb.start({ batchAppend });
  const store = new EventStoreDbEventStore(fake.connectionString, options);
  opened.push(store, { close: () => fake.stop() });
  return { fake, store };
}
afterEach(async () => {
  for (const item of opened) await item.close();
  opened = [];
});

describe('the EventStoreDB stand-in, on the client path each server version gets', () => {
  it('is appended to through BatchAppend when it lists the method, as servers from 21.10 do, else through Append', async () => {
    const batch = await start(true);
    await batch.store.appendToStream('match-1', newEvents(2));
    expect(batch.fake.calls).toMatchObject({ batchAppend: 1, append: 0 });
    const plain = await start(false);
    await plain.store.appendToStream('match-1', newEvents(2));
    expect(plain.fake.calls).toMatchObject({ batchAppend: 0, append: 1 });
  });

  for (const batchAppend of [true, false]) {
    const path = batchAppend ? 'BatchAppend' : 'Append';

    it(`answers an empty append with the stream's current revision and keeps serving (${path})`, async () => {
      const { store } = await start(batchAppend);
      expect(await store.appendToStream('match-2', [])).toEqual({ nextExpectedRevision: -1n, position: -1n });
      expect(await store.appendToStream('match-2', [], { expectedRevision: 'no_stream' })).toEqual({
        nextExpectedRevision: -1n,
        position: -1n,
      });
      const written = await store.appendToStream('match-2', newEvents(2));
      expect(await store.appendToStream('match-2', [], { expectedRevision: 1n })).toEqual(written);
      // An exact revision behind the head with nothing to match is a conflict (IndexWriter.CheckCommit).
      expect(await errorOf(store.appendToStream('match-2', [], { expectedRevision: 0n }))).toBeInstanceOf(
        WrongExpectedVersionError,
      );
      expect((await collect(store.readStream('match-2'))).map((e) => e.revision)).toEqual([0n, 1n]);
    });

    it(`answers a resend of the same ids with the original append's revision and position, writing nothing (${path})`, async () => {
      const { store } = await start(batchAppend);
      const batch = newEvents(3);
      const first = await store.appendToStream('match-3', batch, { expectedRevision: 'no_stream' });
      await store.appendToStream('match-3', newEvents(2));
      for (const expectedRevision of ['any', 'no_stream', 'stream_exists'] as const) {
        expect(await store.appendToStream('match-3', batch, { expectedRevision })).toEqual(first);
      }
      const [a, b] = batch;
      const partly = await errorOf(store.appendToStream('match-3', [a!, newEvent()], { expectedRevision: 'any' }));
      expect(partly).toBeInstanceOf(WrongExpectedVersionError);
      expect((partly as WrongExpectedVersionError).actualVersion).toBe(4n);
      expect(await store.appendToStream('match-3', [b!], { expectedRevision: 0n })).toMatchObject({
        nextExpectedRevision: 1n,
      });
      expect(await collect(store.readStream('match-3'))).toHaveLength(5);
    });

    it(`serves soft-deleted and tombstoned streams as the server does (${path})`, async () => {
      const { fake, store } = await start(batchAppend);
      const { client, closeChannels } = createClient(fake.connectionString);
      opened.push({ close: closeChannels });
      await store.appendToStream('match-4', newEvents(2));
      await client.deleteStream('match-4', { expectedRevision: BigInt(1) });
      expect(await errorOf(collect(store.readStream('match-4')))).toBeInstanceOf(StreamNotFoundError);
      // A soft-deleted stream carries on from its last revision, and reads show only what came after.
      expect(await store.appendToStream('match-4', newEvent())).toMatchObject({ nextExpectedRevision: 2n });
      expect((await collect(store.readStream('match-4'))).map((e) => e.revision)).toEqual([2n]);
      const subscription = store.subscribeToStream('match-4');
      await takeUntil(subscription, (m) => m.some((x) => x.kind === 'caughtUp'));
      await client.tombstoneStream('match-4');
      await expect(takeUntil(subscription, () => false)).rejects.toBeInstanceOf(StreamDeletedError);
      expect(await errorOf(collect(store.readStream('match-4')))).toBeInstanceOf(StreamDeletedError);
      expect(await errorOf(store.appendToStream('match-4', newEvent()))).toBeInstanceOf(StreamDeletedError);
      expect(await errorOf(collect(store.subscribeToStream('match-4')))).toBeInstanceOf(StreamDeletedError);
      // The server's own records of the deletions ($metadata, $streamDeleted) are not ours.
      const all = (await collect(store.readAll())).filter((e) => e.streamId.startsWith('match-'));
      expect(all.map((e) => `${e.streamId}@${e.revision}`)).toEqual(['match-4@0', 'match-4@1', 'match-4@2']);
    });
  }

  it("answers a tombstone's conflict with the stream's name and versions, which the client reads", async () => {
    const { fake, store } = await start(true);
    const { client, closeChannels } = createClient(fake.connectionString);
    opened.push({ close: closeChannels });
    await store.appendToStream('match-9', newEvent());
    // Without the name the client's error constructor throws outside the call, and the process with it.
    await expect(client.tombstoneStream('match-9', { expectedRevision: 5n })).rejects.toMatchObject({
      type: 'wrong-expected-version',
      streamName: 'match-9',
      actualVersion: 0n,
      expectedVersion: 5n,
    });
  });

  it('answers an append whose deadline passes unanswered with the server Timeout on BatchAppend', async () => {
    const { fake, store } = await start(true, { ...fast, deadlineMs: 300 });
    await store.appendToStream('match-5', newEvent());
    fake.stalled.add('append');
    const error = (await errorOf(store.appendToStream('match-5', newEvent()))) as DeadlineExceededError;
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect(fake.calls.batchAppend).toBe(1);
    // The server's answer carries the client's error as cause; the adapter's own outer deadline has none.
    expect(error.cause).toBeDefined();
  });

  it('fails a BatchAppend caught by a dropped connection as transient, and appends again on a new call', async () => {
    const { fake, store } = await start(true);
    await store.appendToStream('match-6', newEvent());
    fake.stalled.add('append');
    const pending = errorOf(store.appendToStream('match-6', newEvent()));
    await waitFor(() => fake.calls.batchAppend === 1 && fake.openConnections() > 0);
    fake.cutConnections();
    const error = await pending;
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as StoreUnavailableError).transient).toBe(true);
    fake.stalled.delete('append');
    const next = await retryOnce(() => store.appendToStream('match-6', newEvent(), { expectedRevision: 0n }));
    expect(next.nextExpectedRevision).toBe(1n);
    expect(fake.calls.batchAppend).toBe(2);
  });

  it('passes the filtered $all subscription through the server checkpoints and system events', async () => {
    const { fake, store } = await start(true);
    for (let i = 0; i < 70; i++) fake.appendSystemEvent(`$stats-${i}`, '$statsCollected');
    await store.appendToStream(`match-${randomUUID()}`, newEvents(3));
    const subscription = store.subscribeToAll();
    const messages = await takeUntil(subscription, (m) => m.some((x) => x.kind === 'caughtUp'));
    expect(messages.map((m) => (m.kind === 'event' ? Number(m.event.revision) : m.kind))).toEqual([
      0,
      1,
      2,
      'caughtUp',
    ]);
    await subscription.unsubscribe();
  });
});

/** Waits for a condition the test cannot await directly (the stand-in's call counter). */
async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The client rebuilds its channel after a transient error on the next call; one retry is what a caller does. */
async function retryOnce<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error as { transient?: boolean }).transient) throw error;
    return call();
  }
}
