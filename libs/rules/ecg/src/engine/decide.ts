import { eventsOf, type CommandApplied, type DecideContext, type RuleViolation } from '@cronica/rules-kernel';
import { act } from './acts.js';
import { problem } from './checks.js';
import { isWellFormedCommand } from './command-schema.js';
import type { EcgCommand } from './commands.js';
import { Emitter } from './emitter.js';
import type { EcgEvent } from './events.js';
import { advance } from './flow.js';
import type { EcgState } from './state.js';
import { refuse } from './violations.js';

/**
 * decide(command, state, ctx): the events a command causes, or a RuleViolation (state unchanged).
 * Every check runs before the first event or random draw.
 */
export const decide = eventsOf(decideAndFold);

/** `decide` plus the state its events fold to (computed on the way, so bots looking ahead skip folding again). */
export function decideAndFold(
  command: EcgCommand,
  state: EcgState,
  ctx: DecideContext,
): CommandApplied<EcgState, EcgEvent> | RuleViolation {
  if (!isWellFormedCommand(command)) return refuse('ecg.bad-command', command);
  if (state.phase === 'over') return refuse('ecg.game-over', command);
  const code = problem(state, command);
  if (code !== null) return refuse(code, command);
  const em = new Emitter(state, ctx.random);
  act(em, command);
  advance(em);
  return { events: em.events, state: em.state };
}

/**
 * The events of a command already known to be legal in `state` (one `legalCommands` listed), without
 * checking it again: for bots that try each listed command on a copy of the state. A command that is
 * not legal there is a fault of the caller.
 */
export function applyLegal(command: EcgCommand, state: EcgState, ctx: DecideContext): EcgState {
  const em = new Emitter(state, ctx.random);
  act(em, command);
  advance(em);
  return em.state;
}
