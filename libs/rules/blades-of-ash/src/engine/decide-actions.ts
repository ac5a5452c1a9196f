import type { RuleViolation, Seat } from '@cronica/rules-kernel';
import type { Cost } from '../cards/schema.js';
import type { CommandOf } from './commands.js';
import { drawCards } from './common.js';
import { checkChoice, pays } from './dice.js';
import type { Emitter } from './emitter.js';
import { maxReroll } from './flow.js';
import { abilityProblem, actionTiming, cardProblem, targetFits } from './playable.js';
import { resolveTop } from './resolve.js';
import { atSeat, other, playerOf } from './state.js';
import { activeOf } from './targets.js';
import { fire, triggerOrderer } from './triggers.js';
import { refuse, type BladesViolationCode } from './violations.js';

/** Clash commands (000_7cbcfc9bc47f1014.txt, "Preparar Dados de Acción", "Resolución de Acciones"). */

const DICE_PROBLEM: Record<'not-sorted' | 'bad-dice' | 'non-canonical', BladesViolationCode> = {
  'not-sorted': 'blades.not-sorted',
  'bad-dice': 'blades.bad-dice',
  'non-canonical': 'blades.non-canonical-dice',
};

function diceProblem(
  em: Emitter,
  seat: Seat,
  chosen: readonly number[],
  cost: Cost | null,
): BladesViolationCode | null {
  const dice = playerOf(em.state, seat).dice;
  const problem = checkChoice(dice, chosen);
  if (problem !== null) return DICE_PROBLEM[problem];
  if (cost !== null && !pays(cost, dice, chosen)) return 'blades.cost-not-paid';
  return null;
}

export function rerollDice(command: CommandOf<'RerollDice' | 'KeepDice'>, em: Emitter): RuleViolation | null {
  const seat = command.data.seat;
  const step = em.state.clash?.diceStep;
  if (em.state.phase !== 'dice' || step == null) return refuse('blades.wrong-phase', command);
  if (step.seat !== seat) return refuse('blades.not-your-turn', command);
  if (command.type === 'KeepDice') {
    em.emit('DiceKept', { seat });
    return null;
  }
  const chosen = command.data.dice;
  const problem = diceProblem(em, seat, chosen, null);
  if (problem !== null) return refuse(problem, command);
  if (chosen.length < 1 || chosen.length > maxReroll(em.state, seat)) return refuse('blades.too-many-rerolls', command);
  const faces = em.rollD6(chosen.length);
  const kept: number[] = [];
  for (let at = 0; at < playerOf(em.state, seat).dice.length; at += 1) if (!chosen.includes(at)) kept.push(at);
  em.emitDrawn('DiceRerolled', { seat, indices: chosen.slice(), faces, kept });
  return null;
}

function timingProblem(em: Emitter, seat: Seat, allowWindow: boolean): BladesViolationCode | { windowOnly: boolean } {
  const timing = actionTiming(em.state, seat);
  if ('code' in timing) return timing.code;
  if (timing.windowOnly && !allowWindow) return 'blades.not-playable-now';
  return timing;
}

export function playCard(command: CommandOf<'PlayCard'>, em: Emitter): RuleViolation | null {
  const { seat, card: id, dice, target } = command.data;
  const timing = timingProblem(em, seat, true);
  if (typeof timing === 'string') return refuse(timing, command);
  const index = em.state.cardIndex[id];
  if (index === undefined || !playerOf(em.state, seat).hand.includes(index))
    return refuse('blades.not-in-hand', command);
  const card = em.state.catalog[index]!;
  const problem =
    cardProblem(em.state, seat, card, timing.windowOnly) ??
    (targetFits(em.state, seat, card.target, target) ? null : 'blades.bad-target') ??
    diceProblem(em, seat, dice, card.cost);
  if (problem !== null) return refuse(problem, command);
  const performer = activeOf(em.state, seat);
  em.emit('ActionPlayed', { seat, card: id, dice: dice.slice(), target: target ?? null, performer });
  fire(em, 'allyCardPlayed', performer, null);
  fire(em, 'rivalCardPlayed', atSeat(em.state.clash!.heroes, other(seat)), performer);
  return null;
}

export function activateAbility(command: CommandOf<'ActivateAbility'>, em: Emitter): RuleViolation | null {
  const { seat, ability: id, dice, target } = command.data;
  const timing = timingProblem(em, seat, false);
  if (typeof timing === 'string') return refuse(timing, command);
  const found = abilityProblem(em.state, seat, id);
  if ('code' in found) return refuse(found.code, command);
  const problem =
    (targetFits(em.state, seat, found.ability.target, target) ? null : 'blades.bad-target') ??
    diceProblem(em, seat, dice, found.ability.cost);
  if (problem !== null) return refuse(problem, command);
  em.emit('ActionPlayed', {
    seat,
    ability: id,
    dice: dice.slice(),
    target: target ?? null,
    performer: activeOf(em.state, seat),
  });
  return null;
}

/** The special action Robar una Carta; its cost is a format option (RULES-NOTES.md). */
export function drawCardAction(command: CommandOf<'DrawCard'>, em: Emitter): RuleViolation | null {
  const { seat, dice } = command.data;
  const timing = timingProblem(em, seat, false);
  if (typeof timing === 'string') return refuse(timing, command);
  if (playerOf(em.state, seat).deck.length === 0) return refuse('blades.deck-empty', command);
  const any: Cost = anyDice(em.state.format.drawCardCost);
  const problem = diceProblem(em, seat, dice, any);
  if (problem !== null) return refuse(problem, command);
  em.emit('CardDrawAction', { seat, dice: dice.slice() });
  drawCards(em, seat, 1);
  return null;
}

function anyDice(count: number): Cost {
  const cost: Cost = [];
  for (let k = 0; k < count; k += 1) cost.push(ANY_DIE);
  return cost;
}

const ANY_DIE = Object.freeze({ color: 'any' } as const);

export function pass(command: CommandOf<'Pass'>, em: Emitter): RuleViolation | null {
  const seat = command.data.seat;
  const clash = em.state.clash;
  if (em.state.phase !== 'actions' || clash === null) return refuse('blades.wrong-phase', command);
  if (clash.pending.length > 0) return refuse('blades.triggers-pending', command);
  if (clash.priority !== seat) return refuse('blades.not-your-turn', command);
  em.emit('Passed', { seat, auto: false });
  if (clash.stack.length > 0) resolveTop(em);
  return null;
}

/** "…el jugador cuyo turno se esté jugando será quien elija en qué orden se pongan." */
export function orderTrigger(command: CommandOf<'OrderTrigger'>, em: Emitter): RuleViolation | null {
  const { seat, pending } = command.data;
  const clash = em.state.clash;
  if (em.state.phase !== 'actions' || clash === null) return refuse('blades.wrong-phase', command);
  const orderer = triggerOrderer(em.state);
  if (orderer === null || !orderer.choices.includes(pending)) return refuse('blades.bad-trigger', command);
  if (orderer.seat !== seat) return refuse('blades.not-your-turn', command);
  em.emit('TriggerStacked', { orderedBy: seat, pending });
  return null;
}

/** Hand limit 7 at the end of each clash ("Robo de Mano Inicial"). */
export function discardCard(command: CommandOf<'DiscardCard'>, em: Emitter): RuleViolation | null {
  const { seat, card } = command.data;
  if (em.state.phase !== 'handLimit') return refuse('blades.wrong-phase', command);
  const hand = playerOf(em.state, seat).hand;
  if (hand.length <= em.state.format.handLimit) return refuse('blades.hand-within-limit', command);
  const index = em.state.cardIndex[card];
  if (index === undefined || !hand.includes(index)) return refuse('blades.not-in-hand', command);
  em.emit('CardsDiscarded', { seat, cards: [card], reason: 'handLimit' });
  return null;
}
