import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore, type ReadStreamOptions } from '@cronica/event-store';
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
    const store = open('bus-');
    const bus = (name: string) =>
      new CommandBus(store, openReadDb(mkdtempSync(join(dir, name))), pino({ level: 'silent' }), new Metrics());
    const [here, elsewhere] = [bus('here-'), bus('elsewhere-')];
    const spec = log('log-3', { count: 0 });
    const pushNext = (values: number[]) => [{ type: 'Pushed', data: { v: values.length + 1 } }];
    await here.handle({ name: 'Push', commandId: 'one', actor: 'a', aggregate: spec, decide: pushNext });
    await elsewhere.handle({ name: 'Push', commandId: 'two', actor: 'a', aggregate: spec, decide: pushNext });
    const starts = recordReads(store);
    const seen: number[][] = [];
    const decide = (values: number[]) => (seen.push(values), pushNext(values));
    await here.handle({ name: 'Push', commandId: 'three', actor: 'a', aggregate: spec, decide });
    // First on its cached [1] (the append at that revision conflicts), then on the stream read on from it.
    expect(seen).toEqual([[1], [1, 2]]);
    expect(starts).toEqual([0n]);
  });
});
