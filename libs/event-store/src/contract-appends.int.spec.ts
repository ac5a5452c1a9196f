import { describe, expect } from 'vitest';
import { InvalidEventError, MaxAppendSizeExceededError, WrongExpectedVersionError } from './errors.js';
import {
  announceSkippedLegs,
  collect,
  contractAdapters,
  newEvent,
  newEvents,
  uniqueStream,
  itOnFreshStore,
} from './testing/adapters.js';
import type { EventStore, ExpectedRevision } from './types.js';
import { MAX_APPEND_SIZE } from './types.js';

announceSkippedLegs('contract-appends');

async function conflictOf(promise: Promise<unknown>): Promise<WrongExpectedVersionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  return error as WrongExpectedVersionError;
}

async function revisionsOf(store: EventStore, stream: string): Promise<string[]> {
  return (await collect(store.readStream(stream))).map((e) => `${e.revision}:${e.id}`);
}

for (const adapter of contractAdapters) {
  describe.runIf(adapter.enabled)(`event store contract, appends: ${adapter.name}`, () => {
    const it = itOnFreshStore(adapter);

    it('no_stream creates a stream at revisions 0..n-1 and refuses a second creation', async ({ store }) => {
      const stream = uniqueStream();
      const result = await store.appendToStream(stream, newEvents(3), { expectedRevision: 'no_stream' });
      expect(result.nextExpectedRevision).toBe(2n);
      const error = await conflictOf(store.appendToStream(stream, newEvents(1), { expectedRevision: 'no_stream' }));
      expect(error.code).toBe('WRONG_EXPECTED_VERSION');
      expect(error.expectedVersion).toBe('no_stream');
      expect(error.actualVersion).toBe(2n);
      expect(error.streamName).toBe(stream);
      expect(error.text.es).toContain(stream);
    });

    it('an exact revision succeeds at the head and conflicts behind or ahead of it', async ({ store }) => {
      const stream = uniqueStream();
      await store.appendToStream(stream, newEvents(2), { expectedRevision: 'no_stream' });
      const ok = await store.appendToStream(stream, newEvent(), { expectedRevision: 1n });
      expect(ok.nextExpectedRevision).toBe(2n);
      for (const expected of [0n, 1n, 3n, 10n]) {
        const error = await conflictOf(store.appendToStream(stream, newEvent(), { expectedRevision: expected }));
        expect(error.expectedVersion).toBe(expected);
        expect(error.actualVersion).toBe(2n);
      }
      const onMissing = await conflictOf(store.appendToStream(uniqueStream(), newEvent(), { expectedRevision: 0n }));
      expect(onMissing.actualVersion).toBe('no_stream');
      expect(await revisionsOf(store, stream)).toHaveLength(3);
    });

    it('stream_exists needs the stream; any always writes new ids', async ({ store }) => {
      const stream = uniqueStream();
      const error = await conflictOf(store.appendToStream(stream, newEvent(), { expectedRevision: 'stream_exists' }));
      expect(error.actualVersion).toBe('no_stream');
      expect((await store.appendToStream(stream, newEvent())).nextExpectedRevision).toBe(0n);
      expect((await store.appendToStream(stream, newEvent(), { expectedRevision: 'any' })).nextExpectedRevision).toBe(
        1n,
      );
      expect(
        (await store.appendToStream(stream, newEvents(2), { expectedRevision: 'stream_exists' })).nextExpectedRevision,
      ).toBe(3n);
      expect(await revisionsOf(store, stream)).toHaveLength(4);
    });

    it('resending a batch with the same ids succeeds, answers as the original and writes nothing', async ({
      store,
      second,
    }) => {
      const stream = uniqueStream();
      const batch = newEvents(3);
      const first = await store.appendToStream(stream, batch, { expectedRevision: 'no_stream' });
      await store.appendToStream(stream, newEvents(2), { expectedRevision: 2n });
      const before = await revisionsOf(store, stream);
      const expectations: ExpectedRevision[] = ['no_stream', 'any', 'stream_exists'];
      for (const expectedRevision of expectations) {
        const again = await store.appendToStream(stream, batch, { expectedRevision });
        expect(again).toEqual(first);
      }
      expect(await second().appendToStream(stream, batch, { expectedRevision: 'any' })).toEqual(first);
      expect(await revisionsOf(store, stream)).toEqual(before);
      const tail = newEvents(2);
      const wrote = await store.appendToStream(stream, tail, { expectedRevision: 4n });
      expect(await store.appendToStream(stream, tail, { expectedRevision: 4n })).toEqual(wrote);
      expect(await revisionsOf(store, stream)).toEqual([...before, `5:${tail[0]!.id}`, `6:${tail[1]!.id}`]);
    });

    it('a batch that only partly overlaps what was written is a conflict and writes nothing', async ({ store }) => {
      const stream = uniqueStream();
      const [a, b, c] = newEvents(3);
      await store.appendToStream(stream, [a!, b!], { expectedRevision: 'no_stream' });
      const before = await revisionsOf(store, stream);
      await conflictOf(store.appendToStream(stream, [a!, b!, c!], { expectedRevision: 'no_stream' }));
      await conflictOf(store.appendToStream(stream, [b!, c!], { expectedRevision: 0n }));
      await conflictOf(store.appendToStream(stream, [a!, c!], { expectedRevision: 'any' }));
      await conflictOf(store.appendToStream(stream, [b!, a!], { expectedRevision: 'no_stream' }));
      expect(await revisionsOf(store, stream)).toEqual(before);
    });

    it('two writers racing on the same revision: exactly one wins', async ({ store, second }) => {
      const stream = uniqueStream();
      await store.appendToStream(stream, newEvent(), { expectedRevision: 'no_stream' });
      const other = second();
      const outcomes = await Promise.allSettled([
        store.appendToStream(stream, newEvents(2, 'FromA'), { expectedRevision: 0n }),
        other.appendToStream(stream, newEvents(2, 'FromB'), { expectedRevision: 0n }),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(lost.reason).toBeInstanceOf(WrongExpectedVersionError);
      const types = (await collect(store.readStream(stream))).map((e) => e.type);
      expect(types).toHaveLength(3);
      expect(new Set(types.slice(1)).size).toBe(1);
    });

    it('refuses an append over 1 MiB whole, and accepts one just under it', async ({ store }) => {
      const stream = uniqueStream();
      const big = 'x'.repeat(MAX_APPEND_SIZE / 2);
      const error = await store.appendToStream(stream, [newEvent('Big', { big }), newEvent('Big', { big })]).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MaxAppendSizeExceededError);
      expect((error as MaxAppendSizeExceededError).code).toBe('MAX_APPEND_SIZE_EXCEEDED');
      await expect(collect(store.readStream(stream))).rejects.toMatchObject({ code: 'STREAM_NOT_FOUND' });
      // Sized in UTF-8 bytes, as the server counts: 600k characters of 'ñ' are 1.2 MB.
      await expect(store.appendToStream(stream, newEvent('Big', { big: 'ñ'.repeat(600_000) }))).rejects.toBeInstanceOf(
        MaxAppendSizeExceededError,
      );
      await store.appendToStream(stream, newEvent('Big', { big: 'y'.repeat(MAX_APPEND_SIZE - 1024) }));
      expect(await revisionsOf(store, stream)).toHaveLength(1);
    });

    it('rejects malformed events with a clear bilingual error and writes nothing', async ({ store }) => {
      const stream = uniqueStream();
      const bad = [
        { id: 'not-a-uuid', type: 'T', data: {} },
        { ...newEvent(), type: '' },
        { ...newEvent(), data: { n: 1n } as never },
      ];
      for (const event of bad) {
        const error = await store.appendToStream(stream, [newEvent(), event]).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(InvalidEventError);
        expect((error as InvalidEventError).text.es).not.toBe((error as InvalidEventError).text.en);
      }
      await expect(store.appendToStream(stream, newEvent(), { expectedRevision: -3n })).rejects.toBeInstanceOf(
        InvalidEventError,
      );
      await expect(collect(store.readStream(stream))).rejects.toMatchObject({ code: 'STREAM_NOT_FOUND' });
    });

    it('refuses server-reserved $ stream names and event types, and the nil UUID, with a clear error, writing nothing', async ({
      store,
    }) => {
      const stream = uniqueStream();
      for (const name of ['$all', '$settings', `$$${stream}`, `$stats-${stream}`]) {
        const error = await store.appendToStream(name, newEvent()).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error, name).toBeInstanceOf(InvalidEventError);
        expect((error as InvalidEventError).text.en).toContain('$');
        await expect(collect(store.readStream(name)), name).rejects.toBeInstanceOf(InvalidEventError);
      }
      const typed = await store.appendToStream(stream, [newEvent(), newEvent('$metadata')]).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect((typed as InvalidEventError).text.es).toContain('$metadata');
      const nil = { id: '00000000-0000-0000-0000-000000000000', type: 'T', data: {} };
      const nilError = await store.appendToStream(stream, nil).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(nilError).toBeInstanceOf(InvalidEventError);
      expect((nilError as InvalidEventError).text.en).toContain('nil UUID');
      await expect(collect(store.readStream(stream))).rejects.toMatchObject({ code: 'STREAM_NOT_FOUND' });
    });

    it('counts an append as the server does: the event type at two bytes per character', async ({ store }) => {
      const stream = uniqueStream();
      const type = 'T'.repeat(1000);
      // data + 2 × type length is 1,048,577 bytes: one over the limit, though UTF-8 type + data is under it.
      const data = { big: 'x'.repeat(MAX_APPEND_SIZE - 2 * type.length - 10 + 1) };
      await expect(store.appendToStream(stream, newEvent(type, data))).rejects.toBeInstanceOf(
        MaxAppendSizeExceededError,
      );
      await store.appendToStream(stream, newEvent(type, { big: 'x'.repeat(MAX_APPEND_SIZE - 2 * type.length - 10) }));
      expect(await revisionsOf(store, stream)).toHaveLength(1);
    });

    it('has one store identity for every client of the same data', async ({ store, second }) => {
      const id = await store.storeId();
      expect(id).toMatch(/^(sqlite|eventstoredb):[0-9a-f-]{36}$/);
      expect(await second().storeId()).toBe(id);
      expect(await store.storeId()).toBe(id);
    });

    // What the API binds its own databases to: a wiped store is new data, so it must read as another store.
    it.runIf(adapter.exclusive)('gives new data (a wiped or another store) another identity', async ({ store }) => {
      const other = await adapter.open();
      try {
        expect(await other.store.storeId()).not.toBe(await store.storeId());
      } finally {
        await other.cleanup();
      }
    });

    it('keeps data and metadata exactly as written', async ({ store }) => {
      const stream = uniqueStream();
      const event = newEvent(
        'CardPlayed',
        { card: 'Ñandú', cost: 3, tags: ['a', 'b'], nested: { ok: true, none: null } },
        { $correlationId: 'c-1' },
      );
      await store.appendToStream(stream, event);
      const [read] = await collect(store.readStream(stream));
      expect(read).toMatchObject({
        id: event.id,
        streamId: stream,
        type: 'CardPlayed',
        revision: 0n,
        data: event.data,
        metadata: event.metadata,
      });
      expect(read!.created).toBeInstanceOf(Date);
    });
  });
}
