import { pick, type Lang, type Localized } from '@cronica/util';
import type { DecideContext, GameDecider, Message, RuleViolation } from './decider.js';
import { createRandomSource, type KeyFor } from './random.js';

/** A refusal: stable code, the command that failed, es/en message. */
export function violation(code: string, command: unknown, message: Localized): RuleViolation {
  return { kind: 'RuleViolation', code, command, message };
}

export function isRuleViolation(value: unknown): value is RuleViolation {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'RuleViolation';
}

/** `[code] message` in one language, for logs and CLI output. */
export function describeViolation(refusal: RuleViolation, lang: Lang = 'es'): string {
  return `[${refusal.code}] ${pick(refusal.message, lang)}`;
}

type AnyModule<State, Command extends Message, Event extends Message> = GameDecider<
  State,
  Command,
  Event,
  unknown,
  unknown
>;

/** Folds events over a state with the module's `evolve` (replays, projections, verifiers). */
export function fold<State, Command extends Message, Event extends Message>(
  module: Pick<AnyModule<State, Command, Event>, 'evolve'>,
  state: State,
  events: Iterable<Event>,
): State {
  let current = state;
  for (const event of events) current = module.evolve(current, event);
  return current;
}

export interface CommandApplied<State, Event> {
  readonly events: readonly Event[];
  readonly state: State;
}

/** A game's `decide` that also returns the state its events fold to, so a caller needing both folds once. */
export type DecideAndFold<State, Command, Event> = (
  command: Command,
  state: State,
  ctx: DecideContext,
) => CommandApplied<State, Event> | RuleViolation;

/** A game's `decide` from its `decideAndFold`: the same events or refusal, without the folded state. */
export function eventsOf<State, Command, Event>(
  decideAndFold: DecideAndFold<State, Command, Event>,
): (command: Command, state: State, ctx: DecideContext) => readonly Event[] | RuleViolation {
  return (command, state, ctx) => {
    const decided = decideAndFold(command, state, ctx);
    return isRuleViolation(decided) ? decided : decided.events;
  };
}

/**
 * Decides a command and folds its events. A refusal comes back as the RuleViolation and the
 * caller keeps its state (nothing was changed). Draws the decider made but did not attach to an
 * event are a fault of the module (a verifier could never re-derive them), so they throw.
 */
export function runCommand<State, Command extends Message, Event extends Message>(
  module: Pick<AnyModule<State, Command, Event>, 'decide' | 'evolve'>,
  state: State,
  command: Command,
  ctx: DecideContext,
): CommandApplied<State, Event> | RuleViolation {
  const decided = module.decide(command, state, ctx);
  const leftover = ctx.random.takeDraws();
  if (isRuleViolation(decided)) return decided;
  if (leftover.length > 0) {
    throw new Error(
      `decide(${command.type}) drew ${leftover.length} random value(s) without recording them in an event`,
    );
  }
  return { events: decided, state: fold(module, state, decided) };
}

/** A fresh context for one command, continuing each label's counter from the state. */
export function contextFor<State>(
  module: Pick<AnyModule<State, Message, Message>, 'randomCounters'>,
  state: State,
  keyFor: KeyFor,
): DecideContext {
  return { random: createRandomSource({ keyFor, counters: module.randomCounters(state) }) };
}
