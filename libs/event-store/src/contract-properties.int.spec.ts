import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongExpectedVersionError } from './errors.js';
import { announceSkippedLegs, collect, contractAdapters, takeUntil, uniqueStream } from './testing/adapters.js';
import type { EventStore, ExpectedRevision } from './types.js';

announceSkippedLegs('contract-properties');

/**
 * A model of the server's append rules, written from EventStoreDB's documented behaviour
 * (IndexWriter.CheckCommit): exact/no_stream retries are checked against the stored ids,
 * any/stream_exists against where each id was last written.
 */
class StoreModel {
  readonly streams: string[][] = [[], []];
  private readonly lastWrite = new Map<string, { stream: number; revision: number }>();

  append(
    stream: number,
    ids: readonly string[],
    expected: ExpectedRevision,
  ): { ok: true; next: number } | { ok: false; actual: number } {
    const events = this.streams[stream]!;
    const current = events.length - 1;
    const conflict = { ok: false as const, actual: current };
    if (expected === 'stream_exists' && current === -1) return conflict;
    if (expected === 'any' || expected === 'stream_exists') {
      let last = current;
      for (const [i, id] of ids.entries()) {
        const known = this.lastWrite.get(id);
        if (known === undefined || known.stream !== stream) return i === 0 ? this.write(stream, ids) : conflict;
        last = known.revision;
      }
      return { ok: true, next: last };
    }
    const exp = expected === 'no_stream' ? -1 : Number(expected);
    if (exp < current) {
      if (ids.length === 0) return conflict;
      return ids.every((id, i) => events[exp + 1 + i] === id) ? { ok: true, next: exp + ids.length } : conflict;
    }
    return exp > current ? conflict : this.write(stream, ids);
  }

  private write(stream: number, ids: readonly string[]): { ok: true; next: number } {
    const events = this.streams[stream]!;
    for (const id of ids) {
      events.push(id);
      this.lastWrite.set(id, { stream, revision: events.length - 1 });
    }
    return { ok: true, next: events.length - 1 };
  }
}

const expectedArb: fc.Arbitrary<ExpectedRevision> = fc.oneof(
  fc.constantFrom<ExpectedRevision>('any', 'no_stream', 'stream_exists'),
  fc.integer({ min: 0, max: 6 }).map((n) => BigInt(n)),
);
const opArb = fc.record({
  stream: fc.integer({ min: 0, max: 1 }),
  ids: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 0, maxLength: 3 }),
  expected: expectedArb,
});

for (const adapter of contractAdapters) {
  describe.runIf(adapter.enabled)(`event store contract, properties: ${adapter.name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ store, cleanup } = await adapter.open()));
    afterAll(async () => cleanup());
    // Fewer runs over gRPC, where each append is a round trip.
    const numRuns = adapter.name.startsWith('EventStoreDB') ? 20 : 120;

    it('random appends with random expected revisions behave like the server model', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
          const pool = Array.from({ length: 6 }, () => randomUUID());
          const names = [uniqueStream('prop-a'), uniqueStream('prop-b')];
          const model = new StoreModel();
          for (const op of ops) {
            const ids = op.ids.map((i) => pool[i]!);
            const expected = model.append(op.stream, ids, op.expected);
            const events = ids.map((id) => ({ id, type: 'Prop', data: { id } }));
            const actual = await store
              .appendToStream(names[op.stream]!, events, { expectedRevision: op.expected })
              .then(
                (r) => ({ ok: true as const, next: Number(r.nextExpectedRevision) }),
                (e: unknown) => {
                  if (!(e instanceof WrongExpectedVersionError)) throw e;
                  return { ok: false as const, actual: e.actualVersion === 'no_stream' ? -1 : Number(e.actualVersion) };
                },
              );
            expect(actual).toEqual(expected);
          }
          for (const [i, name] of names.entries()) {
            const stored = model.streams[i]!.length === 0 ? [] : await collect(store.readStream(name));
            expect(stored.map((e) => e.id)).toEqual(model.streams[i]);
            expect(stored.map((e) => Number(e.revision))).toEqual(model.streams[i]!.map((_, r) => r));
          }
        }),
        { numRuns },
      );
    });

    it('$all positions stay strictly increasing over random interleavings of streams', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 4 })), {
            minLength: 1,
            maxLength: 10,
          }),
          async (plan) => {
            const from = await store.headPosition();
            const names = [uniqueStream('mix-a'), uniqueStream('mix-b'), uniqueStream('mix-c')];
            for (const [stream, count] of plan) {
              await store.appendToStream(
                names[stream]!,
                Array.from({ length: count }, () => ({ id: randomUUID(), type: 'Mix', data: {} })),
              );
            }
            const ours = (await collect(store.readAll({ fromPosition: from < 0n ? 'start' : from }))).filter((e) =>
              names.includes(e.streamId),
            );
            expect(ours.length).toBe(plan.reduce((sum, [, count]) => sum + count, 0));
            for (let i = 1; i < ours.length; i++) expect(ours[i]!.position > ours[i - 1]!.position).toBe(true);
            expect(ours.map((e) => e.streamId)).toEqual(
              plan.flatMap(([stream, count]) => Array(count).fill(names[stream])),
            );
          },
        ),
        { numRuns: Math.ceil(numRuns / 2) },
      );
    });

    it('a stream subscription from any checkpoint delivers exactly the later events, then caughtUp, then live ones', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 30 }),
          fc.nat(),
          fc.integer({ min: 0, max: 5 }),
          async (history, pick, live) => {
            const stream = uniqueStream('sub');
            await store.appendToStream(
              stream,
              Array.from({ length: history }, () => ({ id: randomUUID(), type: 'Past', data: {} })),
            );
            const checkpoint = pick % (history + 1) === history ? 'start' : BigInt(pick % (history + 1));
            const subscription = store.subscribeToStream(stream, { fromRevision: checkpoint });
            const first = checkpoint === 'start' ? 0 : Number(checkpoint) + 1;
            const past = await takeUntil(subscription, (m) => m.at(-1)?.kind === 'caughtUp');
            for (let i = 0; i < live; i++)
              await store.appendToStream(stream, { id: randomUUID(), type: 'Live', data: { i } });
            const now = await takeUntil(subscription, (m) => m.length >= live);
            await subscription.unsubscribe();
            const revisions = [...past, ...now].map((m) =>
              m.kind === 'event' ? Number(m.event.revision) : 'caughtUp',
            );
            const expected = [
              ...Array.from({ length: history - first }, (_, i) => first + i),
              'caughtUp',
              ...Array.from({ length: live }, (_, i) => history + i),
            ];
            expect(revisions).toEqual(expected);
          },
        ),
        { numRuns: Math.ceil(numRuns / 4) },
      );
    });
  });
}
