import { breakWornOut, fireWouldFight, resolveStrikes, sweepDeaths } from './combat.js';
import { decisionOf } from './decision.js';
import type { Emitter } from './emitter.js';
import { endGame, endTurn, nextGame, resourceStep, startTurn } from './flow-turn.js';
import { resolveTop, stackPending } from './resolve.js';
import { canAttack, meleeTargets, tensioned } from './threat.js';
import { SEATS } from './state.js';
import { isDead } from './stats.js';

/**
 * advance(em): everything the engine does by itself after a command — state-based checks, the
 * stack resolving, combat steps, automatic resource steps, turns — until someone must decide
 * (decision.ts) or the match is over.
 */
export function advance(em: Emitter): void {
  for (let guard = 0; guard < 10_000; guard += 1) {
    if (em.over || decisionOf(em.state).kind !== 'none') return;
    if (!step(em)) return;
  }
  throw new Error('advance did not settle');
}

/** One automatic step; false when there is nothing to do. */
function step(em: Emitter): boolean {
  const state = em.state;
  switch (state.phase) {
    case 'over':
      return false;
    case 'sideboard':
      return nextGame(em);
    case 'mulligan':
      startTurn(em, 1, state.first);
      return true;
    default:
      break;
  }
  if (lifeCheck(em)) return true;
  if (state.troops.some((t) => isDead(state, t))) {
    sweepDeaths(em, 'effect');
    breakWornOut(em);
    return true;
  }
  if (state.combat !== null) return combatStep(em);
  if (state.stack !== null) return stackStep(em);
  if (state.pending.length > 0) {
    stackPending(em);
    return true;
  }
  switch (state.phase) {
    case 'resources':
      return resourceStep(em);
    case 'tactical':
      return forcedStep(em);
    case 'end':
      endTurn(em);
      return true;
    default:
      return false;
  }
}

/** A.7.1: a player at 0 life or less loses at that instant; both at once is a draw. */
function lifeCheck(em: Emitter): boolean {
  const dead = SEATS.filter((s) => em.player(s).life <= 0);
  if (dead.length === 0) return false;
  endGame(em, dead.length === 2 ? null : dead[0] === 0 ? 1 : 0, 'life');
  return true;
}

function combatStep(em: Emitter): boolean {
  const combat = em.state.combat!;
  if (combat.step === 'declare') {
    fireWouldFight(em);
    em.emit('CombatStepBegan', { step: 'sudden' });
    return true;
  }
  const stack = em.state.stack!;
  if (stack.items.length === 0 && stack.passes >= 2) {
    resolveStrikes(em);
    return true;
  }
  return stackStep(em);
}

function stackStep(em: Emitter): boolean {
  const stack = em.state.stack!;
  if (stack.items.length === 0) {
    if (em.state.combat !== null && em.state.pending.length === 0) return false;
    if (em.state.pending.length > 0 && (em.state.combat !== null || stack.mode === 'open')) {
      stackPending(em);
      return true;
    }
    em.emit('StackClosed', {});
    return true;
  }
  if (stack.mode === 'open' && em.state.pending.length > 0) {
    stackPending(em);
    return true;
  }
  if (stack.resolving || stack.passes >= 2) {
    resolveTop(em);
    return true;
  }
  return false;
}

/**
 * A.9.2: the end phase was declared with troops in tension. Those that can fight must (the
 * player chooses how); one that can neither move nor fight flips by itself.
 */
function forcedStep(em: Emitter): boolean {
  if (!em.state.forcing) return false;
  const stuck = tensioned(em.state).filter((t) => !canAttack(em.state, t) || meleeTargets(em.state, t).length === 0);
  if (stuck.length > 0) {
    for (const troop of stuck) em.emit('TroopFlipped', { uid: troop.uid, flipped: true });
    return true;
  }
  if (tensioned(em.state).length > 0) return false;
  em.emit('PhaseBegan', { phase: 'end' });
  return true;
}
