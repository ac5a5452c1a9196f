import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '@cronica/event-store';
import { exportReplay, recordsFromStream } from '@cronica/replay';
import { EVENT_STORE } from '../store/tokens.js';
import { cmd, mutate, signUp, type Account, type TestApi } from '../testing/harness.js';
import { DemoMatches } from './demo-match.js';
import { matchStream } from '@cronica/matches';
import { MatchSecrets } from './match-secrets.js';
import { asInput, friendlyMatch, INVITE, REPLAY, SEED, SUBMIT, viewOf, verifyServed } from './match-play.testkit.js';
import { suiteApi } from '../testing/suite-api.js';

type GqlErrors = Array<{ extensions?: Record<string, unknown> }> | undefined;

async function storeHead(api: TestApi): Promise<string | null> {
  return api.storeHead();
}

async function streamEvents(api: TestApi, matchId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of api.app.get<EventStore>(EVENT_STORE, { strict: false }).readStream(matchStream(matchId)))
    events.push(event);
  return events;
}

/** The judge's file cut from the stream, as `replay export` does, with the master seed from the API's database. */
function judgeFile(api: TestApi, matchId: string, events: RecordedEvent[]): string {
  const [header, ...rest] = recordsFromStream(events);
  const master = Buffer.from(api.app.get(MatchSecrets, { strict: false }).require(matchId).master).toString('hex');
  return exportReplay([{ ...header!, master }, ...rest], { kind: 'judge' }, 'match-ended');
}

describe('match commands: concurrency, idempotency, bad input', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '10000' });
  let ana: Account;
  let bea: Account;
  let matchId: string;

  beforeAll(async () => {
    [ana, bea] = [await signUp(api, 'ana'), await signUp(api, 'bea')];
    matchId = await friendlyMatch(api.gql, ana, bea, cmd('friendly'));
    await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd('seed') }, ana.token);
    await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd('seed') }, bea.token);
  });

  it('50 clients at once: exactly the legal commands are applied, each once, and the chain stays intact', async () => {
    const legal = await Promise.all([viewOf(api, matchId, ana.token), viewOf(api, matchId, bea.token)]).then((views) =>
      views.map((v) => v.legalCommands),
    );
    expect(legal.every((commands) => commands.length > 1)).toBe(true);
    const sends = Array.from({ length: 50 }, (_, n) => ({
      seat: n % 2,
      commandId: `race-${n}`,
      command: asInput(legal[n % 2]![Math.floor(n / 2) % legal[n % 2]!.length]!),
    }));
    const send = (s: (typeof sends)[number]) =>
      api.gql<{ submitGameCommand: { result: { events: string[]; duplicate: boolean } } }>(
        SUBMIT,
        { m: matchId, cmd: s.command, c: s.commandId },
        s.seat === 0 ? ana.token : bea.token,
      );
    const first = await Promise.all(sends.map(send));
    const applied = sends.filter((_, n) => first[n]!.data?.submitGameCommand.result.events.length);
    const refused = first.filter((r) => r.errors);
    // The draft (000_7cbcfc9bc47f1014.txt, "Draft de Héroes"): each seat picks once; every later pick is refused.
    expect(applied.map((s) => s.seat).sort()).toEqual([0, 1]);
    expect(refused).toHaveLength(48);
    const rules = new Set(refused.map((r) => (r.errors as GqlErrors)?.[0]?.extensions?.rule));
    expect(
      [...rules].every((rule) => rule === 'blades.already-done' || rule === 'blades.wrong-phase'),
      [...rules].join(),
    ).toBe(true);

    const head = await storeHead(api);
    const again = await Promise.all(sends.map(send));
    expect(await storeHead(api)).toBe(head);
    again.forEach((response, n) => {
      if (first[n]!.errors)
        expect(response.errors?.[0]?.extensions?.rule).toBe(first[n]!.errors?.[0]?.extensions?.rule);
      else
        expect(response.data?.submitGameCommand.result).toMatchObject({
          duplicate: true,
          events: first[n]!.data?.submitGameCommand.result.events,
        });
    });

    const events = await streamEvents(api, matchId);
    const byCommand = (id: string) => events.filter((e) => (e.metadata as { commandId?: string }).commandId === id);
    for (const s of sends) expect(byCommand(s.commandId).length > 0).toBe(applied.includes(s));
    const report = verifyServed(judgeFile(api, matchId, events));
    expect(report.errors.filter((e) => e.code !== 'replay.incomplete')).toEqual([]);
    expect(report.checks.chain.status).toBe('passed');
    expect(report.events).toBe(
      events.filter((e) => (e.metadata as { replay?: { line: { kind: string } } }).replay?.line.kind === 'event')
        .length,
    );
  });

  it('refuses malformed, oversized and wrongly typed commands with BAD_USER_INPUT, writing nothing', async () => {
    const head = await storeHead(api);
    const bad: Array<[string, Record<string, unknown>]> = [
      [SUBMIT, { m: matchId, cmd: { type: 'PickHeroes', data: { keep: 'abc' } }, c: cmd() }],
      [SUBMIT, { m: matchId, cmd: { type: 'Teleport', data: {} }, c: cmd() }],
      [SUBMIT, { m: matchId, cmd: { type: 'PickHeroes' }, c: cmd() }],
      [
        SUBMIT,
        { m: matchId, cmd: { type: 'PickHeroes', data: { keep: Array.from({ length: 25 }, (_, i) => i) } }, c: cmd() },
      ],
      [SUBMIT, { m: matchId, cmd: { type: 'PlayCard', data: { card: 'x', dice: [-1] } }, c: cmd() }],
      [SUBMIT, { m: matchId, cmd: { type: 'Pass', data: { card: 'x' } }, c: cmd() }],
      [SUBMIT, { m: matchId, cmd: 'Pass', c: cmd() }],
      [SUBMIT, { m: matchId, cmd: [{ type: 'Pass' }], c: cmd() }],
      [SUBMIT, { m: matchId, cmd: { type: 'Pass', data: {} }, c: 'x'.repeat(101) }],
      [SUBMIT, { m: matchId, cmd: { type: 'PlayCard', data: { card: 'x'.repeat(200_000), dice: [] } }, c: cmd() }],
      [SEED, { m: matchId, s: 'not-hex', c: cmd() }],
      ['mutation { submitGameCommand(matchId: "x", command: { type: ', {}],
    ];
    for (const [query, variables] of bad) {
      const response = await api.gql(query, variables, ana.token);
      expect(response.errors?.[0]?.extensions?.code, JSON.stringify(variables).slice(0, 120)).toBe('BAD_USER_INPUT');
    }
    // The refusal names the game and the wrong field, in Spanish and English.
    const teleport = await api.gql(SUBMIT, { m: matchId, cmd: { type: 'Teleport', data: {} }, c: cmd() }, ana.token);
    expect(teleport.errors?.[0]?.message).toMatch(/Espadas de Ceniza|Blades of Ash/);
    expect(teleport.errors?.[0]?.extensions?.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining('command') })]),
    );
    expect(await storeHead(api)).toBe(head);
  });

  it('answers NOT_FOUND for a match or an opponent that does not exist', async () => {
    const response = await api.gql(
      SUBMIT,
      { m: 'no-such-match', cmd: { type: 'Pass', data: {} }, c: cmd() },
      ana.token,
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const nobody = await api.gql(
      INVITE,
      { c: cmd(), g: 'blades-of-ash', s: [{}, { player: 'no-such-player' }] },
      ana.token,
    );
    expect(nobody.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a practice match against the greedy bot ends sealed, with a public replay that verifies (the demo seed uses this)', async () => {
    const matchId = await api.app.get(DemoMatches, { strict: false }).finishedPracticeMatch(ana.id, 'practice-test');
    const view = await viewOf(api, matchId);
    expect(view).toMatchObject({ status: 'finished', sealed: true, viewer: 'spectator' });
    expect(view.seats.map((s) => s.playerId)).toEqual([ana.id, 'bot:greedy']);
    expect(view.seats.map((s) => s.name)).toEqual(['ana', 'Bot']);
    // A practice match is its own event: once sealed, its public file reveals everything and verifies every check.
    const replay = await mutate<{ matchReplay: { jsonl: string } }>(api, REPLAY, { m: matchId, v: 'public' });
    const report = verifyServed(replay.matchReplay.jsonl);
    expect(report.errors).toEqual([]);
    expect(report.fullyVerified).toBe(true);
    expect(replay.matchReplay.jsonl).toContain(
      Buffer.from(api.app.get(MatchSecrets, { strict: false }).require(matchId).master).toString('hex'),
    );
  });
});
