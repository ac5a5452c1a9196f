import type { Seat } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { readyWotDecks } from '../content/decks.js';
import type { WotCommand } from '../engine/commands.js';
import { warlordsOfTerra as wot } from '../engine/module.js';
import type { PlayerState, WotState } from '../engine/state.js';
import { createWotBot, playWotBotMatch, type WotBotName } from './play.js';

const DECKS = readyWotDecks();
const seedOf = (n: number) => new Uint8Array(32).fill(n);

/** Seat 0's first gold step (A.3 paso 2) of a fixed game: Grask's gold-hungry list against another. */
function firstGoldStep(): WotState {
  let found: WotState | null = null;
  playWotBotMatch({
    seed: seedOf(1),
    decks: [DECKS[0]!.deck, DECKS[1]!.deck],
    bots: ['greedy', 'random'],
    observe: ({ state, seat, legal }) => {
      if (found === null && seat === 0 && legal.some((c) => c.type === 'AddGold')) found = state;
    },
  });
  if (found === null) throw new Error('seat 0 never reached its gold step');
  return found;
}

const withPlayer = (
  state: WotState,
  seat: Seat,
  change: Pick<Partial<PlayerState>, 'gold' | 'hand' | 'battle'>,
): WotState => {
  const players = [...state.players] as [PlayerState, PlayerState];
  players[seat] = { ...players[seat]!, ...change } as PlayerState;
  return { ...state, players };
};

const choices = (name: WotBotName, state: WotState, seat: Seat, runs: number): WotCommand[] =>
  Array.from({ length: runs }, (_, n) =>
    createWotBot(name, seedOf(n + 1), seat).choose(state, seat, wot.legalCommands(state, seat)),
  );

const goldCost = (state: WotState, card: number) => state.catalog[card]!.cost?.gold ?? 0;

describe('greedy bot spends its gold (A.3 paso 2)', () => {
  it('takes the gold, not the hero point, while its hand holds cards it cannot yet pay in gold', () => {
    const state = firstGoldStep();
    const me = state.players[0];
    expect(me.hand.some((c) => goldCost(state, c) > me.gold)).toBe(true);
    for (const command of choices('greedy', state, 0, 5))
      expect(command).toMatchObject({ type: 'AddGold', data: { heroPoint: false } });
  });

  it('hires reinforcements with gold it has nothing else to spend on', () => {
    const start = firstGoldStep();
    const me = start.players[0];
    const noGoldCards = me.hand.filter((c) => goldCost(start, c) === 0).slice(0, 5);
    const state = withPlayer(start, 0, { gold: 9, hand: noGoldCards });
    for (const command of choices('greedy', state, 0, 5))
      expect(command).toMatchObject({ type: 'AddGold', data: { hire: true } });
  });
});

describe('no bot loses at once by its own choice (A.7.2)', () => {
  it('never hires reinforcements with an empty battle deck', () => {
    const start = firstGoldStep();
    const state = withPlayer(start, 0, { gold: 9, battle: [] });
    expect(wot.legalCommands(state, 0)).toContainEqual({
      type: 'AddGold',
      data: { seat: 0, heroPoint: false, hire: true },
    });
    for (const name of ['random', 'greedy'] as const) {
      for (const command of choices(name, state, 0, 40))
        expect(command).toMatchObject({ type: 'AddGold', data: { hire: false } });
    }
  });
});

describe('strong bot', () => {
  // Fixed seeds: the same games every run. The win rates over many games are `bench rules`'s.
  it('beats the random bot clearly, from either seat', () => {
    let wins = 0;
    for (let i = 0; i < 2; i += 1) {
      const strongSeat = i % 2;
      const match = playWotBotMatch({
        seed: seedOf(40 + i),
        decks: [DECKS[i % DECKS.length]!.deck, DECKS[(i * 3 + 1) % DECKS.length]!.deck],
        bots: strongSeat === 0 ? ['strong', 'random'] : ['random', 'strong'],
      });
      if (match.result.outcome === 'win' && match.result.winner === strongSeat) wins += 1;
    }
    expect(wins).toBe(2);
  }, 180_000);
});
