import type { Localized } from '@cronica/util';
import type { Activated } from '../cards/play-schema.js';
import type { Trigger } from '../cards/effects.js';
import type { Keyword, Stats } from '../cards/vocabulary.js';
import { cardName, type WotCard } from '../catalog.js';
import type { TroopState, WotState } from './state.js';

/**
 * A troop's numbers as they stand now: printed stats, plus modifiers, objects it carries, the aura
 * of its own field object under it (A.4.3) and −1 speed on the turn it entered (A.8.1).
 */

export interface TroopStats {
  readonly atk: number;
  /** VIDA, or mechanical durability (A.4.3) when `mechanical`. */
  readonly life: number;
  readonly speed: number;
  readonly mechanical: boolean;
  readonly escudoIgneo: number;
  readonly keywords: readonly Keyword[];
  readonly level: number;
}

export const troopCard = (state: WotState, troop: TroopState): WotCard | null =>
  troop.card === null ? null : state.catalog[troop.card]!;

export function printedStats(state: WotState, troop: TroopState): Stats {
  return troop.token?.stats ?? troopCard(state, troop)!.stats!;
}

export function troopName(state: WotState, troop: TroopState): Localized {
  return troop.token?.name ?? cardName(troopCard(state, troop)!);
}

export function printedKeywords(state: WotState, troop: TroopState): readonly Keyword[] {
  return troop.token?.keywords ?? troopCard(state, troop)!.keywords ?? [];
}

export const troopLevel = (state: WotState, troop: TroopState): number =>
  troop.token?.level ?? troopCard(state, troop)!.level ?? 1;
export const troopTriggers = (state: WotState, troop: TroopState): readonly Trigger[] =>
  troop.token === null ? (troopCard(state, troop)!.triggers ?? []) : [];
export const troopAbilities = (state: WotState, troop: TroopState): readonly Activated[] =>
  troop.token === null ? (troopCard(state, troop)!.abilities ?? []) : [];
export const subtypesOf = (state: WotState, troop: TroopState): readonly string[] =>
  troop.token?.subtypes ?? troopCard(state, troop)!.subtypes ?? [];

/** A.8: the troop entered the battlefield this turn (Turno de Preparación). */
export const preparing = (state: WotState, troop: TroopState): boolean => troop.enteredTurn === state.turn;

/** States never change, so a troop's numbers are computed once per state (legal commands ask often). */
const cache = new WeakMap<WotState, Map<TroopState, TroopStats>>();

export function statsOf(state: WotState, troop: TroopState): TroopStats {
  let known = cache.get(state);
  if (known === undefined) {
    known = new Map();
    cache.set(state, known);
  }
  let stats = known.get(troop);
  if (stats === undefined) {
    stats = computeStats(state, troop);
    known.set(troop, stats);
  }
  return stats;
}

function computeStats(state: WotState, troop: TroopState): TroopStats {
  const printed = printedStats(state, troop);
  let atk = printed.atk + troop.bonus.atk + troop.turnBonus.atk;
  let life = (printed.life ?? printed.durability ?? 1) + troop.bonus.life + troop.turnBonus.life;
  let speed = printed.speed + troop.bonus.speed + troop.turnBonus.speed;
  const keywords = new Set<Keyword>([...printedKeywords(state, troop), ...troop.keywords, ...troop.turnKeywords]);
  for (const object of troop.objects) {
    const data = state.catalog[object.card]!.object!;
    atk += data.atk;
    life += data.life;
    speed += data.speed;
    for (const keyword of data.keywords) keywords.add(keyword);
  }
  for (const field of state.fieldObjects) {
    if (field.zone !== troop.zone || field.seat !== troop.seat) continue;
    atk += field.def.aura.atk;
    life += field.def.aura.life;
  }
  if (preparing(state, troop)) speed -= 1;
  return {
    atk: Math.max(0, atk),
    life: Math.max(1, life),
    speed: Math.max(0, speed),
    mechanical: printed.durability !== undefined,
    escudoIgneo: printed.escudoIgneo ?? 0,
    keywords: [...keywords].sort(),
    level: troopLevel(state, troop),
  };
}

export const hasKeyword = (state: WotState, troop: TroopState, keyword: Keyword): boolean =>
  statsOf(state, troop).keywords.includes(keyword);
export const isDead = (state: WotState, troop: TroopState): boolean =>
  troop.damage > 0 && troop.damage >= statsOf(state, troop).life;
