import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '@cronica/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, signUp, startTestApi, type Account, type TestApi } from '../testing/harness.js';
import { masterSeedHex } from '../testing/master-seeds.js';
import { EVENT_STORE } from '../store/tokens.js';
import {
  asInput,
  chooser,
  friendlyMatch,
  REPLAY,
  SEED,
  SUBMIT,
  VIEW_FIELDS,
  viewOf,
  type ViewShape,
  verifyServed,
} from './match-play.testkit.js';

// Two players play a Blades of Ash match through submitGameCommand while a spectator
// subscription receives only redacted, delayed views and log lines.

/** Every event in the store as JSON, and every file under the API's DATA_DIR as text. */
async function storedText(api: TestApi): Promise<string[]> {
  const texts: string[] = [];
  for await (const event of api.app.get<EventStore>(EVENT_STORE, { strict: false }).readAll())
    texts.push(JSON.stringify({ type: event.type, data: event.data, metadata: event.metadata }));
  for (const name of readdirSync(api.dataDir, { recursive: true, encoding: 'utf8' })) {
    const path = join(api.dataDir, name);
    if (statSync(path).isFile()) texts.push(readFileSync(path).toString('latin1'));
  }
  return texts;
}

interface BladesViewJson {
  phase: string;
  players: Array<{ seat: number; hand: string[] | null; handCount: number }>;
  heroes: Array<{ seat: number; kept: boolean | null }>;
}

const SUBSCRIBE = `subscription ($m: ID!) { matchUpdated(matchId: $m) { ${VIEW_FIELDS} } }`;

/** Collects every payload of a subscription until it is disposed. */
function collect(
  api: TestApi,
  matchId: string,
  token?: string,
): { payloads: ViewShape[]; raw: string[]; ready: Promise<void> } {
  const client = api.ws(token);
  const payloads: ViewShape[] = [];
  const raw: string[] = [];
  const ready = new Promise<void>((resolve) => client.on('connected', () => setTimeout(resolve, 100)));
  client.subscribe<{ matchUpdated: ViewShape }>(
    { query: SUBSCRIBE, variables: { m: matchId } },
    {
      next: (value) => {
        raw.push(JSON.stringify(value));
        if (value.data) payloads.push(value.data.matchUpdated);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return { payloads, raw, ready };
}

describe('a live Blades of Ash match between two players', () => {
  let api: TestApi;
  let ana: Account;
  let bea: Account;
  let carla: Account;
  let matchId: string;
  let feeds: Record<'spectator' | 'outsider' | 'player', ReturnType<typeof collect>>;
  const seeds = [randomBytes(32).toString('hex'), randomBytes(32).toString('hex')];
  const tokenOf = (seat: number) => (seat === 0 ? ana.token : bea.token);

  beforeAll(async () => {
    process.env.SPECTATOR_DELAY_EVENTS = '2';
    api = await startTestApi();
    [ana, bea, carla] = [await signUp(api, 'ana'), await signUp(api, 'bea'), await signUp(api, 'carla')];
  });
  afterAll(async () => {
    delete process.env.SPECTATOR_DELAY_EVENTS;
    await api.stop();
  });

  it('creates the match with the seed commitment first, and starts it once both players sent their seeds', async () => {
    matchId = await friendlyMatch(api.gql, ana, bea, cmd('friendly'));
    const match = await viewOf(api, matchId, ana.token);
    expect(match).toMatchObject({ status: 'awaiting-seeds', yourSeat: 0, state: null });
    expect(match.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    feeds = {
      spectator: collect(api, matchId),
      outsider: collect(api, matchId, carla.token),
      player: collect(api, matchId, ana.token),
    };
    await Promise.all(Object.values(feeds).map((feed) => feed.ready));
    await mutate(api, SEED, { m: matchId, s: seeds[0], c: cmd('seed') }, ana.token);
    const again = await api.gql(SEED, { m: matchId, s: seeds[0], c: cmd('seed') }, ana.token);
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'match.seed-already-contributed',
    });
    const started = await mutate<{ contributeMatchSeed: { match: { status: string } } }>(
      api,
      SEED,
      { m: matchId, s: seeds[1], c: cmd('seed') },
      bea.token,
    );
    expect(started.contributeMatchSeed.match.status).toBe('live');
  });

  it("a player cannot act for the rival, nor read the rival's hand or draft picks", async () => {
    const mine = await viewOf(api, matchId, ana.token);
    expect(mine.legalCommands.length).toBeGreaterThan(0);
    expect(mine.legalCommands.every((c) => c.command.data.seat === undefined && c.text.length > 0)).toBe(true);
    const outsider = await api.gql(SUBMIT, { m: matchId, cmd: asInput(mine.legalCommands[0]!), c: cmd() }, carla.token);
    expect(outsider.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await api.gql(SUBMIT, { m: matchId, cmd: asInput(mine.legalCommands[0]!), c: cmd() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // A command claiming the rival's seat is played for the sender's own seat: seat 0 picks its heroes.
    const claimed = asInput(mine.legalCommands[0]!) as { type: string; data: object };
    await mutate(
      api,
      SUBMIT,
      { m: matchId, cmd: { ...claimed, data: { ...claimed.data, seat: 1 } }, c: cmd() },
      ana.token,
    );
    const players = ((await viewOf(api, matchId, ana.token)).state as { players: Array<{ picked: boolean }> }).players;
    expect(players.map((p) => p.picked)).toEqual([true, false]);
    // Seat 1 must not learn which heroes seat 0 kept before the reveal.
    const rival = (await viewOf(api, matchId, bea.token)).state as BladesViewJson;
    expect(rival.heroes.filter((h) => h.seat === 0).every((h) => h.kept === null)).toBe(true);
    const own = (await viewOf(api, matchId, ana.token)).state as BladesViewJson;
    expect(own.heroes.filter((h) => h.seat === 0).some((h) => h.kept === true)).toBe(true);
  });

  it('plays to the end through submitGameCommand; spectators only ever get redacted, delayed views', async () => {
    const { spectator, outsider, player } = feeds;
    const pick = chooser(7);
    let seat = 0;
    let last = await viewOf(api, matchId, tokenOf(seat));
    for (let step = 0; step < 5000 && last.status !== 'finished'; step += 1) {
      if (last.legalCommands.length === 0) {
        seat = 1 - seat;
        last = await viewOf(api, matchId, tokenOf(seat));
        continue;
      }
      const sent = await api.gql<{ submitGameCommand: { match: ViewShape } }>(
        SUBMIT,
        { m: matchId, cmd: asInput(pick(last.legalCommands)), c: cmd('move') },
        tokenOf(seat),
      );
      expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
      last = sent.data!.submitGameCommand.match;
    }
    expect(last?.sealed).toBe(true);
    expect(last!.result).toHaveProperty('outcome');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(spectator.payloads.length).toBeGreaterThan(20);
    const master = await masterSeedHex(api.dataDir, matchId);
    for (const feed of [spectator, outsider]) {
      expect(feed.payloads.every((view) => view.viewer === 'spectator' && view.legalCommands.length === 0)).toBe(true);
      const live = feed.payloads.filter((view) => view.status === 'live');
      expect(live.some((view) => (view.state as BladesViewJson).phase === 'draft')).toBe(true);
      expect(live.some((view) => view.delayedEvents === 2)).toBe(true);
      // The log is delayed like the board: no line tells an event the view does not show yet.
      expect(live.every((view) => view.log.every((line) => line.index < view.eventCount))).toBe(true);
      for (const view of live) {
        const state = view.state as BladesViewJson;
        expect(state.players.every((p) => p.hand === null)).toBe(true);
        if (state.phase === 'draft') expect(state.heroes.every((h) => h.kept === null)).toBe(true);
      }
    }
    expect(last!.log.length).toBeGreaterThan(20);
    // The view keeps the last 50 lines; a draw happened somewhere along the match the player watched.
    expect([last!, ...player.payloads].some((view) => view.log.some((line) => / roba /.test(line.text)))).toBe(true);
    const rivalHands = player.payloads
      .filter((view) => view.state !== null)
      .map((view) => (view.state as BladesViewJson).players[1]!.hand);
    expect(rivalHands.every((hand) => hand === null)).toBe(true);
    // Nor is the master seed in any event of the store or any file under DATA_DIR: it is derived, never kept.
    const stored = await storedText(api);
    expect(stored.length).toBeGreaterThan(20);
    for (const text of stored) expect(text).not.toContain(master);
    for (const text of [...spectator.raw, ...outsider.raw, ...player.raw]) {
      for (const secret of [master, ...seeds]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"(deck|library|order)"\s*:/);
    }
  });

  it('serves the sealed replay: public for anyone, a seat for its player; both verify against the served key', async () => {
    const keys = (await fetch(`${api.url}/.well-known/cronica-replay-keys.json`).then((r) => r.json())) as {
      keys: Array<{ id: string; publicKey: string }>;
    };
    expect(keys.keys).toHaveLength(1);
    const pub = await mutate<{
      matchReplay: { jsonl: string; keyId: string; revealPhase: string; waitingChecks: string[] };
    }>(api, REPLAY, { m: matchId, v: 'public' });
    expect(pub.matchReplay.keyId).toBe(keys.keys[0]!.id);
    // A friendly match is its own event: once sealed, the public file reveals everything.
    expect(pub.matchReplay).toMatchObject({ revealPhase: 'tournament-ended', waitingChecks: [] });
    const report = verifyServed(pub.matchReplay.jsonl, { publicKeys: [keys.keys[0]!.publicKey] });
    expect(report.errors).toEqual([]);
    expect(report.fullyVerified).toBe(true);
    const seat = await mutate<{ matchReplay: { jsonl: string } }>(api, REPLAY, { m: matchId, v: 'seat:1' }, bea.token);
    expect(verifyServed(seat.matchReplay.jsonl, { publicKeys: [keys.keys[0]!.publicKey] }).verified).toBe(true);
    const stolen = await api.gql(REPLAY, { m: matchId, v: 'seat:1' }, ana.token);
    expect(stolen.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const judge = await api.gql(REPLAY, { m: matchId, v: 'judge' }, carla.token);
    expect(judge.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
