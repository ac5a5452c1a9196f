import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type Account, type TestApi } from '../testing/harness.js';
import {
  friendlyMatch,
  SEED,
  SUBMIT,
  VIEW,
  VIEW_FIELDS,
  viewOf,
  type LegalShape,
  type ViewShape,
} from './match-play.testkit.js';

/**
 * A size side channel gave away a rival's drawn cards: store positions grew by the card id's
 * length. Two ECG matches here differ only in their hidden cards (the same ready decks and the
 * same commands, but each match has its own secret master seed, so both decks are shuffled
 * differently): everything the public can observe must be byte for byte the same, and so must
 * the store's own growth per command, which is what positions were made of.
 */

const SUBSCRIBE = `subscription ($m: ID!) { matchUpdated(matchId: $m) { ${VIEW_FIELDS} } }`;
const PLAYER_SEEDS = ['1'.repeat(64), '2'.repeat(64)];
const STEPS = 24;

interface Observed {
  /** Every spectator push, in order, each with the number of commands sent when it arrived. */
  pushes: string[];
  /** The anonymous public view after each command. */
  publicViews: string[];
  /** The anonymous public health answer after each command. */
  health: string[];
  /** What a mutation tells the sender about the store: events written, token length. */
  acknowledgements: string[];
  /** How many bytes the store grew by for each command (operators only; it is what positions were). */
  storeGrowth: number[];
  /** The player's own hand, to show the two matches did differ in hidden cards. */
  hands: string[];
}

/** Commands that reveal nothing: the opening draws, turn order, reinforcing without discards, passing. */
function quietCommand(legal: readonly LegalShape[]): LegalShape {
  const byType = (type: string) => legal.filter((l) => l.command.type === type);
  const reinforce = byType('Reinforce')
    .filter((l) => (l.command.data.discard as unknown[]).length === 0)
    .sort((a, b) => (b.command.data.draw as number) - (a.command.data.draw as number));
  const choose = byType('ChooseTurnOrder').find((l) => l.command.data.go === 'first');
  const found = byType('DrawOpeningHand')[0] ?? choose ?? reinforce[0] ?? byType('Pass')[0] ?? byType('EndTurn')[0];
  if (!found) throw new Error(`no quiet command among ${legal.map((l) => l.command.type).join(', ')}`);
  return found;
}

function spectate(
  api: TestApi,
  matchId: string,
  commandsSent: () => number,
): { pushes: string[]; ready: Promise<void>; client: Client } {
  const client = api.ws();
  const pushes: string[] = [];
  const ready = new Promise<void>((resolve) => client.on('connected', () => setTimeout(resolve, 100)));
  client.subscribe(
    { query: SUBSCRIBE, variables: { m: matchId } },
    {
      next: (value) => pushes.push(`${commandsSent()} ${JSON.stringify(value)}`),
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return { pushes, ready, client };
}

/** Waits until no push has arrived for a while, so each push is counted at the command that caused it. */
async function quiet(pushes: readonly string[]): Promise<void> {
  let seen = -1;
  while (seen !== pushes.length) {
    seen = pushes.length;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function playQuietMatch(api: TestApi, label: string, players: readonly [Account, Account]): Promise<Observed> {
  const id = (n: number) => `${label}-step-${String(n).padStart(3, '0')}`;
  const matchId = await friendlyMatch(api.gql, players[0], players[1], id(0), { game: 'ecg' });
  const { seedCommitment } = await viewOf(api, matchId, players[0].token);
  let sent = 0;
  const feed = spectate(api, matchId, () => sent);
  await feed.ready;
  const observed: Observed = {
    pushes: feed.pushes,
    publicViews: [],
    health: [],
    acknowledgements: [],
    storeGrowth: [],
    hands: [],
  };
  let head = BigInt((await api.storeHead()) ?? '0');
  const record = async (ack: string) => {
    await quiet(feed.pushes);
    const now = BigInt((await api.storeHead()) ?? '0');
    observed.storeGrowth.push(Number(now - head));
    head = now;
    observed.acknowledgements.push(ack);
    observed.publicViews.push(JSON.stringify((await api.gql(VIEW, { m: matchId })).data));
    observed.health.push(await (await fetch(`${api.url}/health`)).text());
  };
  for (const seat of [0, 1]) {
    const seeded = await api.gql<{ contributeMatchSeed: { result: { events: number } } }>(
      SEED,
      { m: matchId, s: PLAYER_SEEDS[seat], c: id(seat + 1) },
      players[seat]!.token,
    );
    sent += 1;
    await record(`seed ${seeded.data?.contributeMatchSeed.result.events}`);
  }
  for (let step = 3; step < STEPS + 3; step += 1) {
    const views = await Promise.all(
      players.map((p) => api.gql<{ matchView: ViewShape }>(VIEW, { m: matchId }, p.token)),
    );
    const seat = views.findIndex((v) => (v.data?.matchView.legalCommands.length ?? 0) > 0);
    if (seat < 0) break;
    const view = views[seat]!.data!.matchView;
    observed.hands.push(
      JSON.stringify((view.state as { players?: Array<{ hand?: unknown }> }).players?.[seat]?.hand ?? null),
    );
    const answer = await api.gql<{
      submitGameCommand: { result: { events: number; duplicate: boolean; position: string } };
    }>(SUBMIT, { m: matchId, cmd: quietCommand(view.legalCommands).command, c: id(step) }, players[seat]!.token);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const { events, duplicate, position } = answer.data!.submitGameCommand.result;
    sent += 1;
    await record(`seat ${seat} ${events} ${duplicate} token-length ${position.length}`);
  }
  await feed.client.dispose();
  return anonymised(observed, [matchId, seedCommitment, ...players.flatMap((p) => [p.id, p.username])]);
}

/** Replaces what legitimately differs between two matches (ids, names, the seed commitment) by placeholders. */
function anonymised(observed: Observed, names: readonly string[]): Observed {
  const strip = (text: string) => names.reduce((out, name, i) => out.split(name).join(`<${i}>`), text);
  const { pushes, publicViews, health, acknowledgements } = observed;
  return {
    ...observed,
    pushes: pushes.map(strip),
    publicViews: publicViews.map(strip),
    health: health.map(strip),
    acknowledgements: acknowledgements.map(strip),
  };
}

describe('two matches that differ only in hidden cards look the same from outside', () => {
  let api: TestApi;
  let first: Observed;
  let second: Observed;

  beforeAll(async () => {
    process.env.SPECTATOR_DELAY_EVENTS = '1';
    api = await startTestApi();
    const [a0, a1, b0, b1] = [
      await signUp(api, 'ana-a'),
      await signUp(api, 'bea-a'),
      await signUp(api, 'ana-b'),
      await signUp(api, 'bea-b'),
    ];
    first = await playQuietMatch(api, 'a', [a0, a1]);
    second = await playQuietMatch(api, 'b', [b0, b1]);
  });
  afterAll(async () => {
    delete process.env.SPECTATOR_DELAY_EVENTS;
    await api.stop();
  });

  it('the two matches did deal different hidden cards', () => {
    expect(first.hands.length).toBe(STEPS);
    expect(first.hands.some((hand) => hand.length > 10)).toBe(true);
    expect(first.hands).not.toEqual(second.hands);
  });

  it('spectators receive byte-identical pushes, at the same commands', () => {
    expect(first.pushes.length).toBeGreaterThan(STEPS / 2);
    expect(second.pushes).toEqual(first.pushes);
  });

  it('the anonymous public view and /health answer byte for byte the same after every command', () => {
    expect(second.publicViews).toEqual(first.publicViews);
    expect(second.health).toEqual(first.health);
  });

  it("the sender's acknowledgement carries the same event counts and a token of the same length", () => {
    expect(second.acknowledgements).toEqual(first.acknowledgements);
    expect(
      new Set(first.acknowledgements.filter((a) => a.startsWith('seat')).map((a) => a.split(' ').pop())).size,
    ).toBe(1);
  });

  it('the store grows by the same number of bytes for every command, so no position could tell the cards apart', () => {
    expect(first.storeGrowth.every((bytes) => bytes > 0)).toBe(true);
    expect(second.storeGrowth).toEqual(first.storeGrowth);
  });
});
