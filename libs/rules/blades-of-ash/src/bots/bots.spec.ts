import {
  contextFor,
  createRandomSource,
  isRuleViolation,
  keysFromMatchSeed,
  runCommand,
  type Seat,
} from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { readyDeckById, readyDecks } from '../content/decks.js';
import type { BladesCommand } from '../engine/commands.js';
import { bladesOfAsh } from '../engine/module.js';
import type { BladesState } from '../engine/state.js';
import { randomBot, type BotName } from './bot.js';
import { bladesSetup, createBladesBot, playBladesBotMatch } from './blades-match.js';

const seedOf = (n: number) => new Uint8Array(32).fill(n);
const source = (n: number) => createRandomSource({ keyFor: keysFromMatchSeed(seedOf(n)) });

describe('random bot', () => {
  it('picks only among the legal commands, about uniformly, from its seeded source', () => {
    const bot = randomBot<null, string>(source(1));
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 3000; i += 1) counts[bot.choose(null, 0, ['a', 'b', 'c'])]! += 1;
    expect(Object.keys(counts)).toEqual(['a', 'b', 'c']);
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(850);
  });

  it('makes the same choices from the same seed and different ones from another', () => {
    const run = (n: number) => {
      const bot = randomBot<null, number>(source(n));
      return Array.from({ length: 40 }, () => bot.choose(null, 0, [1, 2, 3, 4, 5]));
    };
    expect(run(2)).toEqual(run(2));
    expect(run(2)).not.toEqual(run(3));
  });

  it('refuses to choose among nothing', () => {
    expect(() => randomBot<null, number>(source(1)).choose(null, 0, [])).toThrow(RangeError);
  });
});

/** Plays the opening of a skirmish (Belain Thalier against Ayranel, Capa de Cuervo) until seat 0 may act in the clash. */
function firstActivation(fill: number): BladesState {
  const decks = [readyDeckById('alba-filo-del-alba')!.deck, readyDeckById('cuervo-veneno-lento')!.deck] as const;
  let state = bladesOfAsh.initialState(bladesSetup(decks));
  const keyFor = keysFromMatchSeed(seedOf(fill));
  for (let step = 0; step < 200; step += 1) {
    const seat: Seat = bladesOfAsh.legalCommands(state, 0).length > 0 ? 0 : 1;
    const legal = bladesOfAsh.legalCommands(state, seat);
    if (state.phase === 'actions' && seat === 0 && state.clash?.stack.length === 0) return state;
    const find = (test: (c: BladesCommand) => boolean) => legal.find(test);
    const command =
      find((c) => c.type === 'PickHeroes' && c.data.keep.join() === '0,1,2') ??
      find((c) => c.type === 'Mulligan' && c.data.discard.length === 0) ??
      find((c) => c.type === 'PairHeroes' && [c.data.hero, c.data.rival].sort().join() === '0,7') ??
      find((c) => c.type === 'KeepDice') ??
      find((c) => c.type === 'Pass') ??
      legal[0]!;
    const applied = runCommand(bladesOfAsh, state, command, contextFor(bladesOfAsh, state, keyFor));
    if (isRuleViolation(applied)) throw new Error(applied.code);
    state = applied.state;
  }
  throw new Error('seat 0 never got to act');
}

const withLife = (state: BladesState, hero: number, life: number): BladesState => ({
  ...state,
  heroes: state.heroes.map((h, i) => (i === hero ? { ...h, life } : h)),
});

describe('greedy bot: lethal, then damage, then value', () => {
  it('deals damage rather than passing or drawing', () => {
    const state = firstActivation(4);
    const legal = bladesOfAsh.legalCommands(state, 0);
    expect(legal.some((c) => c.type === 'Pass')).toBe(true);
    const choice = createBladesBot('greedy', seedOf(4), 0).choose(state, 0, legal);
    expect(['PlayCard', 'ActivateAbility']).toContain(choice.type);
    const after = runCommand(bladesOfAsh, state, choice, contextFor(bladesOfAsh, state, keysFromMatchSeed(seedOf(4))));
    expect(isRuleViolation(after)).toBe(false);
  });

  it('knocks the paired rival out when it can', () => {
    const state = withLife(firstActivation(5), 7, 1);
    const legal = bladesOfAsh.legalCommands(state, 0);
    const choice = createBladesBot('greedy', seedOf(5), 0).choose(state, 0, legal);
    let after = runCommand(bladesOfAsh, state, choice, contextFor(bladesOfAsh, state, keysFromMatchSeed(seedOf(5))));
    for (
      let i = 0;
      i < 6 && !isRuleViolation(after) && after.state.clash !== null && after.state.clash.stack.length > 0;
      i += 1
    ) {
      const s: BladesState = after.state;
      const pass: BladesCommand = { type: 'Pass', data: { seat: s.clash!.priority } };
      after = runCommand(bladesOfAsh, s, pass, contextFor(bladesOfAsh, s, keysFromMatchSeed(seedOf(5))));
    }
    if (isRuleViolation(after)) throw new Error(after.code);
    expect(after.state.heroes[7]!.out).toBe(true);
  });

  // "Robo de Mano Inicial": the hand limit is checked at the end of each clash, so a card drawn
  // into a full hand is discarded there: paying dice for it only loses the dice.
  it('passes rather than paying dice to draw into a hand already at the limit', () => {
    const start = firstActivation(4);
    const me = start.players[0];
    const full = Array.from({ length: start.format.handLimit }, (_, i) => me.hand[i % me.hand.length]!);
    const state: BladesState = { ...start, players: [{ ...me, hand: full }, start.players[1]] };
    const legal = bladesOfAsh.legalCommands(state, 0).filter((c) => c.type === 'Pass' || c.type === 'DrawCard');
    expect(legal.some((c) => c.type === 'DrawCard')).toBe(true);
    for (const name of ['greedy', 'strong'] as const) {
      for (let n = 1; n <= 5; n += 1)
        expect(createBladesBot(name, seedOf(n), 0).choose(state, 0, legal).type).toBe('Pass');
    }
  });

  it('still pays dice to draw while the hand has room under the limit', () => {
    const start = firstActivation(4);
    const me = start.players[0];
    const state: BladesState = { ...start, players: [{ ...me, hand: me.hand.slice(0, 2) }, start.players[1]] };
    const legal = bladesOfAsh.legalCommands(state, 0).filter((c) => c.type === 'Pass' || c.type === 'DrawCard');
    expect(createBladesBot('greedy', seedOf(1), 0).choose(state, 0, legal).type).toBe('DrawCard');
  });

  it('beats the random bot in most skirmishes', () => {
    expect(winsAgainstRandom('greedy', { games: 12, firstSeed: 100 })).toBeGreaterThanOrEqual(8);
  });
});

describe('strong bot', () => {
  // Fixed seeds: the same games every run. The win rates over many games are `bench rules`'s.
  it('beats the random bot clearly, from either seat', () => {
    expect(winsAgainstRandom('strong', { games: 6, firstSeed: 140 })).toBeGreaterThanOrEqual(5);
  }, 120_000);
});

/**
 * Skirmishes `bot` wins against the random bot, switching seats each game, on fixed seeds from
 * `firstSeed` and fixed pairs of the nine ready decks.
 */
function winsAgainstRandom(bot: BotName, { games, firstSeed }: { games: number; firstSeed: number }): number {
  const decks = readyDecks();
  let wins = 0;
  for (let i = 0; i < games; i += 1) {
    const botSeat = i % 2;
    const match = playBladesBotMatch({
      seed: seedOf(firstSeed + i),
      decks: [decks[i % 9]!.deck, decks[(i * 5 + 3) % 9]!.deck],
      bots: botSeat === 0 ? [bot, 'random'] : ['random', bot],
    });
    if (match.result.outcome === 'win' && match.result.winner === botSeat) wins += 1;
  }
  return wins;
}
