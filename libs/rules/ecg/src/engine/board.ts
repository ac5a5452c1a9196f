import type { Seat } from '@cronica/rules-kernel';
import type { Selector, TargetPool } from '../cards/effects.js';
import { RESOURCE_OF_REALM, type Line, type Realm, type Resource } from '../cards/vocabulary.js';
import type { CardDef } from './cards.js';
import { playerOf, LINE_KEYS, other, type CourtCard, type EcgState, type Troop } from './state.js';
import { findTroop } from './update.js';
import { memo } from './memo.js';

/** Reading the board: strength, adjacency, targets, what the court produces. */

export const heroOf = (state: EcgState, seat: Seat): CardDef => state.catalog[playerOf(state, seat).hero]!;
export const heroRealm = (state: EcgState, seat: Seat): Realm => heroOf(state, seat).realm ?? 'sol';

/** Continuous strength from the hero and the legacy zone (a general's passive only works there). */
function passiveBonus(state: EcgState, seat: Seat, line: Line): number {
  const p = playerOf(state, seat);
  if (p.legacy.length === 0 && state.catalog[p.hero]!.passives.length === 0) return 0;
  return memo(state, `passive:${seat}:${line}`, () => passives(state, seat, line));
}

function passives(state: EcgState, seat: Seat, line: Line): number {
  const p = playerOf(state, seat);
  let bonus = 0;
  const add = (def: CardDef) => {
    for (const passive of def.passives)
      if (passive.line === undefined || passive.line === line) bonus += passive.amount;
  };
  add(state.catalog[p.hero]!);
  for (const card of p.legacy) add(state.catalog[card.card]!);
  return bonus;
}

/**
 * "Una tropa posee tanta fuerza como especifica su estadística, pero cada herida que reciba
 * reducirá en 1 su fuerza": printed strength, plus boosts and passives, minus wounds; never below 0.
 */
export function strengthOf(state: EcgState, seat: Seat, line: Line, troop: Troop): number {
  const def = state.catalog[troop.card]!;
  return Math.max(0, def.strength + troop.boost + passiveBonus(state, seat, line) - troop.wounds);
}

export function strengthOfInstance(state: EcgState, instance: number): number {
  const place = findTroop(state, instance);
  return place === null ? 0 : strengthOf(state, place.seat, place.line, place.troop);
}

/** The four formation lines across the table, from `seat`'s support to the rival's support. */
function linesAcross(seat: Seat): readonly (readonly [Seat, Line])[] {
  const rival = other(seat);
  return [
    [seat, 'support'],
    [seat, 'infantry'],
    [rival, 'infantry'],
    [rival, 'support'],
  ];
}

/** A line counts for adjacency when one of its troops has strength ("Tropas adyacentes"). */
const lineStands = (state: EcgState, seat: Seat, line: Line): boolean =>
  playerOf(state, seat)[line].some((t) => strengthOf(state, seat, line, t) > 0);

/**
 * Rival troops adjacent to a troop of `seat` in `line`: those of the next standing line towards the
 * rival, when that line is the rival's ("líneas de formación contiguas … ignorar líneas … vacías o
 * con tropas que posean fuerza 0"). Rival troops at strength 0 are never targets.
 */
export function adjacentRivals(state: EcgState, seat: Seat, line: Line): readonly number[] {
  return memo(state, `adjacent:${seat}:${line}`, () => adjacent(state, seat, line));
}

function adjacent(state: EcgState, seat: Seat, line: Line): number[] {
  const across = linesAcross(seat);
  const from = line === 'support' ? 0 : 1;
  for (let k = from + 1; k < across.length; k += 1) {
    const [s, l] = across[k]!;
    if (!lineStands(state, s, l)) continue;
    if (s === seat) return [];
    const troops = playerOf(state, s)[l];
    return troops.filter((t) => strengthOf(state, s, l, t) > 0).map((t) => t.instance);
  }
  return [];
}

/** Troops of `seat` in battle with their lines, infantry first. */
export function troopsOf(state: EcgState, seat: Seat): { readonly troop: Troop; readonly line: Line }[] {
  return LINE_KEYS.flatMap((line) => playerOf(state, seat)[line].map((troop) => ({ troop, line })));
}

/** Troops `seat` may aim a card or ability at: in battle, with strength above 0. */
export function targetChoices(state: EcgState, seat: Seat, pool: TargetPool): readonly number[] {
  return memo(state, `targets:${seat}:${pool}`, () => targets(state, seat, pool));
}

function targets(state: EcgState, seat: Seat, pool: TargetPool): number[] {
  const seats: Seat[] = pool === 'ownTroop' ? [seat] : pool === 'rivalTroop' ? [other(seat)] : [seat, other(seat)];
  return seats.flatMap((s) =>
    troopsOf(state, s)
      .filter(({ troop, line }) => strengthOf(state, s, line, troop) > 0)
      .map(({ troop }) => troop.instance),
  );
}

export interface SelectContext {
  readonly seat: Seat;
  readonly source: number | null;
  readonly target: number | null;
  readonly itemTarget: number | null;
  readonly entering: number | null;
}

/**
 * The troops an effect touches, or null when there are none (the effect cannot be done, so the rest
 * stops: "Habilidades"). Group selectors count only troops under the player's control, never one
 * being trained ("Entrar en juego/entrenar y tropas en control").
 */
export function selectTroops(state: EcgState, ctx: SelectContext, selector: Selector): number[] | null {
  const single = (instance: number | null) =>
    instance !== null && findTroop(state, instance) !== null ? [instance] : null;
  const group = (seat: Seat, lines: readonly Line[]) => {
    const found = lines
      .flatMap((line) => playerOf(state, seat)[line].map((t) => t.instance))
      .filter((i) => i !== ctx.entering);
    return found.length > 0 ? found : null;
  };
  const rival = other(ctx.seat);
  switch (selector) {
    case 'target':
      return single(ctx.target);
    case 'self':
      return single(ctx.source);
    case 'itemTarget':
      return single(ctx.itemTarget);
    case 'ownTroops':
      return group(ctx.seat, LINE_KEYS);
    case 'rivalTroops':
      return group(rival, LINE_KEYS);
    case 'ownInfantry':
      return group(ctx.seat, ['infantry']);
    case 'ownSupport':
      return group(ctx.seat, ['support']);
    case 'rivalInfantry':
      return group(rival, ['infantry']);
    case 'rivalSupport':
      return group(rival, ['support']);
  }
}

/**
 * What a court card produces ("Armando tu economía"): its realm's resource; mercenaries the hero's,
 * or Devoción when devout; the resource card its own realm's.
 */
export function productionOf(state: EcgState, seat: Seat, court: CourtCard): readonly Resource[] {
  const def = state.catalog[court.card]!;
  const hero = RESOURCE_OF_REALM[heroRealm(state, seat)];
  if (def.mercenary) return def.devout && hero !== 'devocion' ? [hero, 'devocion'] : [hero];
  return [def.realm === null ? hero : RESOURCE_OF_REALM[def.realm]];
}

export const readyCount = (state: EcgState, seat: Seat): number =>
  playerOf(state, seat).court.filter((c) => !c.used).length;
