import type { Seat } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';
import type { Effect } from '../cards/effects.js';
import { heroOf, selectTroops, strengthOfInstance } from './board.js';
import { discardAtRandom, discardsNeeded, drawCards } from './draw.js';
import type { Emitter } from './emitter.js';
import { playerOf, other, type Resolution } from './state.js';
import { findTroop } from './update.js';

/**
 * The effect interpreter (004_e0e2bf9ed9dd62bf.txt, "Habilidades": "Las habilidades se resuelven
 * paso a paso, siendo cada efecto separado de ';' … si unos de estos efectos no se puede cumplir,
 * el resto de la habilidad no se cumple (esto también se aplica al uso de acciones)").
 */

type Outcome = 'done' | 'stop' | 'wait';

/** Resolves the effects from `r.next` on; stops at the first that cannot be done, or waits for discards. */
export function runResolution(em: Emitter, r: Resolution): void {
  let current = r;
  while (current.next < current.effects.length && !em.over) {
    const outcome = applyEffect(em, current, current.effects[current.next]!);
    if (outcome === 'wait') return;
    if (outcome === 'stop') {
      em.emit('EffectsStopped', { seat: current.seat, at: current.next });
      break;
    }
    current = { ...current, next: current.next + 1, drawLeft: 0 };
  }
  if (current.card !== null) em.emit('ResolutionFinished', { seat: current.seat, card: current.card });
}

/** After the discards a draw waited for: draw, then resolve the rest. */
export function resumeAfterDiscard(em: Emitter, r: Resolution): void {
  drawCards(em, r.seat, r.drawLeft, 'effect');
  runResolution(em, { ...r, next: r.next + 1, drawLeft: 0 });
}

const seatOfWho = (r: Resolution, who: 'self' | 'rival'): Seat => (who === 'self' ? r.seat : other(r.seat));

function applyEffect(em: Emitter, r: Resolution, effect: Effect): Outcome {
  switch (effect.op) {
    case 'wound':
    case 'heal':
    case 'boost':
    case 'prepare':
    case 'ready':
    case 'destroy':
      return troopEffect(em, r, effect);
    case 'draw':
      return drawOrDiscardFirst(em, r, effect.amount);
    case 'discardRandom': {
      const rival = other(r.seat);
      if (playerOf(em.state, rival).hand.length === 0) return 'stop';
      discardAtRandom(em, rival, effect.amount);
      return 'done';
    }
    case 'renown':
      return changeRenown(em, seatOfWho(r, effect.who), effect.amount, effect.who === 'self');
    case 'morale':
      changeMorale(em, seatOfWho(r, effect.who), effect.amount, 'effect');
      return 'done';
    case 'madness':
      changeMadness(em, seatOfWho(r, effect.who), effect.amount);
      return 'done';
    case 'readyResources':
      readyResources(em, r.seat, effect.amount);
      return 'done';
    case 'cancel':
      return cancelAnswered(em, r);
    default:
      return assertNever(effect, 'effect');
  }
}

/** Draws `amount`, unless the hand would pass its limit: then the player discards first and the draw waits (resumeAfterDiscard). */
function drawOrDiscardFirst(em: Emitter, r: Resolution, amount: number): Outcome {
  const need = discardsNeeded(em.state, r.seat, amount);
  if (need > 0) {
    em.emit('DiscardRequired', { seat: r.seat, count: need, resume: { ...r, drawLeft: amount } });
    return 'wait';
  }
  drawCards(em, r.seat, amount, 'effect');
  return 'done';
}

/** Madness changes by `amount`, never below zero. */
function changeMadness(em: Emitter, seat: Seat, amount: number): void {
  const change = Math.max(amount, -playerOf(em.state, seat).madness);
  if (change !== 0) em.emit('MadnessChanged', { seat, amount: change });
}

/** Up to `amount` of the seat's used court resources are ready again, in court order. */
function readyResources(em: Emitter, seat: Seat, amount: number): void {
  const used = playerOf(em.state, seat)
    .court.filter((c) => c.used)
    .slice(0, amount)
    .map((c) => c.instance);
  if (used.length > 0) em.emit('ResourcesReadied', { seat, instances: used });
}

type TroopEffect = Extract<Effect, { op: 'wound' | 'heal' | 'boost' | 'prepare' | 'ready' | 'destroy' }>;

function troopEffect(em: Emitter, r: Resolution, effect: TroopEffect): Outcome {
  let troops = selectTroops(em.state, r, effect.to);
  if (troops === null) return 'stop';
  if (effect.op === 'destroy' && effect.maxStrength !== undefined) {
    const max = effect.maxStrength;
    troops = troops.filter((t) => strengthOfInstance(em.state, t) <= max);
    if (troops.length === 0) return 'stop';
  }
  for (const instance of troops) {
    if (findTroop(em.state, instance) === null) continue;
    switch (effect.op) {
      case 'wound':
        woundTroop(em, instance, effect.amount, r.seat);
        break;
      case 'heal':
        healTroop(em, instance, effect.amount);
        break;
      case 'boost':
        em.emit('TroopBoosted', { instance, amount: effect.amount });
        break;
      case 'prepare':
        em.emit('PreparationChanged', { instance, amount: effect.amount });
        break;
      case 'ready': {
        const preparation = findTroop(em.state, instance)!.troop.preparation;
        if (preparation > 0) em.emit('PreparationChanged', { instance, amount: -preparation });
        break;
      }
      case 'destroy':
        em.emit('TroopDestroyed', { instance, reason: 'effect' });
        break;
    }
  }
  return 'done';
}

/**
 * Wounds caused by `by` ("Fuerza y Heridas"); to a rival troop they cost its hero as much morale,
 * at most the troop's strength ("Dañando la Moral"). Morale never drops below 0.
 */
export function woundTroop(em: Emitter, instance: number, amount: number, by: Seat): void {
  const place = findTroop(em.state, instance);
  if (place === null || amount <= 0) return;
  const strength = strengthOfInstance(em.state, instance);
  em.emit('TroopWounded', { instance, amount, response: false });
  if (place.seat !== by) changeMorale(em, place.seat, -Math.min(amount, strength), 'wounds');
}

/** "Cada vez que recuperes heridas, recuperarás la misma cantidad de moral. No puedes tener más moral que la indicada por tu héroe." */
export function healTroop(em: Emitter, instance: number, amount: number): void {
  const place = findTroop(em.state, instance);
  if (place === null) return;
  const healed = Math.min(amount, place.troop.wounds);
  if (healed === 0) return;
  em.emit('TroopHealed', { instance, amount: healed });
  changeMorale(em, place.seat, healed, 'healing');
}

export function changeMorale(em: Emitter, seat: Seat, amount: number, reason: 'wounds' | 'healing' | 'effect'): void {
  const p = playerOf(em.state, seat);
  const max = heroOf(em.state, seat).morale;
  const change = amount > 0 ? Math.min(amount, Math.max(0, max - p.morale)) : Math.max(amount, -p.morale);
  if (change !== 0) em.emit('MoraleChanged', { seat, amount: change, reason });
}

/** "No puedes llevar tu renombre a negativo, tu oponente puede dejar tu renombre en negativo." */
function changeRenown(em: Emitter, seat: Seat, amount: number, own: boolean): Outcome {
  if (own && amount < 0 && playerOf(em.state, seat).renown + amount < 0) return 'stop';
  if (amount !== 0) em.emit('RenownChanged', { seat, amount });
  return 'done';
}

function cancelAnswered(em: Emitter, r: Resolution): Outcome {
  const answered = r.answers === null ? undefined : em.state.stack.find((item) => item.id === r.answers);
  if (answered === undefined) return 'stop';
  em.emit('ItemCancelled', { item: answered.id, by: r.seat });
  return 'done';
}
