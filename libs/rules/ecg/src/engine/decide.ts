import { eventsOf, type DecideAndFold, type DecideContext } from '@cronica/rules-kernel';
import { act } from './acts.js';
import { problem } from './checks.js';
import { isWellFormedCommand } from './command-schema.js';
import type { EcgCommand } from './commands.js';
import { Emitter } from './emitter.js';
import type { EcgEvent } from './events.js';
import { advance } from './flow.js';
import type { EcgState } from './state.js';
import { refuse } from './violations.js';

/** `decide` plus the state its events fold to (computed on the way, so bots looking ahead skip folding again). */
export const decideAndFold: DecideAndFold<EcgState, EcgCommand, EcgEvent> = (command, state, ctx) => {
  if (!isWellFormedCommand(command)) return refuse('ecg.bad-command', command);
  if (state.phase === 'over') return refuse('ecg.game-over', command);
  const code = problem(state, command);
  return code === null ? played(command, state, ctx).applied() : refuse(code, command);
};

/**
 * decide(command, state, ctx): the events a command causes, or a RuleViolation (state unchanged).
 * Every check runs before the first event or random draw.
 */
export const decide = eventsOf(decideAndFold);

/**
 * The events of a command already known to be legal in `state` (one `legalCommands` listed), without
 * checking it again: for bots that try each listed command on a copy of the state. A command that is
 * not legal there is a fault of the caller.
 */
export function applyLegal(command: EcgCommand, state: EcgState, ctx: DecideContext): EcgState {
  return played(command, state, ctx).state;
}

/** The emitter after a legal command and the flow it sets going. */
function played(command: EcgCommand, state: EcgState, ctx: DecideContext): Emitter {
  const em = new Emitter(state, ctx.random);
  act(em, command);
  advance(em);
  return em;
}
