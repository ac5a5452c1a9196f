import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore } from '@cronica/event-store';
import { violation } from '@cronica/rules-kernel';
import { pino } from 'pino';
import { DomainError } from '../common/errors.js';
import { Metrics } from '../ops/metrics.js';
import { Projector, type ReadDb } from '@cronica/projections';
import { openReadDb } from '../store/open.js';
import type { AggregateSpec } from './aggregate.js';
import { CommandBus } from './command-bus.js';

/** A tally: each Add appends one event; refuses to go over a limit. */
const tally = (stream: string): AggregateSpec<number> => ({ stream, initialState: () => 0, evolve: (n) => n + 1 });
const add =
  (limit = Infinity) =>
  (n: number) =>
    n >= limit ? violation('tally.full', n, { es: 'Lleno.', en: 'Full.' }) : [{ type: 'Added', data: { n: n + 1 } }];

/** What another instance's projection runner would have done: the outcomes read model caught up with the store. */
async function project(store: EventStore, readDb: ReadDb) {
  const events = [];
  for await (const event of store.readAll()) events.push(event);
  new Projector(readDb).apply(events);
}

async function streamEvents(store: EventStore, stream: string) {
  const events = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
}

describe('CommandBus', () => {
  let dir: string;
  let store: EventStore;
  let db: ReadDb;
  let metrics: Metrics;
  let bus: CommandBus;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cronica-bus-'));
    store = openEventStore({ dataDir: dir });
    db = openReadDb(dir);
    metrics = new Metrics();
    bus = new CommandBus(store, db, pino({ level: 'silent' }), metrics);
  });
  /** A bus of another instance on the same store, with read models of its own (`name` under the test's folder). */
  const busElsewhere = (name = mkdtempSync(join(dir, 'other-'))) =>
    new CommandBus(store, openReadDb(name), pino({ level: 'silent' }), new Metrics());
  afterEach(async () => {
    await store.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies concurrent commands on one stream exactly once each, retrying conflicts', async () => {
    const spec = tally('tally-1');
    // A second bus on the same store: its cache goes stale, so its appends hit real conflicts.
    const other = busElsewhere();
    await bus.handle({ name: 'Add', commandId: 'warm', actor: 'a', aggregate: spec, decide: add() });
    await other.handle({ name: 'Add', commandId: 'warm2', actor: 'a', aggregate: spec, decide: add() });
    const sent = Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? bus : other).handle({ name: 'Add', commandId: `c${i}`, actor: 'a', aggregate: spec, decide: add() }),
    );
    const outcomes = await Promise.all(sent);
    expect(outcomes.every((o) => !o.duplicate && o.events.length === 1)).toBe(true);
    const events = await streamEvents(store, 'tally-1');
    expect(events.map((e) => (e.data as { n: number }).n)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(new Set(events.map((e) => e.id)).size).toBe(22);
    expect(
      (await metrics.registry.getSingleMetricAsString('cronica_command_conflicts_total')).match(/ (\d+)$/m)?.[1],
    ).not.toBe('0');
  });

  it('returns the first outcome for a resent commandId and writes nothing new', async () => {
    const spec = tally('tally-2');
    const first = await bus.handle({ name: 'Add', commandId: 'same', actor: 'a', aggregate: spec, decide: add() });
    const again = await bus.handle({ name: 'Add', commandId: 'same', actor: 'a', aggregate: spec, decide: add() });
    expect(again).toMatchObject({ duplicate: true, position: first.position, events: ['Added'] });
    const otherActor = await bus.handle({ name: 'Add', commandId: 'same', actor: 'b', aggregate: spec, decide: add() });
    expect(otherActor.duplicate).toBe(false);
    expect(await streamEvents(store, 'tally-2')).toHaveLength(2);
  });

  it('decides a resent refusal again: a refusal changed nothing, so the resend gets the current answer', async () => {
    const spec = tally('tally-3');
    await bus.handle({ name: 'Add', commandId: 'one', actor: 'a', aggregate: spec, decide: add(1) });
    const refuse = () => bus.handle({ name: 'Add', commandId: 'two', actor: 'a', aggregate: spec, decide: add(1) });
    await expect(refuse()).rejects.toMatchObject({ code: 'RULE_VIOLATION', details: { rule: 'tally.full' } });
    await expect(refuse()).rejects.toBeInstanceOf(DomainError);
    expect(await streamEvents(store, 'tally-3')).toHaveLength(1);
    const now = await bus.handle({ name: 'Add', commandId: 'two', actor: 'a', aggregate: spec, decide: add(5) });
    expect(now).toMatchObject({ duplicate: false, events: ['Added'] });
    expect(await streamEvents(store, 'tally-3')).toHaveLength(2);
  });

  it('recognises a command already in its stream when the read model of outcomes has not caught up', async () => {
    const spec = tally('tally-4');
    const first = await bus.handle({ name: 'Add', commandId: 'crash', actor: 'a', aggregate: spec, decide: add() });
    // A restarted process: nothing in memory, and a read model that has not projected the command yet.
    const fresh = busElsewhere(join(dir, 'fresh'));
    const again = await fresh.handle({ name: 'Add', commandId: 'crash', actor: 'a', aggregate: spec, decide: add() });
    expect(again).toMatchObject({ duplicate: true, position: first.position });
    expect(await streamEvents(store, 'tally-4')).toHaveLength(1);
  });

  it('refuses a commandId reused for another stream or command type with CONFLICT, writing nothing', async () => {
    const first = await bus.handle({
      name: 'Add',
      commandId: 'reused',
      actor: 'a',
      aggregate: tally('tally-5'),
      decide: add(),
    });
    const otherStream = bus.handle({
      name: 'Add',
      commandId: 'reused',
      actor: 'a',
      aggregate: tally('tally-6'),
      decide: add(),
    });
    await expect(otherStream).rejects.toMatchObject({
      code: 'CONFLICT',
      text: { es: expect.any(String), en: expect.any(String) },
    });
    const otherType = bus.handle({
      name: 'Double',
      commandId: 'reused',
      actor: 'a',
      aggregate: tally('tally-5'),
      decide: add(),
    });
    await expect(otherType).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(streamEvents(store, 'tally-6')).rejects.toThrow();
    expect(await streamEvents(store, 'tally-5')).toHaveLength(1);
    const resend = await bus.handle({
      name: 'Add',
      commandId: 'reused',
      actor: 'a',
      aggregate: tally('tally-5'),
      decide: add(),
    });
    expect(resend).toMatchObject({ duplicate: true, position: first.position });
  });

  it('refuses a reused commandId while the first command is still in flight', async () => {
    const running = bus.handle({
      name: 'Add',
      commandId: 'racing',
      actor: 'a',
      aggregate: tally('tally-7'),
      decide: add(),
    });
    const reused = bus.handle({
      name: 'Add',
      commandId: 'racing',
      actor: 'a',
      aggregate: tally('tally-8'),
      decide: add(),
    });
    await expect(reused).rejects.toMatchObject({ code: 'CONFLICT' });
    await running;
    await expect(streamEvents(store, 'tally-8')).rejects.toThrow();
  });

  it('decides on its cached state without reading the store, and appends at that revision', async () => {
    const spec = tally('tally-9');
    await bus.handle({ name: 'Add', commandId: 'first', actor: 'a', aggregate: spec, decide: add() });
    let reads = 0;
    const readStream = store.readStream.bind(store);
    const readAll = store.readAll.bind(store);
    store.readStream = (...args) => ((reads += 1), readStream(...args));
    // Nor `$all` after the append: the ids are this attempt's own, so a success is its write.
    store.readAll = (...args) => ((reads += 1), readAll(...args));
    const seen: number[] = [];
    for (const id of ['second', 'third']) {
      await bus.handle({
        name: 'Add',
        commandId: id,
        actor: 'a',
        aggregate: spec,
        decide: (n) => (seen.push(n), add()(n)),
      });
    }
    expect(reads).toBe(0);
    expect(seen).toEqual([1, 2]);
    expect((await streamEvents(store, 'tally-9')).map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
  });

  it('reads the stream again before refusing on a cached state another instance has overtaken', async () => {
    const spec = tally('tally-10');
    const other = busElsewhere();
    await bus.handle({ name: 'Add', commandId: 'one', actor: 'a', aggregate: spec, decide: add() });
    await other.handle({ name: 'Add', commandId: 'two', actor: 'a', aggregate: spec, decide: add() });
    // `bus` still holds n = 1; on the stream n = 2, which is what "exactly two" must be decided on.
    const exactlyTwo = (n: number) =>
      n === 2
        ? [{ type: 'Added', data: { n: 3 } }]
        : violation('tally.not-two', n, { es: 'No son dos.', en: 'Not two.' });
    const outcome = await bus.handle({
      name: 'Add',
      commandId: 'three',
      actor: 'a',
      aggregate: spec,
      decide: exactlyTwo,
    });
    expect(outcome).toMatchObject({ duplicate: false, events: ['Added'] });
    expect(await streamEvents(store, 'tally-10')).toHaveLength(3);
  });

  it('writes nothing again for a resend of a command another instance wrote a moment ago', async () => {
    const spec = tally('tally-11');
    const other = busElsewhere();
    await bus.handle({ name: 'Add', commandId: 'one', actor: 'a', aggregate: spec, decide: add() });
    const written = await other.handle({
      name: 'Add',
      commandId: 'lost-log',
      actor: 'a',
      aggregate: spec,
      decide: add(),
    });
    // This instance's read model has not projected the other's command yet: only the stream knows.
    const resend = await bus.handle({ name: 'Add', commandId: 'lost-log', actor: 'a', aggregate: spec, decide: add() });
    expect(resend.position).toBe(written.position);
    const next = await bus.handle({ name: 'Add', commandId: 'after', actor: 'a', aggregate: spec, decide: add() });
    expect(next.events).toEqual(['Added']);
    expect((await streamEvents(store, 'tally-11')).map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
  });

  it('answers a resend from the outcomes every instance projects from the store, and refuses another payload', async () => {
    const spec = tally('tally-12');
    const elsewhere = busElsewhere(join(dir, 'b'));
    const send = (on: CommandBus, payload: unknown) =>
      on.handle({ name: 'Add', commandId: 'shared', actor: 'a', aggregate: spec, payload, decide: add() });
    const first = await send(elsewhere, { by: 1 });
    await project(store, db);
    let reads = 0;
    const readStream = store.readStream.bind(store);
    store.readStream = (...args) => ((reads += 1), readStream(...args));
    expect(await send(bus, { by: 1 })).toMatchObject({
      duplicate: true,
      position: first.position,
      revision: first.revision,
      events: ['Added'],
    });
    expect(reads).toBe(0);
    await expect(send(bus, { by: 2 })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await streamEvents(store, 'tally-12')).toHaveLength(1);
  });

  it('answers with the stored outcome when another instance appended the same command at the same revision', async () => {
    const spec = tally('tally-13');
    const elsewhere = busElsewhere(join(dir, 'b'));
    await bus.handle({ name: 'Add', commandId: 'warm', actor: 'a', aggregate: spec, decide: add() });
    const send = (on: CommandBus, commandId: string, payload: unknown) =>
      on.handle({ name: 'Add', commandId, actor: 'a', aggregate: spec, payload, decide: add() });
    // `bus` holds the stream at revision 0 in its cache; the other instance appends at 0 first.
    const first = await send(elsewhere, 'raced', { by: 1 });
    const again = await send(bus, 'raced', { by: 1 });
    expect(again).toMatchObject({ duplicate: true, position: first.position, revision: first.revision });
    const reusedFirst = await send(elsewhere, 'reused', { by: 1 });
    expect(reusedFirst.duplicate).toBe(false);
    await expect(send(bus, 'reused', { by: 2 })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await streamEvents(store, 'tally-13')).map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
  });

  it('labels game commands in /metrics as "game", never by their type (live play stays behind the spectator delay)', async () => {
    await bus.handle({ name: 'PlayCard', commandId: 'g1', actor: 'a', aggregate: tally('match-m1'), decide: add() });
    await bus.handle({
      name: 'CreateTournament',
      commandId: 't1',
      actor: 'a',
      aggregate: tally('tournament-t1'),
      decide: add(),
    });
    const text = await metrics.registry.metrics();
    expect(text).not.toContain('PlayCard');
    expect(text).toContain('command="game"');
    expect(text).toContain('command="CreateTournament"');
  });
});
