import type { Seat } from '@cronica/rules-kernel';
import { adjacent, lateral, neighbours, onLineOf, rangedZones } from './board.js';
import { hasKeyword, preparing, statsOf } from './stats.js';
import { other, type StrikeTarget, type TroopState, type WotState } from './state.js';

/**
 * Threat areas and what a troop may fight (002_a36596f8eaed8fcc.txt, A.9). A troop on guard
 * threatens the zones next to it; a flipped one does not (A.9.3 "está desactivada"), except that
 * a troop on its own summoning line always defends its lateral zones, flipped or not (A.9.4,
 * "Última línea de defensa"). A flying troop ignores the threat of troops that do not fly.
 */

const isFlying = (state: WotState, troop: TroopState): boolean => hasKeyword(state, troop, 'volar');

/** Enemy troops whose threat a troop of `seat` in `zone` cannot ignore. */
export function threatsOn(state: WotState, zone: number, seat: Seat, flying: boolean): TroopState[] {
  return state.troops.filter(
    (t) =>
      t.seat !== seat &&
      adjacent(t.zone, zone) &&
      (!t.flipped || (onLineOf(t.zone, t.seat) && lateral(t.zone, zone))) &&
      !(flying && !isFlying(state, t)),
  );
}

export const threatsFor = (state: WotState, troop: TroopState, zone = troop.zone): TroopState[] =>
  threatsOn(state, zone, troop.seat, isFlying(state, troop));

export const enemiesNextTo = (state: WotState, zone: number, seat: Seat): TroopState[] =>
  state.troops.filter((t) => t.seat !== seat && adjacent(t.zone, zone));

/**
 * A.9.2, "Regla de tensión": a troop of the active player, on guard and not yet fought this turn,
 * standing in an enemy threat area it did not walk into (it appeared there or the threat became
 * active). Walking into one starts a combat at once (A.9.1 a), so it never leaves tension behind.
 */
export function inTension(state: WotState, troop: TroopState): boolean {
  return troop.seat === state.active && !troop.flipped && !troop.fought && threatsFor(state, troop).length > 0;
}

export const tensioned = (state: WotState): TroopState[] => state.troops.filter((t) => inTension(state, t));

/** Whether a troop may declare an attack at all (A.9.1 c): on guard and not a Defensor. */
export const canAttack = (state: WotState, troop: TroopState): boolean =>
  !troop.flipped && !hasKeyword(state, troop, 'defensor');

/**
 * What a troop standing in `zone` may strike in melee: an adjacent enemy troop (Golpe en Área:
 * all of them, A.10.3), or — only when no threat obliges it to fight a troop (A.10.3) — the rival
 * player from the rival's summoning line, or an enemy field object here or next to it (A.4.3).
 */
export function meleeTargets(state: WotState, troop: TroopState, zone = troop.zone): StrikeTarget[] {
  const enemies = enemiesNextTo(state, zone, troop.seat);
  const obliged = threatsFor(state, troop, zone).length > 0;
  const targets: StrikeTarget[] = hasKeyword(state, troop, 'golpe-en-area')
    ? enemies.length > 0
      ? [{ kind: 'area' }]
      : []
    : enemies.map((e) => ({ kind: 'troop', zone: e.zone }));
  if (obliged) return targets;
  if (onLineOf(zone, other(troop.seat))) targets.push({ kind: 'player' });
  for (const field of state.fieldObjects) {
    if (field.seat !== troop.seat && (field.zone === zone || adjacent(field.zone, zone)))
      targets.push({ kind: 'object', zone: field.zone });
  }
  return targets;
}

/**
 * Ranged combat (A.9.1 b): a troop with Distancia, on guard, not in its preparation turn (A.8.3)
 * and not in tension (it must settle that first), shoots an enemy troop two zones away in a
 * straight line; never a player (A.8.3).
 */
export function rangedTargets(state: WotState, troop: TroopState): number[] {
  if (
    !canAttack(state, troop) ||
    !hasKeyword(state, troop, 'distancia') ||
    preparing(state, troop) ||
    inTension(state, troop)
  )
    return [];
  const zones = rangedZones(troop.zone);
  return state.troops
    .filter((t) => t.seat !== troop.seat && zones.includes(t.zone))
    .map((t) => t.zone)
    .sort((a, b) => a - b);
}

/** Zones a troop may step into now (A.8.1: speed, −1 on its preparation turn). */
export function moveZones(state: WotState, troop: TroopState): number[] {
  if (troop.flipped || troop.moved >= statsOf(state, troop).speed) return [];
  return neighbours(troop.zone).filter((zone) => !state.troops.some((t) => t.zone === zone));
}

/** The enemy zones a combat involves: every threat invaded (obliged) plus what the strike hits. */
export function combatDefenders(
  state: WotState,
  troop: TroopState,
  zone: number,
  strike: StrikeTarget,
): { zone: number; obliged: boolean }[] {
  const obliged = threatsFor(state, troop, zone).map((t) => t.zone);
  const struck =
    strike.kind === 'troop'
      ? [strike.zone]
      : strike.kind === 'area'
        ? enemiesNextTo(state, zone, troop.seat).map((t) => t.zone)
        : [];
  return [...new Set([...obliged, ...struck])]
    .sort((a, b) => a - b)
    .map((z) => ({ zone: z, obliged: obliged.includes(z) }));
}
