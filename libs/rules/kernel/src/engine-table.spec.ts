import { describe, expect, it } from 'vitest';
import type { DecideContext, Message, RuleViolation, Seat } from './decider.js';
import { EngineTable } from './engine-table.js';
import { advanceCounters } from './random.js';
import { isRuleViolation, violation } from './violation.js';

interface Dice {
  readonly rolls: readonly number[];
  readonly random: Readonly<Record<string, number>>;
}
type Roll = Message<'Roll', { readonly seat: Seat }>;
type Rolled = Message<'Rolled', { readonly value: number }>;

/** A two-seat dice game: seat 0 rolls a d6 (the draw travels in the event), seat 1 may not. */
const dice = {
  decide(command: Roll, _state: Dice, ctx: DecideContext): readonly Rolled[] | RuleViolation {
    if (command.data.seat !== 0) return violation('dice.not-your-turn', command, { es: 'No.', en: 'No.' });
    const value = ctx.random.int('roll', 6) + 1;
    return [{ type: 'Rolled', data: { value }, metadata: { random: ctx.random.takeDraws() } }];
  },
  evolve: (state: Dice, event: Rolled): Dice => ({
    rolls: [...state.rolls, event.data.value],
    random: advanceCounters(state.random, event.metadata?.random),
  }),
  legalCommands: (_state: Dice, seat: Seat): readonly Roll[] => (seat === 0 ? [{ type: 'Roll', data: { seat } }] : []),
  randomCounters: (state: Dice) => state.random,
};
/** The same game, but its decide writes a 0 into the rolls it was given before refusing seat 1. */
const careless = {
  ...dice,
  decide(command: Roll, state: Dice, ctx: DecideContext): readonly Rolled[] | RuleViolation {
    if (command.data.seat !== 0) (state.rolls as number[]).push(0);
    return dice.decide(command, state, ctx);
  },
};
const start: Dice = { rolls: [], random: {} };
const roll = (seat: Seat): Roll => ({ type: 'Roll', data: { seat } });

describe('a seeded table for engine tests', () => {
  it('plays accepted commands into the state and the log, the same rolls for the same seed', () => {
    const table = new EngineTable(dice, start, 7);
    table.run(roll(0));
    table.run(roll(0));
    expect(table.events.map((e) => e.data.value)).toEqual(table.state.rolls);
    expect(table.state.random).toEqual({ roll: 2 });
    const again = new EngineTable(dice, start, 7);
    again.run(roll(0));
    again.run(roll(0));
    expect(again.state.rolls).toEqual(table.state.rolls);
  });

  it('leaves the state and the log as they were on a refusal, and run throws it', () => {
    const table = new EngineTable(dice, start);
    expect(isRuleViolation(table.try(roll(1)))).toBe(true);
    expect(table.state).toBe(start);
    expect(table.events).toEqual([]);
    expect(() => table.run(roll(1))).toThrow('dice.not-your-turn');
    expect(table.legal(1)).toEqual([]);
    expect(table.legal(0)).toEqual([roll(0)]);
  });

  it('gives the refusal code of a pure refusal, and accepted for a played command', () => {
    const table = new EngineTable(dice, start);
    expect(table.refusalCode(roll(1))).toBe('dice.not-your-turn');
    expect(table.state).toBe(start);
    expect(table.refusalCode(roll(0))).toBe('accepted');
    expect(table.state.rolls).toHaveLength(1);
  });

  it('throws when a refusal edited the state in place', () => {
    const table = new EngineTable(careless, { rolls: [], random: {} });
    expect(() => table.refusalCode(roll(1))).toThrow('refusing Roll changed the state');
  });
});
