import { expect } from 'vitest';
import type { RuleViolation } from '../decider.js';
import { isRuleViolation } from '../violation.js';

/**
 * Event-level scenarios for any decider, after Emmett's `DeciderSpecification`: given the events
 * already recorded, when a command arrives, then exactly these events are recorded, or the command
 * is refused with this code and nothing is recorded. A scenario reads as the rulebook does (what
 * happened, what is asked, what follows) and depends on no other command's behaviour. Only specs
 * import this file: it asserts with Vitest.
 */
export interface SpecifiedDecider<State, Command, Event, Context> {
  initialState(): State;
  decide(command: Command, state: State, context: Context): readonly Event[] | RuleViolation;
  evolve(state: State, event: Event): State;
}

/** What a scenario checks once its command is decided. */
export interface Decided<State, Event> {
  /**
   * Accepted, recording exactly `expected` (Vitest's asymmetric matchers allowed), which fold
   * without fault. Returns the state they lead to, for what the scenario reads next.
   */
  then(expected: readonly Event[]): State;
  /** Accepted with nothing to record (a repeat that changes nothing); the state as given. */
  thenNothingHappens(): State;
  /** Refused with `code`, worded in Spanish and English; the history's state is left as it was. */
  thenRefused(code: string): RuleViolation;
}

export interface Given<State, Command, Event> {
  when(command: Command): Decided<State, Event>;
}

export interface DeciderSpecification<State, Command, Event> {
  /** The stream so far, oldest first; an empty list is a new stream. */
  given(history: readonly Event[]): Given<State, Command, Event>;
}

/** `contextFor` gives `decide` its context for the state the history folds to (a clock, a seeded random source). */
export function deciderSpecification<State, Command, Event, Context>(
  decider: SpecifiedDecider<State, Command, Event, Context>,
  contextFor: (state: State) => Context,
): DeciderSpecification<State, Command, Event> {
  return {
    given: (history) => {
      const state = history.reduce(decider.evolve, decider.initialState());
      return {
        when: (command) => {
          const before = structuredClone(state);
          return decided(decider, { before, state }, decider.decide(command, state, contextFor(state)));
        },
      };
    },
  };
}

function decided<State, Command, Event, Context>(
  decider: SpecifiedDecider<State, Command, Event, Context>,
  { before, state }: { readonly before: State; readonly state: State },
  outcome: readonly Event[] | RuleViolation,
): Decided<State, Event> {
  const accepted = (): readonly Event[] => {
    expect(state, 'decide changed the state it was given').toEqual(before);
    if (isRuleViolation(outcome))
      throw new Error(`refused (${outcome.code}: ${outcome.message.en}), expected accepted`);
    return outcome;
  };
  return {
    then(expected) {
      const events = accepted();
      expect(events).toEqual(expected);
      return events.reduce(decider.evolve, state);
    },
    thenNothingHappens() {
      expect(accepted()).toEqual([]);
      return state;
    },
    thenRefused(code) {
      if (!isRuleViolation(outcome))
        throw new Error(`accepted (${outcome.length} events), expected refused with ${code}`);
      expect(outcome.code).toBe(code);
      expect(outcome.message.es.trim()).not.toBe('');
      expect(outcome.message.en.trim()).not.toBe('');
      expect(state, 'a refusal changed the state').toEqual(before);
      return outcome;
    },
  };
}
