import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { StreamDeletedError, StreamNotFoundError, WrongExpectedVersionError } from './errors.js';
import {
  announceSkippedLegs,
  collect,
  contractAdapters,
  errorOf,
  newEvents,
  takeUntil,
  uniqueStream,
  itOnFreshStore,
} from './testing/adapters.js';
import type { ExpectedRevision, RecordedEvent } from './types.js';

announceSkippedLegs('contract-tombstones');

/** The server's rules for a stream that may be tombstoned: what each append or tombstone answers. */
class TombstoneModel {
  current = -1;
  deleted = false;

  private accepts(expected: ExpectedRevision): boolean {
    if (expected === 'any') return true;
    if (expected === 'no_stream') return this.current === -1;
    if (expected === 'stream_exists') return this.current !== -1;
    return Number(expected) === this.current;
  }

  append(expected: ExpectedRevision, count: number): string {
    if (this.deleted) return 'deleted';
    if (!this.accepts(expected)) return `conflict ${this.current}`;
    this.current += count;
    return `ok ${this.current}`;
  }

  tombstone(expected: ExpectedRevision): string {
    if (this.deleted) return 'deleted';
    if (!this.accepts(expected)) return `conflict ${this.current}`;
    this.deleted = true;
    return 'ok';
  }
}

function outcomeOf(error: unknown): string {
  if (error instanceof StreamDeletedError) return 'deleted';
  if (error instanceof WrongExpectedVersionError) {
    return `conflict ${error.actualVersion === 'no_stream' ? -1 : Number(error.actualVersion)}`;
  }
  throw error;
}

const expectedArb: fc.Arbitrary<ExpectedRevision> = fc.oneof(
  fc.constantFrom<ExpectedRevision>('any', 'no_stream', 'stream_exists'),
  fc.integer({ min: 0, max: 4 }).map((n) => BigInt(n)),
);
const opArb = fc.record({
  stream: fc.integer({ min: 0, max: 1 }),
  tombstone: fc.boolean(),
  count: fc.integer({ min: 1, max: 3 }),
  expected: expectedArb,
});

for (const adapter of contractAdapters) {
  describe.runIf(adapter.enabled)(`event store contract, tombstones: ${adapter.name}`, () => {
    const it = itOnFreshStore(adapter);

    it('a tombstoned stream can be neither read, written, subscribed to nor created again, by any client', async ({
      store,
      second,
    }) => {
      const stream = uniqueStream('erased');
      const written = await store.appendToStream(stream, newEvents(3));
      const { position } = await store.tombstoneStream(stream, { expectedRevision: 2n });
      expect(position).toBeGreaterThan(written.position);
      const read = await errorOf(collect(store.readStream(stream)));
      expect(read).toBeInstanceOf(StreamDeletedError);
      expect((read as StreamDeletedError).streamName).toBe(stream);
      for (const expectedRevision of ['any', 'no_stream', 'stream_exists', 2n, 3n] as const) {
        const append = errorOf(store.appendToStream(stream, newEvents(1), { expectedRevision }));
        expect(await append).toBeInstanceOf(StreamDeletedError);
      }
      expect(await errorOf(store.appendToStream(stream, []))).toBeInstanceOf(StreamDeletedError);
      expect(await errorOf(collect(store.subscribeToStream(stream)))).toBeInstanceOf(StreamDeletedError);
      expect(await errorOf(store.tombstoneStream(stream))).toBeInstanceOf(StreamDeletedError);
      const other = second();
      expect(await errorOf(collect(other.readStream(stream)))).toBeInstanceOf(StreamDeletedError);
      expect(await errorOf(other.appendToStream(stream, newEvents(1)))).toBeInstanceOf(StreamDeletedError);
    });

    it('tombstoning checks the expected revision like an append and changes nothing on a conflict', async ({
      store,
    }) => {
      const stream = uniqueStream('kept');
      await store.appendToStream(stream, newEvents(2));
      const stale = await errorOf(store.tombstoneStream(stream, { expectedRevision: 0n }));
      expect(stale).toBeInstanceOf(WrongExpectedVersionError);
      expect(stale).toMatchObject({ expectedVersion: 0n, actualVersion: 1n });
      expect(await errorOf(store.tombstoneStream(stream, { expectedRevision: 'no_stream' }))).toMatchObject({
        actualVersion: 1n,
      });
      expect(await collect(store.readStream(stream))).toHaveLength(2);
      await store.appendToStream(stream, newEvents(1), { expectedRevision: 1n });

      const never = uniqueStream('never');
      const missing = await errorOf(store.tombstoneStream(never, { expectedRevision: 'stream_exists' }));
      expect(missing).toMatchObject({ code: 'WRONG_EXPECTED_VERSION', actualVersion: 'no_stream' });
      expect(await errorOf(collect(store.readStream(never)))).toBeInstanceOf(StreamNotFoundError);
      // A stream that never existed can be tombstoned, and then it can never be created.
      await store.tombstoneStream(never, { expectedRevision: 'no_stream' });
      expect(await errorOf(store.appendToStream(never, newEvents(1)))).toBeInstanceOf(StreamDeletedError);
    });

    it('a live subscription to a stream ends with StreamDeletedError when it is tombstoned', async ({ store }) => {
      const stream = uniqueStream('watched');
      await store.appendToStream(stream, newEvents(2));
      const subscription = store.subscribeToStream(stream);
      const history = await takeUntil(subscription, (m) => m.at(-1)?.kind === 'caughtUp');
      expect(history.filter((m) => m.kind === 'event')).toHaveLength(2);
      await store.tombstoneStream(stream);
      await expect(takeUntil(subscription, () => false)).rejects.toBeInstanceOf(StreamDeletedError);
    });

    it('$all after a tombstone: other events keep their positions, later ones come after every earlier position', async ({
      store,
    }) => {
      const head = await store.headPosition();
      const from = head < 0n ? 'start' : head;
      const [kept, victim, later] = [uniqueStream('kept'), uniqueStream('victim'), uniqueStream('later')];
      await store.appendToStream(kept, newEvents(2));
      await store.appendToStream(victim, newEvents(3));
      const subscription = store.subscribeToAll({ fromPosition: from });
      const before = await collect(store.readAll({ fromPosition: from }));
      const tombstone = await store.tombstoneStream(victim);
      const appended = await store.appendToStream(later, newEvents(1));
      expect(appended.position).toBeGreaterThan(tombstone.position);

      const ours = (streams: string[], events: readonly RecordedEvent[]) =>
        events.filter((e) => streams.includes(e.streamId));
      const after = await collect(store.readAll({ fromPosition: from }));
      expect(ours([kept], after)).toEqual(ours([kept], before));
      const victims = ours([victim], after);
      if (adapter.tombstonedEventsInAll === 'removed') expect(victims).toEqual([]);
      else expect(victims).toEqual(ours([victim], before));
      expect(after.some((e) => e.type.startsWith('$'))).toBe(false);
      const [last] = ours([later], after);
      expect(last!.position).toBe(appended.position);
      expect(before.every((e) => e.position < last!.position)).toBe(true);

      // A subscriber that had already passed the deleted events still gets the later ones, in order.
      const messages = await takeUntil(subscription, (m) =>
        m.some((x) => x.kind === 'event' && x.event.streamId === later),
      );
      const delivered = messages.flatMap((m) => (m.kind === 'event' ? [m.event] : []));
      expect(ours([kept, later], delivered).map((e) => e.streamId)).toEqual([kept, kept, later]);
      for (let i = 1; i < delivered.length; i++) expect(delivered[i]!.position > delivered[i - 1]!.position).toBe(true);
      await subscription.unsubscribe();
    });

    const numRuns = adapter.name.startsWith('EventStoreDB') ? 15 : 60;

    it('random appends and tombstones with random expected revisions behave like the server model', async ({
      store,
    }) => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
          const names = [uniqueStream('prop-a'), uniqueStream('prop-b')];
          const models = [new TombstoneModel(), new TombstoneModel()];
          for (const op of ops) {
            const [name, model] = [names[op.stream]!, models[op.stream]!];
            const options = { expectedRevision: op.expected };
            const expected = op.tombstone ? model.tombstone(op.expected) : model.append(op.expected, op.count);
            const events = Array.from({ length: op.count }, () => ({ id: randomUUID(), type: 'Prop', data: {} }));
            const actual = await (
              op.tombstone ? store.tombstoneStream(name, options) : store.appendToStream(name, events, options)
            ).then((r) => ('nextExpectedRevision' in r ? `ok ${r.nextExpectedRevision}` : 'ok'), outcomeOf);
            expect(actual).toBe(expected);
          }
          for (const [i, name] of names.entries()) {
            const model = models[i]!;
            const read = collect(store.readStream(name));
            if (model.deleted) expect(await errorOf(read)).toBeInstanceOf(StreamDeletedError);
            else if (model.current === -1) expect(await errorOf(read)).toBeInstanceOf(StreamNotFoundError);
            else expect((await read).map((e) => Number(e.revision))).toEqual([...Array(model.current + 1).keys()]);
          }
        }),
        { numRuns },
      );
    });
  });
}
