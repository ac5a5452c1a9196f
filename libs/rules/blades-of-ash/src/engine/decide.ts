import { eventsOf, type CommandApplied, type DecideContext, type RuleViolation } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';
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
 * decide(command, state, ctx): the events a command causes, or a RuleViolation (state
 * unchanged). Every check runs before the first event or random draw.
 */
export const decide = eventsOf(decideAndFold);

/**
 * `decide` plus the state its events fold to (computed on the way, so callers that need both,
 * like bots looking ahead, skip folding them again). Same events as `decide`.
 */
export function decideAndFold(
  command: BladesCommand,
  state: BladesState,
  ctx: DecideContext,
): CommandApplied<BladesState, BladesEvent> | RuleViolation {
  if (!isWellFormedCommand(command)) return refuse('blades.bad-command', command);
  if (state.phase === 'over') return refuse('blades.game-over', command);
  const em = new Emitter(state, ctx.random);
  const refusal = handle(em, command);
  if (refusal !== null) return refusal;
  advance(em);
  return { events: em.events, state: em.state };
}

function handle(em: Emitter, command: BladesCommand): RuleViolation | null {
  switch (command.type) {
    case 'PickHeroes':
      return pickHeroes(em, command);
    case 'Mulligan':
      return mulligan(em, command);
    case 'ChooseRole':
      return chooseRole(em, command);
    case 'PairHeroes':
      return pairHeroes(em, command);
    case 'RerollDice':
    case 'KeepDice':
      return rerollDice(em, command);
    case 'PlayCard':
      return playCard(em, command);
    case 'ActivateAbility':
      return activateAbility(em, command);
    case 'DrawCard':
      return drawCardAction(em, command);
    case 'Pass':
      return pass(em, command);
    case 'OrderTrigger':
      return orderTrigger(em, command);
    case 'DiscardCard':
      return discardCard(em, command);
    case 'Concede':
      return concede(em, command);
    default:
      return assertNever(command, 'command');
  }
}
