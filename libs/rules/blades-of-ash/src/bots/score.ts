import type { Seat } from '@cronica/rules-kernel';
import { COUNTER_RULES, COUNTERS, type Counter, type Hero } from '../cards/schema.js';
import { HEROES_PER_LIST, type BladesState } from '../engine/state.js';

/**
 * How good a state is for a seat, in the greedy bot's order of preference:
 * lethal (a won skirmish, then rival heroes knocked out) outweighs damage (life), which outweighs
 * value (cards, dice, counters, equipment, stat changes). Only the heroes kept in the draft count
 * once picks are made: the discarded ones never play ("Draft de Héroes").
 */
export const WIN_SCORE = 1_000_000;
export const LETHAL = 10_000;
export const LIFE = 100;
export const CARD = 4;
/** Prepared dice are lost at the end of the clash, so keeping them is worth little. */
export const DIE = 1;
export const COUNTER = 5;
export const EQUIPMENT = 8;
export const STAT = 3;

/** Which way a counter moves its hero's worth: +1 for a boon, -1 for a bane. */
export const counterSign = (counter: Counter): number => (COUNTER_RULES[counter].polarity === 'boon' ? 1 : -1);
const POLARITY: readonly number[] = COUNTERS.map(counterSign);

export function scoreFor(state: BladesState, seat: Seat): number {
  const result = state.result;
  if (result !== null) return result.outcome === 'win' ? (result.winner === seat ? WIN_SCORE : -WIN_SCORE) : 0;
  let score = 0;
  for (let owner = 0; owner < state.players.length; owner += 1) {
    const sign = owner === seat ? 1 : -1;
    const picks = state.players[owner]!.picks;
    for (let position = 0; position < HEROES_PER_LIST; position += 1) {
      if (picks !== null && !picks.includes(position)) continue;
      const hero = state.heroes[owner * HEROES_PER_LIST + position]!;
      score +=
        sign *
        (hero.out
          ? -LETHAL
          : hero.life * LIFE + heroValue(hero.counters, hero.mods, hero.clashMods, hero.equipment.length));
    }
  }
  for (let owner = 0; owner < state.players.length; owner += 1) {
    const player = state.players[owner]!;
    const sign = owner === seat ? 1 : -1;
    let prepared = 0;
    for (const die of player.dice) if (!die.spent) prepared += 1;
    // Cards above the hand limit are discarded at the clash's end ("Robo de Mano Inicial"): worth nothing.
    score += sign * (Math.min(player.hand.length, state.format.handLimit) * CARD + prepared * DIE);
  }
  return score;
}

function heroValue(
  counters: readonly number[],
  mods: readonly number[],
  clashMods: readonly number[],
  equipment: number,
): number {
  let value = equipment * EQUIPMENT;
  for (let i = 0; i < counters.length; i += 1) value += POLARITY[i]! * counters[i]! * COUNTER;
  for (let i = 0; i < mods.length; i += 1) value += (mods[i]! + clashMods[i]!) * STAT;
  return value;
}

/** A hero's worth on paper, for the draft and pairings. */
export function heroPower(hero: Hero): number {
  return (
    hero.life +
    2 * (hero.strength + hero.agility + hero.will + hero.armor) +
    2 * hero.abilities.length +
    2 * hero.passives.length
  );
}
