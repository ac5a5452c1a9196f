import { SYSTEM_SEAT } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ecgCommandSchema, isWellFormedCommand } from './command-schema.js';

// The zod schema (commands arriving as JSON) and the table guard `decide` runs agree on every input.
describe('command shapes', () => {
  it('accept and refuse the same values', () => {
    const value = fc.oneof(
      fc.record({
        type: fc.constantFrom(
          'Train',
          'PlayCard',
          'Reinforce',
          'Reshuffle',
          'Maneuver',
          'UseAbility',
          'Pass',
          'CallTime',
          'Bogus',
        ),
        data: fc.dictionary(
          fc.constantFrom(
            'seat',
            'card',
            'line',
            'target',
            'draw',
            'discard',
            'troop',
            'maneuver',
            'source',
            'ability',
            'shuffle',
            'extra',
          ),
          fc.oneof(
            fc.boolean(),
            fc.integer({ min: -2, max: 5 }),
            fc.constantFrom('sol-t1', 'infantry', 'clash', ''),
            fc.array(fc.constantFrom('a', 'b')),
          ),
        ),
      }),
      fc.anything(),
    );
    fc.assert(
      fc.property(value, (v) => {
        expect(isWellFormedCommand(v)).toBe(ecgCommandSchema.safeParse(v).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('take the seat from 0, 1 or the platform, and refuse unknown fields', () => {
    expect(isWellFormedCommand({ type: 'CallTime', data: { seat: SYSTEM_SEAT } })).toBe(true);
    expect(isWellFormedCommand({ type: 'Pass', data: { seat: 2 } })).toBe(false);
    expect(isWellFormedCommand({ type: 'Pass', data: { seat: 0, sneaky: true } })).toBe(false);
    expect(isWellFormedCommand({ type: 'Train', data: { seat: 0, card: 'sol-t1', line: 'middle' } })).toBe(false);
  });
});
