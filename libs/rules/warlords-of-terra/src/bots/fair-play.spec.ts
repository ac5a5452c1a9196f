import { commandKey, type Seat } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readyWotDecks } from '../content/decks.js';
import type { WotCommand } from '../engine/commands.js';
import { warlordsOfTerra as wot } from '../engine/module.js';
import type { WotState } from '../engine/state.js';
import {
  choiceDraws,
  choiceFinder,
  playWholeGamesListed,
  type WholeGame,
} from '../../../kernel/src/testing/fair-play.js';
import { hideFrom } from '../testing/hide.js';
import { createWotBot, playWotBotMatch, type WotBotName } from './play.js';

// The greedy practice bot plans only from what its seat may see: in a practice match the
// human's hand, deck list after swaps and every deck order never steer it.

const DECKS = readyWotDecks();
const matchArb = choiceDraws(DECKS.length);

/** A decision with a real choice from a random game, most often in the tactical phase. */
const decisionOf = choiceFinder<WotState, WotCommand, WotBotName>({
  play: playWotBotMatch,
  decks: DECKS,
  bots: ['greedy', 'random'],
  preferred: (state) => state.phase === 'tactical',
  otherEvery: 3,
});

const choice = (name: 'greedy' | 'strong', seed: Uint8Array, state: WotState, seat: Seat): WotCommand =>
  createWotBot(name, seed, seat).choose(state, seat, wot.legalCommands(state, seat));

// The strong bot plays turns out on its determinized state (determinize.ts): fewer runs, as each choice costs more.
describe.each([
  ['greedy', 30],
  ['strong', 8],
] as const)('%s bot plays fair', (name, runs) => {
  it('given a decision, when the rival holds other cards and the decks lie in another order, then the bot picks the same command', () => {
    fc.assert(
      fc.property(matchArb, ({ seed, decks, step }) => {
        const { state, seat } = decisionOf(seed, decks, step);
        const variant = hideFrom(state, { kind: 'seat', seat });
        const rival = seat === 0 ? 1 : 0;
        if (state.players[rival].hand.length > 0 && state.players[rival].battle.length > 1)
          expect(variant.players[rival]).not.toEqual(state.players[rival]);
        const chosen = choice(name, seed, state, seat);
        expect(wot.legalCommands(state, seat).map(commandKey)).toContain(commandKey(chosen));
        expect(commandKey(choice(name, seed, variant, seat))).toBe(commandKey(chosen));
      }),
      { numRuns: runs },
    );
  });
});

describe('greedy bot in whole games', () => {
  it('given whole games, when the greedy bot acts, then every command is one the real state lists as legal', () => {
    playWholeGamesListed(
      { play: playWotBotMatch, decks: DECKS },
      { firstSeed: 90, count: 3 },
      (n): WholeGame<WotBotName> => ({
        decks: [n, (n * 2 + 3) % DECKS.length],
        bots: ['greedy', 'greedy'],
      }),
    );
  });
});
