import type { Seat } from '@cronica/rules-kernel';
import type { ActionCard, ActiveAbility, Window } from '../cards/schema.js';
import type { TargetPool } from '../cards/vocabulary.js';
import { canAct, findAbility, pairedRival } from './heroes.js';
import type { BladesViolationCode } from './violations.js';
import { usesOf, type BladesState, type StackItem } from './state.js';
import { activeOf, aimsAtPairedRival, damageKinds, targetsInPool } from './targets.js';

/**
 * Who may play what, when (000_7cbcfc9bc47f1014.txt, "Resolución de Acciones"). Shared by
 * `decide` (which explains a refusal) and `legalCommands` (which lists what is accepted).
 */

/** Whether `seat` may take an action now, and whether only timed (window) actions are allowed. */
export function actionTiming(state: BladesState, seat: Seat): { code: BladesViolationCode } | { windowOnly: boolean } {
  if (state.phase === 'over') return { code: 'blades.game-over' };
  const clash = state.clash;
  if (state.phase !== 'actions' || clash === null) return { code: 'blades.wrong-phase' };
  if (clash.pending.length > 0) return { code: 'blades.triggers-pending' };
  if (clash.priority !== seat) return { code: 'blades.not-your-turn' };
  if (!canAct(state, seat)) return { code: 'blades.hero-out' };
  return { windowOnly: clash.stack.length > 0 };
}

/** A timing window opens when the top of the stack is of the kind it answers. */
export function windowOpen(state: BladesState, seat: Seat, window: Window): boolean {
  const stack = state.clash?.stack ?? [];
  const top: StackItem | undefined = stack[stack.length - 1];
  if (top === undefined) return false;
  if (window === 'anyItem') return true;
  if (top.seat === seat) return false;
  switch (window) {
    case 'rivalAction':
      return true;
    case 'rivalCard':
      return top.source.kind === 'card';
    case 'rivalAttack': {
      const k = damageKinds(top.effects);
      return k.physical || k.magical;
    }
    case 'rivalPhysicalAttack':
      return damageKinds(top.effects).physical;
    case 'rivalMagicalAttack':
      return damageKinds(top.effects).magical;
  }
}

/** Card checks besides dice and target. */
export function cardProblem(
  state: BladesState,
  seat: Seat,
  card: ActionCard,
  windowOnly: boolean,
): BladesViolationCode | null {
  if (windowOnly ? card.window === undefined || !windowOpen(state, seat, card.window) : card.kind === 'reaction') {
    return 'blades.not-playable-now';
  }
  const hero = activeOf(state, seat);
  if (card.classes !== undefined && !card.classes.includes(state.heroes[hero]!.def.class)) return 'blades.wrong-class';
  return aimProblem(state, hero, card);
}

/** "…con la excepción de que no podrá jugar aquellas que hagan objetivo directo al héroe rival emparejado." */
function aimProblem(
  state: BladesState,
  hero: number,
  action: { target?: TargetPool; effects: ActionCard['effects'] },
): BladesViolationCode | null {
  const rival = pairedRival(state, hero);
  const rivalOut = rival === null || state.heroes[rival]!.out;
  if (rivalOut && (action.target === 'pairedRival' || aimsAtPairedRival(action.effects)))
    return 'blades.paired-rival-out';
  if (action.target !== undefined && targetsInPool(state, hero, action.target).length === 0) return 'blades.bad-target';
  return null;
}

export function abilityProblem(
  state: BladesState,
  seat: Seat,
  id: string,
): { code: BladesViolationCode } | { ability: ActiveAbility } {
  const hero = activeOf(state, seat);
  const ability = findAbility(state, state.heroes[hero]!, id);
  if (ability === undefined) return { code: 'blades.unknown-ability' };
  const used = usesOf(state.clash!, `${hero}:${ability.id}`);
  if (ability.limitPerClash !== undefined && used >= ability.limitPerClash) return { code: 'blades.ability-limit' };
  const aim = aimProblem(state, hero, ability);
  return aim === null ? { ability } : { code: aim };
}

/** The chosen target fits the action's pool (or there is none to choose). */
export function targetFits(
  state: BladesState,
  seat: Seat,
  pool: TargetPool | undefined,
  target: number | undefined,
): boolean {
  if (pool === undefined) return target === undefined;
  return target !== undefined && targetsInPool(state, activeOf(state, seat), pool).includes(target);
}

export function targetChoices(state: BladesState, seat: Seat, pool: TargetPool | undefined): (number | undefined)[] {
  return pool === undefined ? [undefined] : targetsInPool(state, activeOf(state, seat), pool);
}
