import { commandKey, type Seat } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readyDecks } from '../content/decks.js';
import type { BladesCommand } from '../engine/commands.js';
import { bladesOfAsh } from '../engine/module.js';
import { other, playerOf, type BladesState, type PlayerState } from '../engine/state.js';
import { createBladesBot, playBladesBotMatch } from './blades-match.js';
import type { BotName } from './bot.js';
import { createDeterminizer, determinizeFor, HIDDEN_CARD } from './determinize.js';
import {
  choiceDraws,
  choiceFinder,
  playWholeGamesListed,
  type WholeGame,
} from '../../../kernel/src/testing/fair-play.js';

// Played fair: the greedy bot plans only from what its seat may see, so in a
// practice match the human's hand and deck order never steer it.

const DECKS = readyDecks();
const matchArb = choiceDraws(DECKS.length);
/** Which card replaces each hidden one, and how the hidden orders are shuffled. */
const hiddenArb = fc.record({
  cards: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
  shuffle: fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
});

/** A decision with a real choice from a random game, in the action phase when the game has one. */
const decisionOf = choiceFinder<BladesState, BladesCommand, BotName>({
  play: playBladesBotMatch,
  decks: DECKS,
  bots: ['random', 'random'],
  preferred: (state) => state.phase === 'actions',
  otherEvery: 4,
});

function shuffled(cards: readonly number[], order: readonly number[]): number[] {
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = order[i % order.length]! % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The same public facts, other hidden ones: the rival's hand swapped for other cards, both decks reordered. */
function withOtherSecrets(
  state: BladesState,
  seat: Seat,
  hidden: { cards: readonly number[]; shuffle: readonly number[] },
): BladesState {
  const rival = other(seat);
  const players: [PlayerState, PlayerState] = [state.players[0], state.players[1]];
  const own = playerOf(state, seat);
  const theirs = playerOf(state, rival);
  players[seat] = { ...own, deck: shuffled(own.deck, hidden.shuffle) };
  players[rival] = {
    ...theirs,
    hand: theirs.hand.map(
      (card, i) =>
        (card + 1 + (hidden.cards[i % hidden.cards.length]! % (state.catalog.length - 1))) % state.catalog.length,
    ),
    deck: shuffled(theirs.deck, hidden.shuffle.slice().reverse()),
    picks:
      state.revealed || theirs.picks === null
        ? theirs.picks
        : shuffled([0, 1, 2, 3, 4], hidden.shuffle).slice(0, theirs.picks.length),
  };
  return { ...state, players };
}

const choiceOf = (name: 'greedy' | 'strong', seed: Uint8Array, state: BladesState, seat: Seat) =>
  createBladesBot(name, seed, seat).choose(state, seat, bladesOfAsh.legalCommands(state, seat));

// The strong bot plays games out on its determinized state: fewer runs, as each choice costs more.
describe.each([
  ['greedy', 60, 40],
  ['strong', 12, 8],
] as const)('%s bot plays fair (view rules in engine/view.ts)', (name, secretRuns, legalRuns) => {
  it('given a decision, when the rival holds other cards and the decks lie in another order, then the bot picks the same command', () => {
    fc.assert(
      fc.property(matchArb, hiddenArb, ({ seed, decks, step }, hidden) => {
        const { state, seat } = decisionOf(seed, decks, step);
        const variant = withOtherSecrets(state, seat, hidden);
        const rivalHand = playerOf(state, other(seat)).hand;
        if (rivalHand.length > 0) expect(playerOf(variant, other(seat)).hand).not.toEqual(rivalHand);
        expect(commandKey(choiceOf(name, seed, variant, seat))).toBe(commandKey(choiceOf(name, seed, state, seat)));
      }),
      { numRuns: secretRuns },
    );
  });

  it('given any decision, when the bot chooses, then its command is one the real state lists as legal', () => {
    fc.assert(
      fc.property(matchArb, ({ seed, decks, step }) => {
        const { state, seat } = decisionOf(seed, decks, step);
        const legal = bladesOfAsh.legalCommands(state, seat).map(commandKey);
        expect(legal).toContain(commandKey(choiceOf(name, seed, state, seat)));
      }),
      { numRuns: legalRuns },
    );
  });
});

describe('greedy bot in whole games', () => {
  it('given whole games with the greedy bot, when it acts, then every command is in legalCommands of the real state', () => {
    playWholeGamesListed(
      { play: playBladesBotMatch, decks: DECKS },
      { firstSeed: 60, count: 4 },
      (n): WholeGame<BotName> => ({
        decks: [n, (n * 4 + 2) % DECKS.length],
        bots: n % 2 === 0 ? ['greedy', 'greedy'] : ['random', 'greedy'],
      }),
    );
  });

  it('given two states differing only in what the seat cannot see, when determinized for that seat, then they are the same state', () => {
    fc.assert(
      fc.property(matchArb, hiddenArb, ({ seed, decks, step }, hidden) => {
        const { state, seat } = decisionOf(seed, decks, step);
        const known = determinizeFor(state, seat);
        expect(determinizeFor(withOtherSecrets(state, seat, hidden), seat)).toEqual(known);
        const perBot = createDeterminizer();
        expect(perBot(withOtherSecrets(state, seat, hidden), seat)).toEqual(known);
        expect(perBot(state, seat)).toEqual(known);
        const hiddenIndex = known.catalog.indexOf(HIDDEN_CARD);
        expect(playerOf(known, other(seat)).hand).toEqual(playerOf(state, other(seat)).hand.map(() => hiddenIndex));
        expect(playerOf(known, seat).hand).toEqual(playerOf(state, seat).hand);
        expect(known.players[0].deck.length + known.players[1].deck.length).toBe(
          state.players[0].deck.length + state.players[1].deck.length,
        );
        // The placeholder is never playable, so the simulated rival can only pass or answer with abilities.
        const rivalOptions = bladesOfAsh.legalCommands(known, other(seat));
        expect(rivalOptions.some((c) => c.type === 'PlayCard' && c.data.card === HIDDEN_CARD.id)).toBe(false);
      }),
      { numRuns: 40 },
    );
  });
});
