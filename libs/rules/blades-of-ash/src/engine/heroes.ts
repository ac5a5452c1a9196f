import type { Seat } from '@cronica/rules-kernel';
import type { ActiveAbility } from '../cards/schema.js';
import type { PassiveEffect } from '../cards/effects.js';
import { STATS, type Counter, COUNTERS, type Stat } from '../cards/vocabulary.js';
import { HEROES_PER_LIST, atSeat, playerOf, type BladesState, type HeroState } from './state.js';

/** Read-only rules queries about heroes: effective stats, pairings, adjacency. */

export const counterIndex = (counter: Counter): number => COUNTERS.indexOf(counter);
export const statIndex = (stat: Stat): number => STATS.indexOf(stat);
const C_DEBILITADO = counterIndex('debilitado');
const C_LENTITUD = counterIndex('lentitud');
const C_ESCUDO = counterIndex('escudo');
const C_BENDECIDO = counterIndex('bendecido');

/** Passive effects on a hero: its own passive abilities, then its equipment's. */
export function passivesOf(state: BladesState, hero: HeroState): PassiveEffect[] {
  const effects: PassiveEffect[] = [];
  for (const passive of hero.def.passives) effects.push(...passive.effects);
  for (const card of hero.equipment) effects.push(...(state.catalog[card]!.equipment?.passives ?? []));
  return effects;
}

/** The hero's active abilities: its own, then those of its equipment ("una habilidad de héroe o de equipo"). */
export function abilitiesOf(state: BladesState, hero: HeroState): readonly ActiveAbility[] {
  if (hero.equipment.length === 0) return hero.def.abilities;
  const abilities = hero.def.abilities.slice();
  for (const card of hero.equipment) {
    const ability = state.catalog[card]!.equipment?.ability;
    if (ability !== undefined) abilities.push(ability);
  }
  return abilities;
}

export function findAbility(state: BladesState, hero: HeroState, id: string): ActiveAbility | undefined {
  for (const ability of hero.def.abilities) if (ability.id === id) return ability;
  for (const card of hero.equipment) {
    const ability = state.catalog[card]!.equipment?.ability;
    if (ability !== undefined && ability.id === id) return ability;
  }
  return undefined;
}

/** A stat with counters, modifiers and passives (never below 0). */
export function effectiveStat(state: BladesState, heroIndex: number, stat: Stat): number {
  const hero = state.heroes[heroIndex]!;
  const s = statIndex(stat);
  let value = hero.def[stat] + hero.mods[s]! + hero.clashMods[s]!;
  for (const passive of hero.def.passives) value += statBonus(passive.effects, stat);
  for (const card of hero.equipment) value += statBonus(state.catalog[card]!.equipment?.passives ?? [], stat);
  const c = hero.counters;
  if (stat === 'strength') value -= c[C_DEBILITADO]!;
  else if (stat === 'agility') value -= c[C_LENTITUD]!;
  else if (stat === 'armor') value += c[C_ESCUDO]!;
  else value += c[C_BENDECIDO]!;
  return Math.max(0, value);
}

function statBonus(effects: readonly PassiveEffect[], stat: Stat): number {
  let total = 0;
  for (const p of effects) if (p.op === 'statBonus' && p.stat === stat) total += p.amount;
  return total;
}

export function passiveSum(state: BladesState, heroIndex: number, op: 'extraReroll' | 'initiativeBonus'): number {
  let total = 0;
  for (const p of passivesOf(state, state.heroes[heroIndex]!)) if (p.op === op) total += p.amount;
  return total;
}

/** Heroes kept in the draft by a seat (the skirmish's heroes). */
export function keptHeroes(state: BladesState, seat: Seat): number[] {
  return (playerOf(state, seat).picks ?? []).map((p) => seat * HEROES_PER_LIST + p);
}

export function standingHeroes(state: BladesState, seat: Seat): number[] {
  const standing: number[] = [];
  for (const p of playerOf(state, seat).picks ?? []) {
    const hero = seat * HEROES_PER_LIST + p;
    if (!state.heroes[hero]!.out) standing.push(hero);
  }
  return standing;
}

/** The pairing a hero is in this round, or -1 ("Emparejamientos"). */
export function pairingOf(state: BladesState, hero: number): number {
  const seat = state.heroes[hero]!.seat;
  const pairings = state.pairings;
  for (let at = 0; at < pairings.length; at += 1) if (pairings[at]![seat] === hero) return at;
  return -1;
}

/** The héroe emparejado ("Emparejamientos"). */
export function pairedRival(state: BladesState, hero: number): number | null {
  const at = pairingOf(state, hero);
  if (at < 0) return null;
  const seat = state.heroes[hero]!.seat;
  return state.pairings[at]![seat === 0 ? 1 : 0]!;
}

/** Heroes of the pairings immediately before and after this hero's ("héroes adyacentes"). */
export function adjacentHeroes(state: BladesState, hero: number, side: 'ally' | 'rival'): number[] {
  const at = pairingOf(state, hero);
  if (at < 0) return [];
  const seat = state.heroes[hero]!.seat;
  const wanted = side === 'ally' ? seat : seat === 0 ? 1 : 0;
  const result: number[] = [];
  if (at > 0) result.push(state.pairings[at - 1]![wanted]!);
  if (at + 1 < state.pairings.length) result.push(state.pairings[at + 1]![wanted]!);
  return result;
}

/** Pairings already played ("emparejamientos anteriores") and still to play ("posteriores"). */
export function previousPairings(state: BladesState): readonly (readonly [number, number])[] {
  return state.clash === null ? [] : state.pairings.slice(0, state.clash.index);
}

export function subsequentPairings(state: BladesState): readonly (readonly [number, number])[] {
  return state.clash === null ? state.pairings : state.pairings.slice(state.clash.index + 1);
}

/** The active hero of a seat in the current clash ("héroes activos"). */
export function activeHero(state: BladesState, seat: Seat): number | null {
  return state.clash === null ? null : atSeat(state.clash.heroes, seat);
}

export function canAct(state: BladesState, seat: Seat): boolean {
  const hero = activeHero(state, seat);
  return hero !== null && !state.heroes[hero]!.out;
}
