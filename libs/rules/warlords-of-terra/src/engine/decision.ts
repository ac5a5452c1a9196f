import type { Seat } from '@cronica/rules-kernel';
import { RULES } from './options.js';
import { isDead, preparing, troopAbilities } from './stats.js';
import { fighters } from './combat.js';
import { canAttack, meleeTargets, tensioned } from './threat.js';
import { other, SEATS, type ResourceStep, type TroopState, type WotState } from './state.js';
import { playerOf } from './update.js';

/**
 * Who must decide now, and what kind of decision it is. Everything else the engine does by
 * itself (`advance`): `legalCommands` lists commands only for the seat named here, and `advance`
 * runs until this names someone, so the two always agree.
 */
export type Decision =
  | { readonly kind: 'none' }
  | { readonly kind: 'sideboard' }
  | { readonly kind: 'mulligan' }
  | { readonly kind: 'armory'; readonly seat: Seat }
  | { readonly kind: 'resource'; readonly seat: Seat; readonly step: ResourceStep }
  | { readonly kind: 'priority'; readonly seat: Seat }
  | { readonly kind: 'reaction'; readonly seat: Seat }
  | { readonly kind: 'forced'; readonly seat: Seat }
  | { readonly kind: 'main'; readonly seat: Seat; readonly phase: 'summoning' | 'tactical' }
  | { readonly kind: 'discard'; readonly seat: Seat };

const NONE: Decision = { kind: 'none' };

/** States never change: the decision of a state is computed once (the engine, bots and views all ask). */
const decided = new WeakMap<WotState, Decision>();

export function decisionOf(state: WotState): Decision {
  let decision = decided.get(state);
  if (decision === undefined) {
    decision = computeDecision(state);
    decided.set(state, decision);
  }
  return decision;
}

function computeDecision(state: WotState): Decision {
  switch (state.phase) {
    case 'over':
      return NONE;
    case 'sideboard':
      return SEATS.some((s) => !playerOf(state, s).ready) ? { kind: 'sideboard' } : NONE;
    case 'mulligan':
      return SEATS.some((s) => playerOf(state, s).mulligan === 'pending') ? { kind: 'mulligan' } : NONE;
    default:
      return inGame(state);
  }
}

function inGame(state: WotState): Decision {
  if (SEATS.some((s) => playerOf(state, s).life <= 0) || state.troops.some((t) => isDead(state, t))) return NONE;
  const overflow = [state.active, other(state.active)].find((s) => playerOf(state, s).armory.length > RULES.armorySize);
  if (overflow !== undefined) return { kind: 'armory', seat: overflow };
  if (state.combat !== null && state.combat.step === 'declare') {
    return !state.combat.reacted && reactionTroops(state).length > 0
      ? { kind: 'reaction', seat: other(state.combat.seat) }
      : NONE;
  }
  if (state.stack !== null) return stackDecision(state);
  if (state.pending.length > 0) return NONE;
  switch (state.phase) {
    case 'resources':
      return resourceDecision(state);
    case 'summoning':
      return { kind: 'main', seat: state.active, phase: 'summoning' };
    case 'tactical':
      if (!state.forcing) return { kind: 'main', seat: state.active, phase: 'tactical' };
      return tensioned(state).some((t) => canAttack(state, t) && meleeTargets(state, t).length > 0)
        ? { kind: 'forced', seat: state.active }
        : NONE;
    case 'end':
      return playerOf(state, state.active).hand.length > RULES.handLimit
        ? { kind: 'discard', seat: state.active }
        : NONE;
    default:
      return NONE;
  }
}

function stackDecision(state: WotState): Decision {
  const stack = state.stack!;
  if (stack.mode === 'entry') return stack.resolving ? NONE : { kind: 'priority', seat: stack.priority };
  if (stack.passes >= 2 || state.pending.length > 0) return NONE;
  if (stack.items.length === 0 && state.combat === null) return NONE;
  return { kind: 'priority', seat: stack.priority };
}

/** A.1: the player who starts does not draw on that first turn. */
export const drawStepApplies = (state: WotState): boolean => !(state.turn === 1 && state.active === state.first);

/** Gold after step 2 adds this turn's (A.3 paso 2), with or without the hero's point. */
export function goldAfterStep(state: WotState, heroPoint: boolean): number {
  const p = playerOf(state, state.active);
  return Math.min(RULES.resourceCap, p.gold + 1 + production(state, state.active).gold - (heroPoint ? 1 : 0));
}

export const canHire = (state: WotState, heroPoint: boolean): boolean =>
  drawStepApplies(state) && goldAfterStep(state, heroPoint) >= RULES.hireCost;

export const heroResource = (state: WotState, seat: Seat): 'mana' | 'gold' =>
  state.catalog[playerOf(state, seat).hero]!.hero!.resource;

/** Resource icons of a player's places (A.3: "los producidos por nuestros lugares"). */
export function production(state: WotState, seat: Seat): { mana: number; gold: number } {
  let [mana, gold] = [0, 0];
  for (const place of playerOf(state, seat).places) {
    const data = state.catalog[place.card]!.place!;
    mana += data.mana;
    gold += data.gold;
  }
  return { mana, gold };
}

function resourceDecision(state: WotState): Decision {
  const seat = state.active;
  const p = playerOf(state, seat);
  switch (state.step) {
    case 'mana':
      return heroResource(state, seat) === 'mana' ? { kind: 'resource', seat, step: 'mana' } : NONE;
    case 'gold':
      return heroResource(state, seat) === 'gold' || canHire(state, false)
        ? { kind: 'resource', seat, step: 'gold' }
        : NONE;
    case 'draw':
      return drawStepApplies(state) && p.battle.length > 0 && p.construction.length > 0
        ? { kind: 'resource', seat, step: 'draw' }
        : NONE;
    default:
      return NONE;
  }
}

/** A.9.1 paso 1: defending troops that may flip for a flip ability (A.8.2: not if it moved on its entry turn). */
export function reactionTroops(state: WotState): TroopState[] {
  const combat = state.combat;
  if (combat === null) return [];
  return fighters(state, combat).defenders.filter((t) => canUseFlip(state, t));
}

export const canUseFlip = (state: WotState, troop: TroopState): boolean =>
  !troop.flipped &&
  !(preparing(state, troop) && troop.moved > 0) &&
  troopAbilities(state, troop).some((a) => a.timing === 'flip');
