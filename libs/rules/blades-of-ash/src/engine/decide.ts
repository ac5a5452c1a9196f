import { eventsOf, type DecideAndFold, type RuleViolation } from '@cronica/rules-kernel';
import { byType, type ByType } from '@cronica/util';
import { isWellFormedCommand } from './command-schema.js';
import type { BladesCommand } from './commands.js';
import {
  activateAbility,
  discardCard,
  drawCardAction,
  orderTrigger,
  pass,
  playCard,
  rerollDice,
} from './decide-actions.js';
import { chooseRole, concede, mulligan, pairHeroes, pickHeroes } from './decide-setup.js';
import { Emitter } from './emitter.js';
import type { BladesEvent } from './events.js';
import { advance } from './flow.js';
import type { BladesState } from './state.js';
import { refuse } from './violations.js';

/**
 * `decide` plus the state its events fold to (computed on the way, so callers that need both,
 * like bots looking ahead, skip folding them again). Same events as `decide`.
 */
export const decideAndFold: DecideAndFold<BladesState, BladesCommand, BladesEvent> = (command, state, ctx) => {
  if (!isWellFormedCommand(command)) return refuse('blades.bad-command', command);
  if (state.phase === 'over') return refuse('blades.game-over', command);
  const em = new Emitter(state, ctx.random);
  const refusal = byType(HANDLERS, command, em);
  if (refusal !== null) return refusal;
  advance(em);
  return em.applied();
};

/**
 * decide(command, state, ctx): the events a command causes, or a RuleViolation (state
 * unchanged). Every check runs before the first event or random draw.
 */
export const decide = eventsOf(decideAndFold);

/** Each command's checks and events (its flow continues in `advance`). */
const HANDLERS: ByType<BladesCommand, [Emitter], RuleViolation | null> = {
  PickHeroes: pickHeroes,
  Mulligan: mulligan,
  ChooseRole: chooseRole,
  PairHeroes: pairHeroes,
  RerollDice: rerollDice,
  KeepDice: rerollDice,
  PlayCard: playCard,
  ActivateAbility: activateAbility,
  DrawCard: drawCardAction,
  Pass: pass,
  OrderTrigger: orderTrigger,
  DiscardCard: discardCard,
  Concede: concede,
};
