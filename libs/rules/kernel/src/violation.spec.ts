import { describe, expect, it } from 'vitest';
import type { DecideContext, GameDecider, Message, RuleViolation } from './decider.js';
import { advanceCounters, createRandomSource, keysFromMatchSeed } from './random.js';
import { contextFor, describeViolation, fold, isRuleViolation, runCommand, violation } from './violation.js';

// A tiny counter game: "Roll" adds a die to the total, refused once the total reaches 10.
interface State {
  readonly total: number;
  readonly counters: Readonly<Record<string, number>>;
}
type Command = Message<'Roll', { readonly seat: number }>;
type Event = Message<'Rolled', { readonly value: number }>;

const dice: GameDecider<State, Command, Event, State, null> = {
  id: 'dice',
  version: '1',
  initialState: () => ({ total: 0, counters: {} }),
  decide(command, state, ctx) {
    if (state.total >= 10) return violation('dice.full', command, { es: 'Ya sumas 10.', en: 'You already have 10.' });
    const value = ctx.random.int('dice', 6) + 1;
    return [{ type: 'Rolled', data: { value }, metadata: { random: ctx.random.takeDraws() } }];
  },
  evolve: (state, event) => ({
    total: state.total + event.data.value,
    counters: advanceCounters(state.counters, event.metadata?.random),
  }),
  legalCommands: () => [],
  view: (state) => state,
  result: () => null,
  seatOf: (command) => command.data.seat,
  randomCounters: (state) => state.counters,
  secrets: () => [],
};
const roll: Command = { type: 'Roll', data: { seat: 0 } };
const keys = keysFromMatchSeed(new Uint8Array(32).fill(1));

describe('violation', () => {
  it('carries a stable code, the command and both languages', () => {
    const refusal = violation('x.bad', roll, { es: 'Mal.', en: 'Bad.' });
    expect(isRuleViolation(refusal)).toBe(true);
    expect(refusal).toEqual({
      kind: 'RuleViolation',
      code: 'x.bad',
      command: roll,
      message: { es: 'Mal.', en: 'Bad.' },
    });
    expect(describeViolation(refusal, 'en')).toBe('[x.bad] Bad.');
    expect(describeViolation(refusal)).toBe('[x.bad] Mal.');
    expect(isRuleViolation({ events: [] })).toBe(false);
  });
});

describe('runCommand / fold', () => {
  it('returns the events and the folded state, and folding the events reproduces it', () => {
    let state = dice.initialState(null);
    const log: Event[] = [];
    while (state.total < 10) {
      const applied = runCommand(dice, state, roll, contextFor(dice, state, keys));
      if (isRuleViolation(applied)) throw new Error(applied.code);
      log.push(...applied.events);
      state = applied.state;
    }
    expect(fold(dice, dice.initialState(null), log)).toEqual(state);
    expect(state.counters.dice).toBe(log.reduce((n, e) => n + (e.metadata?.random?.[0]?.count ?? 0), 0));
  });

  it('refuses with the violation and leaves the state untouched', () => {
    const full: State = Object.freeze({ total: 10, counters: Object.freeze({}) });
    const outcome = runCommand(dice, full, roll, contextFor(dice, full, keys));
    expect(isRuleViolation(outcome) && (outcome as RuleViolation).code).toBe('dice.full');
    expect(full).toEqual({ total: 10, counters: {} });
  });

  it('treats draws a decider did not record as a fault', () => {
    const sloppy = {
      ...dice,
      decide: (_c: Command, _s: State, ctx: DecideContext) => [
        { type: 'Rolled' as const, data: { value: ctx.random.int('dice', 6) } },
      ],
    };
    const ctx = { random: createRandomSource({ keyFor: keys }) };
    expect(() => runCommand(sloppy, dice.initialState(null), roll, ctx)).toThrow(/without recording/);
  });
});
