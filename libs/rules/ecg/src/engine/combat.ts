import type { Seat } from '@cronica/rules-kernel';
import type { Maneuver } from '../cards/vocabulary.js';
import { adjacentRivals, strengthOf, strengthOfInstance, targetChoices } from './board.js';
import type { Emitter } from './emitter.js';
import { healTroop, runResolution, woundTroop } from './effects.js';
import { playerOf, type EcgState, type StackItem } from './state.js';
import { findTroop } from './update.js';
import { memo } from './memo.js';

/**
 * Battle maneuvers (004_e0e2bf9ed9dd62bf.txt, "Maniobras de Batalla"; the list is RULES-NOTES.md,
 * "Battle maneuvers"): Enfrentamiento and Carga wound a rival troop and take response damage,
 * Reagrupar changes line, Arenga heals an ally. Only troops without preparation that have not
 * maneuvered this turn, with strength above 0, may maneuver.
 */

/** "Recuperación": 2 turns of preparation. */
export const RECOVERY = 2;

/** The troops a maneuver may aim at now (empty when it needs a target and has none). */
export function maneuverTargets(state: EcgState, seat: Seat, troop: number, maneuver: Maneuver): readonly number[] {
  return memo(state, `maneuver:${seat}:${troop}:${maneuver}`, () => targetsOf(state, seat, troop, maneuver));
}

function targetsOf(state: EcgState, seat: Seat, troop: number, maneuver: Maneuver): readonly number[] {
  const place = findTroop(state, troop);
  if (place === null) return [];
  switch (maneuver) {
    case 'clash':
      return adjacentRivals(state, seat, place.line);
    case 'charge':
      return place.line === 'infantry' ? targetChoices(state, seat, 'rivalTroop') : [];
    case 'rally':
      return [...playerOf(state, seat).infantry, ...playerOf(state, seat).support]
        .filter((t) => t.instance !== troop && t.wounds > 0)
        .map((t) => t.instance);
    case 'regroup':
      return [];
  }
}

export const needsTarget = (maneuver: Maneuver): boolean => maneuver !== 'regroup';

/** Whether the troop may move to its other line (Reagrupar): room there ("máximo de 5 tropas"). */
export function canRegroup(state: EcgState, seat: Seat, troop: number): boolean {
  const place = findTroop(state, troop);
  if (place === null) return false;
  const to = place.line === 'infantry' ? 'support' : 'infantry';
  return playerOf(state, seat)[to].length < state.format.lineLimit;
}

/** Whether the troop may maneuver at all this turn. */
export function canManeuver(state: EcgState, seat: Seat, troop: number): boolean {
  const place = findTroop(state, troop);
  if (place === null || place.seat !== seat) return false;
  return (
    place.troop.preparation === 0 &&
    !state.flags.maneuvered.includes(troop) &&
    strengthOf(state, seat, place.line, place.troop) > 0
  );
}

export function resolveManeuver(em: Emitter, item: StackItem, troop: number, maneuver: Maneuver): void {
  const attacker = findTroop(em.state, troop);
  const target = item.target === null ? null : findTroop(em.state, item.target);
  if (attacker === null || (needsTarget(maneuver) && target === null)) {
    em.emit('EffectsStopped', { seat: item.seat, at: 0 });
    return;
  }
  switch (maneuver) {
    case 'clash':
    case 'charge':
      attack(em, item.seat, troop, item.target!, maneuver === 'charge');
      return;
    case 'regroup': {
      if (!canRegroup(em.state, item.seat, troop)) {
        em.emit('EffectsStopped', { seat: item.seat, at: 0 });
        return;
      }
      em.emit('TroopMoved', { instance: troop, line: attacker.line === 'infantry' ? 'support' : 'infantry' });
      em.emit('PreparationChanged', { instance: troop, amount: RECOVERY });
      return;
    }
    case 'rally':
      healTroop(em, item.target!, 1);
      return;
  }
}

/**
 * Enfrentamiento / Carga: the troop wounds the target by its strength (a charge by 1 more); the
 * target answers with response damage, which costs no morale ("Daño de respuesta"); a charge then
 * recovers; the attacker wins when it is left stronger than the target ("Ganar un Enfrentamiento/Carga").
 */
function attack(em: Emitter, seat: Seat, troop: number, target: number, charge: boolean): void {
  const before = strengthOfInstance(em.state, target);
  const dealt = strengthOfInstance(em.state, troop) + (charge ? em.state.format.chargeBonus : 0);
  if (dealt > 0) {
    woundTroop(em, target, dealt, seat);
    const after = strengthOfInstance(em.state, target);
    const response = em.state.format.responseStrength === 'after-wounds' ? after : before;
    if (response > 0) em.emit('TroopWounded', { instance: troop, amount: response, response: true });
  }
  if (charge) em.emit('PreparationChanged', { instance: troop, amount: RECOVERY });
  if (strengthOfInstance(em.state, troop) > strengthOfInstance(em.state, target)) {
    em.emit('ManeuverWon', { troop, target });
    const onWin = em.state.catalog[findTroop(em.state, troop)!.troop.card]!.onWin;
    if (onWin.length > 0) {
      runResolution(em, {
        seat,
        source: troop,
        target,
        itemTarget: null,
        entering: null,
        answers: null,
        effects: onWin,
        next: 0,
        drawLeft: 0,
        card: null,
      });
    }
  }
}
