import { describe, expect } from 'vitest';
import { StreamNotFoundError } from './errors.js';
import {
  announceSkippedLegs,
  collect,
  contractAdapters,
  newEvents,
  uniqueStream,
  itOnFreshStore,
} from './testing/adapters.js';
import type { RecordedEvent } from './types.js';

announceSkippedLegs('contract-reads');

const revisions = (events: readonly RecordedEvent[]) => events.map((e) => Number(e.revision));

for (const adapter of contractAdapters) {
  describe.runIf(adapter.enabled)(`event store contract, reads: ${adapter.name}`, () => {
    // Every test writes to streams of its own and reads `$all` only from positions it wrote: the
    // EventStoreDB leg may run against a server other clients are writing to.
    const it = itOnFreshStore(adapter);

    it('reads a stream forwards and backwards, from a revision (inclusive), with limits', async ({ store }) => {
      const stream = uniqueStream();
      await store.appendToStream(stream, newEvents(600), { expectedRevision: 'no_stream' });
      expect(revisions(await collect(store.readStream(stream)))).toEqual([...Array(600).keys()]);
      expect(revisions(await collect(store.readStream(stream, { fromRevision: 597n })))).toEqual([597, 598, 599]);
      expect(revisions(await collect(store.readStream(stream, { maxCount: 3 })))).toEqual([0, 1, 2]);
      expect(revisions(await collect(store.readStream(stream, { direction: 'backwards', maxCount: 2 })))).toEqual([
        599, 598,
      ]);
      expect(revisions(await collect(store.readStream(stream, { direction: 'backwards', fromRevision: 2n })))).toEqual([
        2, 1, 0,
      ]);
      expect(
        revisions(
          await collect(store.readStream(stream, { direction: 'backwards', fromRevision: 'end', maxCount: 300 })),
        ),
      ).toEqual(Array.from({ length: 300 }, (_, i) => 599 - i));
      expect(await collect(store.readStream(stream, { fromRevision: 600n }))).toEqual([]);
      expect(await collect(store.readStream(stream, { maxCount: 0 }))).toEqual([]);
    });

    it('reading a missing stream fails with StreamNotFoundError while iterating', async ({ store }) => {
      const stream = uniqueStream('missing');
      const iterable = store.readStream(stream);
      const error = await collect(iterable).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StreamNotFoundError);
      expect((error as StreamNotFoundError).streamName).toBe(stream);
    });

    it('$all holds every append in commit order with strictly increasing positions', async ({ store }) => {
      const head = await store.headPosition();
      const a = uniqueStream('a');
      const b = uniqueStream('b');
      const results = [];
      for (let i = 0; i < 5; i++) {
        results.push(await store.appendToStream(a, newEvents(2)));
        results.push(await store.appendToStream(b, newEvents(1)));
      }
      const ours = (await collect(store.readAll({ fromPosition: head < 0n ? 'start' : head }))).filter(
        (e) => e.streamId === a || e.streamId === b,
      );
      expect(ours.map((e) => e.streamId)).toEqual(Array.from({ length: 5 }, () => [a, a, b]).flat());
      for (let i = 1; i < ours.length; i++) expect(ours[i]!.position).toBeGreaterThan(ours[i - 1]!.position);
      const lastOfEach = ours.filter((_, i) => i % 3 !== 0);
      expect(results.map((r) => r.position)).toEqual(lastOfEach.map((e) => e.position));
      // Other clients of a shared server may have written since: there the head is at or after ours.
      const headNow = await store.headPosition();
      if (adapter.exclusive) expect(headNow).toBe(ours[ours.length - 1]!.position);
      else expect(headNow).toBeGreaterThanOrEqual(ours[ours.length - 1]!.position);
    });

    it('reads $all backwards, from a position in both directions, with limits', async ({ store }) => {
      const stream = uniqueStream();
      await store.appendToStream(stream, newEvents(4));
      const forwards = (await collect(store.readStream(stream))).map((e) => e.position);
      const newest = await collect(store.readAll({ direction: 'backwards', maxCount: 2 }));
      if (adapter.exclusive) expect(newest.map((e) => e.position)).toEqual([forwards[3], forwards[2]]);
      else expect(newest[0]!.position).toBeGreaterThanOrEqual(forwards[3]!);
      const lastTwo = await collect(store.readAll({ direction: 'backwards', fromPosition: forwards[3]!, maxCount: 2 }));
      expect(lastTwo.map((e) => e.position)).toEqual([forwards[3], forwards[2]]);
      const fromSecond = await collect(store.readAll({ fromPosition: forwards[1]!, maxCount: 2 }));
      expect(fromSecond.map((e) => e.position)).toEqual([forwards[1], forwards[2]]);
      const backFromThird = await collect(
        store.readAll({ direction: 'backwards', fromPosition: forwards[2]!, maxCount: 2 }),
      );
      expect(backFromThird.map((e) => e.position)).toEqual([forwards[2], forwards[1]]);
      expect(await collect(store.readAll({ fromPosition: 'end' }))).toEqual([]);
    });
  });
}
