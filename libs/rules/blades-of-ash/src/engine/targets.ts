import type { Seat } from '@cronica/rules-kernel';
import type { Condition, Effect } from '../cards/effects.js';
import type { Selector, TargetPool } from '../cards/vocabulary.js';
import { counterIndex, adjacentHeroes, pairedRival, standingHeroes, activeHero } from './heroes.js';
import { spentCount } from './dice.js';
import { other, playerOf, type BladesState, type StackItem } from './state.js';

/** Who actions reach (000_7cbcfc9bc47f1014.txt, "Emparejamientos": emparejado, adyacentes). */

const standing = (state: BladesState, heroes: readonly (number | null)[]): number[] => {
  const result: number[] = [];
  for (const h of heroes) if (h !== null && !state.heroes[h]!.out) result.push(h);
  return result;
};

/** The hero alone if standing. */
const standingOne = (state: BladesState, hero: number | null): number[] =>
  hero !== null && !state.heroes[hero]!.out ? [hero] : [];

/** Who a target pool or an effect selector reaches around the hero performing it, whatever the word. */
type Reach = 'self' | 'pairedRival' | 'adjacentAllies' | 'adjacentRivals' | 'allAllies' | 'allRivals';

/** The standing heroes a reach names, for `performer` of `seat`. */
function reached(state: BladesState, performer: number, seat: Seat, reach: Reach): number[] {
  switch (reach) {
    case 'self':
      return standingOne(state, performer);
    case 'pairedRival':
      return standingOne(state, pairedRival(state, performer));
    case 'adjacentAllies':
      return standing(state, adjacentHeroes(state, performer, 'ally'));
    case 'adjacentRivals':
      return standing(state, adjacentHeroes(state, performer, 'rival'));
    case 'allAllies':
      return standingHeroes(state, seat);
    case 'allRivals':
      return standingHeroes(state, other(seat));
  }
}

const POOL_REACH: Readonly<Record<Exclude<TargetPool, 'ally' | 'anyHero'>, Reach>> = {
  pairedRival: 'pairedRival',
  self: 'self',
  adjacentAlly: 'adjacentAllies',
  adjacentRival: 'adjacentRivals',
  anyAlly: 'allAllies',
  anyRival: 'allRivals',
};

/** Heroes a player may choose as the target of an action from this pool, performed by `performer`. */
export function targetsInPool(state: BladesState, performer: number, pool: TargetPool): number[] {
  const seat = state.heroes[performer]!.seat;
  if (pool === 'ally')
    return reached(state, performer, seat, 'self').concat(reached(state, performer, seat, 'adjacentAllies'));
  if (pool === 'anyHero') return standingHeroes(state, 0).concat(standingHeroes(state, 1));
  return reached(state, performer, seat, POOL_REACH[pool]);
}

/** Standing heroes an effect selector reaches when `item` resolves. */
export function selectHeroes(state: BladesState, item: StackItem, selector: Selector): number[] {
  if (selector === 'target') return standingOne(state, item.target);
  if (selector === 'eventSource') return standingOne(state, item.eventSource);
  return reached(state, item.performer, item.seat, selector);
}

/** Whether any effect aims straight at the paired rival ("que hagan objetivo directo al héroe rival emparejado"). */
export function aimsAtPairedRival(effects: readonly Effect[]): boolean {
  return effects.some((e) => {
    if (e.op === 'if') return aimsAtPairedRival(e.then) || aimsAtPairedRival(e.else ?? []);
    return 'to' in e && e.to === 'pairedRival';
  });
}

/** Damage kinds the effects deal, for timing windows (rivalAttack…). */
export function damageKinds(effects: readonly Effect[]): { physical: boolean; magical: boolean } {
  const kinds = { physical: false, magical: false };
  const walk = (list: readonly Effect[]): void => {
    for (const e of list) {
      if (e.op === 'damage') kinds[e.kind] = true;
      else if (e.op === 'if') {
        walk(e.then);
        walk(e.else ?? []);
      }
    }
  };
  walk(effects);
  return kinds;
}

export function conditionHolds(state: BladesState, item: StackItem, condition: Condition): boolean {
  const target = item.target === null ? null : state.heroes[item.target]!;
  const self = state.heroes[item.performer]!;
  const dice = playerOf(state, item.seat).dice;
  switch (condition.check) {
    case 'targetHasCounter':
      return target !== null && target.counters[counterIndex(condition.counter)]! > 0;
    case 'selfHasCounter':
      return self.counters[counterIndex(condition.counter)]! > 0;
    case 'targetLifeAtMost':
      return target !== null && target.life <= condition.amount;
    case 'selfLifeAtMost':
      return self.life <= condition.amount;
    case 'hasInitiative':
      return state.clash?.initiative === item.seat;
    case 'spentDiceAtLeast':
      return spentCount(dice) >= condition.amount;
    case 'handAtMost':
      return playerOf(state, item.seat).hand.length <= condition.amount;
  }
}

export function activeOf(state: BladesState, seat: Seat): number {
  const hero = activeHero(state, seat);
  if (hero === null) throw new Error('no clash in progress');
  return hero;
}

export function seatFor(item: StackItem, who: 'self' | 'rival'): Seat {
  return who === 'self' ? item.seat : other(item.seat);
}
