import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore, type ReadStreamOptions, type RecordedEvent } from '@cronica/event-store';
import { pino } from 'pino';
import { Metrics } from '../ops/metrics.js';
import { openReadDb } from '../store/open.js';
import type { AggregateSpec } from './aggregate.js';
import { CommandBus } from './command-bus.js';
import { StreamLoader } from './stream-loader.js';

/** A log of values: its state is every value pushed, in order, and how many events it folded. */
const log = (stream: string, folded: { count: number }): AggregateSpec<number[]> => ({
  stream,
  initialState: () => [],
  evolve: (values, event) => ((folded.count += 1), [...values, (event.data as { v: number }).v]),
});

const push = (store: EventStore, stream: string, ...values: number[]) =>
  store.appendToStream(
    stream,
    values.map((v) => ({ id: randomUUID(), type: 'Pushed', data: { v }, metadata: null })),
  );

/** Pushes the next number of the log. */
const pushNext = (values: number[]) => [{ type: 'Pushed', data: { v: values.length + 1 } }];

/** Where each read of a stream started. */
function recordReads(store: EventStore): Array<ReadStreamOptions['fromRevision']> {
  const starts: Array<ReadStreamOptions['fromRevision']> = [];
  const readStream = store.readStream.bind(store);
  store.readStream = (stream, options) => (starts.push(options?.fromRevision ?? 'start'), readStream(stream, options));
  return starts;
}

describe('StreamLoader', () => {
  let dir: string;
  let stores: EventStore[];
  const open = (name: string) => {
    const store = openEventStore({ dataDir: mkdtempSync(join(dir, name)) });
    stores.push(store);
    return store;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cronica-loader-'));
    stores = [];
  });
  afterEach(async () => {
    for (const store of stores) await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  /** An API instance's command bus on `store`, with read models of its own. */
  const bus = (store: EventStore, name: string) =>
    new CommandBus(store, openReadDb(mkdtempSync(join(dir, name))), pino({ level: 'silent' }), new Metrics());

  /**
   * Two instances' buses on one store after each pushed once on `stream`: `here` has folded [1],
   * the stream holds [1, 2]. `seen` records each state `decide` is asked on.
   */
  async function behindAnotherInstance(name: string, stream: string) {
    const store = open(name);
    const [here, elsewhere] = [bus(store, 'here-'), bus(store, 'elsewhere-')];
    const spec = log(stream, { count: 0 });
    await here.handle({ name: 'Push', commandId: 'one', actor: 'a', aggregate: spec, decide: pushNext });
    await elsewhere.handle({ name: 'Push', commandId: 'two', actor: 'a', aggregate: spec, decide: pushNext });
    const seen: number[][] = [];
    const decide = (values: number[]) => (seen.push(values), pushNext(values));
    return { store, here, spec, seen, decide };
  }

  /** A store whose `stream` holds [1], and a loader that has folded it for `commandId` (counted in `folded`). */
  async function loaderAtOne(name: string, stream: string, commandId: string, folded = { count: 0 }) {
    const store = open(name);
    const spec = log(stream, folded);
    const loader = new StreamLoader(store);
    await push(store, stream, 1);
    await loader.load(spec, 'a', commandId);
    return { store, spec, loader };
  }

  it('folds only what another process appended since its cached fold, reading on from the cached revision', async () => {
    const store = open('one-');
    const folded = { count: 0 };
    const spec = log('log-1', folded);
    const loader = new StreamLoader(store);
    await push(store, 'log-1', 1, 2);
    expect((await loader.load(spec, 'a', 'c')).state).toEqual([1, 2]);
    await push(store, 'log-1', 3, 4);
    const starts = recordReads(store);
    folded.count = 0;
    const loaded = await loader.load(spec, 'a', 'c');
    expect(loaded).toMatchObject({ state: [1, 2, 3, 4], revision: 3n });
    expect(starts).toEqual([1n]);
    expect(folded.count).toBe(2);
  });

  it('folds the stream from its start when the event at its cached revision is not the one it folded (a replaced store)', async () => {
    const [first, second] = [open('first-'), open('second-')];
    const replaceable: { current: EventStore } = { current: first };
    const store = { readStream: (...args) => replaceable.current.readStream(...args) } as EventStore;
    const spec = log('log-2', { count: 0 });
    const loader = new StreamLoader(store);
    await push(first, 'log-2', 1, 2);
    expect((await loader.load(spec, 'a', 'c')).state).toEqual([1, 2]);
    await push(second, 'log-2', 10, 11, 12);
    replaceable.current = second;
    expect(await loader.load(spec, 'a', 'c')).toMatchObject({ state: [10, 11, 12], revision: 2n });
  });

  it('decides a command on its stream read on from the cached revision after another instance appended to it', async () => {
    const { store, here, spec, seen, decide } = await behindAnotherInstance('bus-', 'log-3');
    const starts = recordReads(store);
    await here.handle({ name: 'Push', commandId: 'three', actor: 'a', aggregate: spec, decide });
    // First on its cached [1] (the append at that revision conflicts), then on the stream read on from it.
    expect(seen).toEqual([[1], [1, 2]]);
    expect(starts).toEqual([0n]);
  });

  it('decides once, on a state the subscription carried on, after another instance appended, reading nothing', async () => {
    const { store, here, spec, seen, decide } = await behindAnotherInstance('observed-', 'log-4');
    here.observeStored(await readAll(store, 'log-4'));
    const starts = recordReads(store);
    const outcome = await here.handle({ name: 'Push', commandId: 'three', actor: 'a', aggregate: spec, decide });
    expect(seen).toEqual([[1, 2]]);
    expect(outcome).toMatchObject({ revision: 2n, duplicate: false });
    expect(starts).toEqual([]);
  });

  it('finds a resend of a command another instance applied in the events the subscription delivered', async () => {
    const folded = { count: 0 };
    const { store, spec, loader } = await loaderAtOne('resend-', 'log-5', 'first', folded);
    await store.appendToStream('log-5', [
      { id: randomUUID(), type: 'Pushed', data: { v: 2 }, metadata: { commandId: 'second', actor: 'a' } },
    ]);
    for (const event of await readAll(store, 'log-5')) loader.observe(event);
    expect(loader.cached(spec, 'a', 'second')).toMatchObject({ state: [1, 2], revision: 1n, prior: { revision: 1n } });
    expect(folded.count).toBe(2);
  });

  it("lists a command's events once when the subscription and a read on both bring them", async () => {
    const { store, spec, loader } = await loaderAtOne('twice-', 'log-9', 'first');
    const meta = { commandId: 'second', actor: 'a' };
    await store.appendToStream('log-9', [
      { id: randomUUID(), type: 'Pushed', data: { v: 2 }, metadata: meta },
      { id: randomUUID(), type: 'Noted', data: { v: 3 }, metadata: meta },
    ]);
    const reading = loader.load(spec, 'a', 'second');
    for (const event of await readAll(store, 'log-9')) loader.observe(event);
    expect((await reading).prior).toMatchObject({ revision: 2n, events: ['Pushed', 'Noted'] });
    expect(loader.cached(spec, 'a', 'second')?.prior?.events).toEqual(['Pushed', 'Noted']);
  });

  it('reads on before deciding when the subscription delivers an event past the next one (one was missed)', async () => {
    const { store, spec, loader } = await loaderAtOne('gap-', 'log-6', 'c');
    await push(store, 'log-6', 2, 3);
    loader.observe((await readAll(store, 'log-6'))[2]!);
    expect(loader.cached(spec, 'a', 'c')).toBeNull();
    expect((await loader.load(spec, 'a', 'c')).state).toEqual([1, 2, 3]);
  });

  it("folds a command's events once when the subscription brings them back before the append answers", async () => {
    const store = open('own-');
    const here = bus(store, 'own-rm-');
    const folded = { count: 0 };
    const spec = log('log-10', folded);
    await here.handle({ name: 'Push', commandId: 'one', actor: 'a', aggregate: spec, decide: pushNext });
    const append = store.appendToStream.bind(store);
    // The subscription delivers the events while the append's answer is still on its way.
    store.appendToStream = async (stream, events, options) => {
      const result = await append(stream, events, options);
      here.observeStored(await readAll(store, stream));
      return result;
    };
    const before = folded.count;
    await here.handle({ name: 'Push', commandId: 'two', actor: 'a', aggregate: spec, decide: pushNext });
    expect(folded.count - before).toBe(1);
    const third = await here.handle({
      name: 'Push',
      commandId: 'three',
      actor: 'a',
      aggregate: spec,
      decide: pushNext,
    });
    expect(third.state).toEqual([1, 2, 3]);
  });

  it('drops its cache when the subscription delivers another event at the cached revision (a replaced store)', async () => {
    const [first, second] = [open('was-'), open('now-')];
    const spec = log('log-7', { count: 0 });
    const loader = new StreamLoader(first);
    await push(first, 'log-7', 1, 2);
    await loader.load(spec, 'a', 'c');
    await push(second, 'log-7', 10, 11, 12);
    const replaced = await readAll(second, 'log-7');
    for (const event of replaced) loader.observe(event);
    expect(loader.cached(spec, 'a', 'c')).toBeNull();
  });

  it('drops its cache, and leaves the subscription running, when folding a delivered event throws', async () => {
    const store = open('throws-');
    const failing: AggregateSpec<number[]> = {
      ...log('log-8', { count: 0 }),
      evolve: (values, event) => {
        if ((event.data as { v: number }).v === 2) throw new Error('a fault in the fold');
        return [...values, (event.data as { v: number }).v];
      },
    };
    const loader = new StreamLoader(store);
    await push(store, 'log-8', 1);
    await loader.load(failing, 'a', 'c');
    await push(store, 'log-8', 2);
    const [, second] = await readAll(store, 'log-8');
    expect(() => loader.observe(second!)).not.toThrow();
    expect(loader.cached(failing, 'a', 'c')).toBeNull();
  });
});

/** A stream's events as the subscription would deliver them. */
async function readAll(store: EventStore, stream: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
}
