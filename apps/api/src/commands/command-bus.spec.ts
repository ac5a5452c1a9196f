import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore } from '@cronica/event-store';
import { violation } from '@cronica/rules-kernel';
import { pino } from 'pino';
import { DomainError } from '../common/errors.js';
import { Metrics } from '../ops/metrics.js';
import { openApiDb, type ApiDb } from '../store/api-db.js';
import type { AggregateSpec } from './aggregate.js';
import { CommandBus } from './command-bus.js';

/** A tally: each Add appends one event; refuses to go over a limit. */
const tally = (stream: string): AggregateSpec<number> => ({ stream, initialState: () => 0, evolve: (n) => n + 1 });
const add =
  (limit = Infinity) =>
  (n: number) =>
    n >= limit ? violation('tally.full', n, { es: 'Lleno.', en: 'Full.' }) : [{ type: 'Added', data: { n: n + 1 } }];

async function streamEvents(store: EventStore, stream: string) {
  const events = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
}

describe('CommandBus', () => {
  let dir: string;
  let store: EventStore;
  let db: ApiDb;
  let metrics: Metrics;
  let bus: CommandBus;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cronica-bus-'));
    store = openEventStore({ dataDir: dir });
    db = openApiDb(dir);
    metrics = new Metrics();
    bus = new CommandBus(store, db, pino({ level: 'silent' }), metrics);
  });
  afterEach(async () => {
    await store.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies concurrent commands on one stream exactly once each, retrying conflicts', async () => {
    const spec = tally('tally-1');
    // A second bus on the same store: its cache goes stale, so its appends hit real conflicts.
    const other = new CommandBus(store, openApiDb(dir), pino({ level: 'silent' }), new Metrics());
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

  it('remembers a refusal: the resend is refused the same way even if the state changed', async () => {
    const spec = tally('tally-3');
    await bus.handle({ name: 'Add', commandId: 'one', actor: 'a', aggregate: spec, decide: add(1) });
    const refuse = () => bus.handle({ name: 'Add', commandId: 'two', actor: 'a', aggregate: spec, decide: add(1) });
    await expect(refuse()).rejects.toMatchObject({ code: 'RULE_VIOLATION', details: { rule: 'tally.full' } });
    await expect(
      bus.handle({ name: 'Add', commandId: 'two', actor: 'a', aggregate: spec, decide: add(5) }),
    ).rejects.toBeInstanceOf(DomainError);
    expect(await streamEvents(store, 'tally-3')).toHaveLength(1);
  });

  it('recognises a command already in the stream after a crash lost its log entry', async () => {
    const spec = tally('tally-4');
    const first = await bus.handle({ name: 'Add', commandId: 'crash', actor: 'a', aggregate: spec, decide: add() });
    db.prepare('DELETE FROM command_log').run();
    const fresh = new CommandBus(store, db, pino({ level: 'silent' }), new Metrics());
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

  it('decides on its cached state without reading the stream, and appends at that revision', async () => {
    const spec = tally('tally-9');
    await bus.handle({ name: 'Add', commandId: 'first', actor: 'a', aggregate: spec, decide: add() });
    let reads = 0;
    const readStream = store.readStream.bind(store);
    store.readStream = (...args) => {
      reads += 1;
      return readStream(...args);
    };
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
    const other = new CommandBus(store, openApiDb(dir), pino({ level: 'silent' }), new Metrics());
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

  it('writes nothing again for a resend of a command another instance wrote and lost the log row of', async () => {
    const spec = tally('tally-11');
    const other = new CommandBus(store, openApiDb(dir), pino({ level: 'silent' }), new Metrics());
    await bus.handle({ name: 'Add', commandId: 'one', actor: 'a', aggregate: spec, decide: add() });
    const written = await other.handle({
      name: 'Add',
      commandId: 'lost-log',
      actor: 'a',
      aggregate: spec,
      decide: add(),
    });
    // The other instance died before its command-log row was kept: only the stream knows.
    db.prepare('DELETE FROM command_log').run();
    const resend = await bus.handle({ name: 'Add', commandId: 'lost-log', actor: 'a', aggregate: spec, decide: add() });
    expect(resend.position).toBe(written.position);
    const next = await bus.handle({ name: 'Add', commandId: 'after', actor: 'a', aggregate: spec, decide: add() });
    expect(next.events).toEqual(['Added']);
    expect((await streamEvents(store, 'tally-11')).map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
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
