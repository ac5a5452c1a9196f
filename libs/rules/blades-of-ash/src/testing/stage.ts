import type { Seat } from '@cronica/rules-kernel';
import type { ActionCard } from '../cards/schema.js';
import { DieColorSchema, type Counter } from '../cards/vocabulary.js';
import { COUNTERS } from '../cards/vocabulary.js';
import type { BladesCommand } from '../engine/commands.js';
import type { FormatOptions } from '../engine/format.js';
import { playerOf, type BladesSetup, type BladesState, type Die } from '../engine/state.js';
import { copyClash, copyHero, copyPlayer, copyState } from '../engine/update.js';
import { Table, fixtureSetup, type CardSetup } from './play.js';

/**
 * Test staging: play the real commands up to a point, then set the parts a scenario is about
 * (hands, dice, counters). Heroes: seat 0 list 0..4 (Belain Thalier is 0), seat 1 list 5..9
 * (Ayranel is 5); both keep list positions 0, 1, 2.
 */

export const BELAIN = 0;
export const AYRANEL = 5;

/** Draft (keep 0,1,2), no mulligan, seat 0 attacker: the table waits for the first pairing. */
export function toPairing(seed = 1, setup: BladesSetup = fixtureSetup()): Table {
  const t = new Table(setup, seed);
  t.run({ type: 'PickHeroes', data: { seat: 0, keep: [0, 1, 2] } });
  t.run({ type: 'PickHeroes', data: { seat: 1, keep: [0, 1, 2] } });
  t.run({ type: 'Mulligan', data: { seat: 0, discard: [] } });
  t.run({ type: 'Mulligan', data: { seat: 1, discard: [] } });
  const chooser = t.state.roleChooser!;
  t.run({ type: 'ChooseRole', data: { seat: chooser, role: chooser === 0 ? 'attacker' : 'defender' } });
  return t;
}

/** Pairings 0-5, 6-1 (defender's choice), 2-7; then both keep their first roll. */
export function toActions(seed = 1, setup?: BladesSetup): Table {
  const t = toPairing(seed, setup);
  t.run({ type: 'PairHeroes', data: { seat: 0, hero: 0, rival: 5 } });
  t.run({ type: 'PairHeroes', data: { seat: 1, hero: 6, rival: 1 } });
  while (t.state.phase === 'dice') {
    const seat = t.state.clash!.diceStep!.seat;
    t.run({ type: 'KeepDice', data: { seat } });
  }
  return t;
}

export interface Given {
  hands?: Partial<Record<Seat, string[]>>;
  /** A seat's dice as they read on the table, color and face: `'red 2, blue 4'`. */
  dice?: Partial<Record<Seat, string>>;
  counters?: Partial<Record<number, Partial<Record<Counter, number>>>>;
  life?: Partial<Record<number, number>>;
  /** Whose activation it is (priority too); default seat 0. */
  activation?: Seat;
  format?: Partial<FormatOptions>;
  /** Extra cards shuffled into both decks, so hands may name them. */
  cards?: ActionCard[];
}

/** An actions-phase table with Belain (0) against Ayranel (5), shaped by `given`. */
export function givenClash(given: Given = {}, seed = 1): Table {
  const setup = fixtureSetup(given.format);
  const extra = given.cards ?? [];
  const withCards: CardSetup = {
    ...setup,
    players: [0, 1].map((s) => ({
      ...setup.players[s]!,
      actions: setup.players[s]!.actions.concat(extra),
    })) as unknown as CardSetup['players'],
  };
  const t = toActions(seed, withCards);
  t.state = shape(t.state, given);
  return t;
}

function shape(state: BladesState, given: Given): BladesState {
  const next = copyState(state);
  next.players = [0, 1].map((seat) => {
    const p = copyPlayer(playerOf(state, seat as Seat));
    const hand = given.hands?.[seat as Seat];
    if (hand !== undefined) p.hand = hand.map((id) => state.cardIndex[id]!);
    const dice = given.dice?.[seat as Seat];
    if (dice !== undefined) p.dice = diceOf(dice);
    return p;
  }) as unknown as BladesState['players'];
  next.heroes = state.heroes.map((h, i) => {
    const counters = given.counters?.[i];
    const life = given.life?.[i];
    if (counters === undefined && life === undefined) return h;
    const copy = copyHero(h);
    if (counters !== undefined) copy.counters = COUNTERS.map((c) => counters[c] ?? 0);
    if (life !== undefined) copy.life = life;
    return copy;
  });
  const clash = copyClash(state.clash!);
  clash.activation = given.activation ?? 0;
  clash.priority = given.activation ?? 0;
  clash.acted = false;
  clash.passes = 0;
  next.clash = clash;
  return next;
}

/** `'red 2, blue 4'` as unspent dice (`''`: none); a color the game lacks fails the test that names it. */
function diceOf(text: string): Die[] {
  if (text.trim() === '') return [];
  return text.split(',').map((die): Die => {
    const [color, face] = die.trim().split(/\s+/);
    return { color: DieColorSchema.parse(color), face: Number(face), spent: false };
  });
}

export const play = (seat: Seat, card: string, dice: number[], target?: number): BladesCommand => ({
  type: 'PlayCard',
  data: target === undefined ? { seat, card, dice } : { seat, card, dice, target },
});
export const ability = (seat: Seat, id: string, dice: number[], target?: number): BladesCommand => ({
  type: 'ActivateAbility',
  data: target === undefined ? { seat, ability: id, dice } : { seat, ability: id, dice, target },
});
export const pass = (seat: Seat): BladesCommand => ({ type: 'Pass', data: { seat } });

/** The clash `given` shapes once seat 0 has played Tajo, from its hand, at Ayranel with its first two dice. */
export function tajoPlayedAtAyranel(given: Given): Table {
  const t = givenClash({ ...given, hands: { ...given.hands, 0: ['tajo'] } });
  t.run(play(0, 'tajo', [0, 1], AYRANEL));
  return t;
}

/**
 * Seat 1 answers that Tajo (paid with two red dice) with `reaction`, the only card in its hand,
 * paying with every one of `dice`; seat 0 passes on the answer.
 */
export function tajoAnsweredWith(reaction: string, dice: string, given: Given = {}): Table {
  const t = tajoPlayedAtAyranel({ ...given, hands: { 1: [reaction] }, dice: { 0: 'red 1, red 1', 1: dice } });
  t.run(play(1, reaction, [...diceOf(dice).keys()]));
  t.run(pass(0));
  return t;
}
