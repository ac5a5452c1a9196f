import type { Seat } from '@cronica/rules-kernel';
import type { Cost } from '../cards/effects.js';
import { RESOURCE_OF_REALM, type Resource } from '../cards/vocabulary.js';
import { heroRealm, productionOf } from './board.js';
import { cardCost, type CardDef } from './cards.js';
import type { Emitter } from './emitter.js';
import { playerOf, type EcgState } from './state.js';
import { findTroop } from './update.js';
import type { EcgViolationCode } from './violations.js';
import { memo } from './memo.js';

/**
 * Paying costs (004_e0e2bf9ed9dd62bf.txt, "Armando tu economía y pagando costes", "Habilidades").
 * Which ready court cards pay is the engine's canonical choice (RULES-NOTES.md, "Which resources
 * pay"): single-resource producers first, then those that may produce two.
 */

export interface ResourceNeed {
  readonly amount: number;
  /** The resource asked for; `any` for mercenaries ("pueden ser pagados con cualquier tipo de recurso"). */
  readonly resource: Resource | 'any';
}

/** The resource a card is paid with: troops and generals their realm's, mercenaries any, the rest the hero's. */
export function resourceFor(state: EcgState, seat: Seat, def: CardDef): Resource | 'any' {
  if (def.mercenary) return 'any';
  if ((def.type === 'troop' || def.type === 'general') && def.realm !== null) return RESOURCE_OF_REALM[def.realm];
  return RESOURCE_OF_REALM[heroRealm(state, seat)];
}

/** What playing `def` costs `seat` in resources, or null when the hero's realm cannot play it ("-"). */
export function cardNeed(state: EcgState, seat: Seat, def: CardDef, extra = 0): ResourceNeed | null {
  const amount = cardCost(def, heroRealm(state, seat));
  return amount === null ? null : { amount: amount + extra, resource: resourceFor(state, seat, def) };
}

/** The ready court cards that pay `need`, in the canonical order, or null when they do not reach. */
export function pickPayment(state: EcgState, seat: Seat, need: ResourceNeed): readonly number[] | null {
  if (need.amount === 0) return [];
  const payers = payersOf(state, seat, need.resource);
  return payers.length < need.amount ? null : payers.slice(0, need.amount);
}

/** How many ready court cards can pay `resource` now (what a player is told she has). */
export const readyPayers = (state: EcgState, seat: Seat, resource: Resource | 'any'): number =>
  payersOf(state, seat, resource).length;

/** Every ready court card that can pay `resource`, in the order they pay (memoized per state). */
function payersOf(state: EcgState, seat: Seat, resource: Resource | 'any'): readonly number[] {
  return memo(state, `payers:${seat}:${resource}`, () => {
    const hero = RESOURCE_OF_REALM[heroRealm(state, seat)];
    const rank = (makes: readonly Resource[]): number => {
      if (resource !== 'any') return !makes.includes(resource) ? -1 : makes.length === 1 ? 0 : 1;
      return makes.length > 1 ? 2 : makes[0] === hero ? 1 : 0;
    };
    return playerOf(state, seat)
      .court.filter((c) => !c.used)
      .map((c) => ({ instance: c.instance, rank: rank(productionOf(state, seat, c)) }))
      .filter((r) => r.rank >= 0)
      .sort((a, b) => a.rank - b.rank || a.instance - b.instance)
      .map((r) => r.instance);
  });
}

/** Why the non-resource parts of a cost cannot be paid, or null ("Se considera coste … todo lo que vaya antes de los dos puntos"). */
export function extraCostProblem(
  state: EcgState,
  seat: Seat,
  cost: Cost,
  source: number | null,
): EcgViolationCode | null {
  const p = playerOf(state, seat);
  // "No puedes llevar tu renombre a negativo."
  if (cost.renown > 0 && p.renown < cost.renown) return 'ecg.cannot-pay';
  if (cost.morale > 0 && p.morale <= cost.morale) return 'ecg.cannot-pay';
  if (cost.woundSelf > 0 && (source === null || findTroop(state, source)?.seat !== seat)) return 'ecg.cannot-pay';
  return null;
}

/** Pays a whole cost, resources first. The caller has checked it can be paid. */
export function payCost(em: Emitter, seat: Seat, need: ResourceNeed, cost: Cost, source: number | null): void {
  const instances = pickPayment(em.state, seat, need);
  if (instances === null) throw new Error('payCost called with a cost that cannot be paid');
  if (instances.length > 0) em.emit('ResourcesUsed', { seat, instances });
  if (cost.renown > 0) em.emit('RenownChanged', { seat, amount: -cost.renown });
  if (cost.morale > 0) em.emit('MoraleChanged', { seat, amount: -cost.morale, reason: 'cost' });
  if (cost.madness > 0) em.emit('MadnessChanged', { seat, amount: cost.madness });
  if (cost.woundSelf > 0 && source !== null) {
    // Wounds to one's own troop cost no morale: only wounds caused to a rival troop do ("Dañando la Moral").
    em.emit('TroopWounded', { instance: source, amount: cost.woundSelf, response: false });
  }
}

/** Whether `seat` can pay the whole of `need` and `cost`. */
export function canPay(
  state: EcgState,
  seat: Seat,
  need: ResourceNeed,
  cost: Cost,
  source: number | null,
): EcgViolationCode | null {
  if (need.amount > 0 && payersOf(state, seat, need.resource).length < need.amount) return 'ecg.cannot-pay';
  return extraCostProblem(state, seat, cost, source);
}
