import { SYSTEM_SEAT } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandArb } from '../testing/probes.js';
import { WotCommandSchema } from './command-schema.js';

describe('command schema', () => {
  it("accepts every kind of command in its JSON form, with the platform's commands only from SYSTEM_SEAT", () => {
    const ok = [
      { type: 'MoveTroop', data: { seat: 0, troop: 3, to: 7, strike: { kind: 'troop', zone: 12 } } },
      { type: 'CastSpell', data: { seat: 1, card: 'demoler', target: { kind: 'place', uid: 9 } } },
      { type: 'AddGold', data: { seat: 0, heroPoint: true, hire: false } },
      { type: 'CallTime', data: { seat: SYSTEM_SEAT } },
      { type: 'JudgeRuling', data: { seat: SYSTEM_SEAT, against: 1, penalty: 'game-loss', reason: 'cheating' } },
      { type: 'Concede', data: { seat: 1 } },
    ];
    for (const command of ok) expect(WotCommandSchema.safeParse(command).success).toBe(true);
    for (const bad of [
      { type: 'CallTime', data: { seat: 0 } },
      { type: 'Pass', data: { seat: SYSTEM_SEAT } },
      { type: 'Pass', data: { seat: 0, x: 1 } },
      { type: 'MoveTroop', data: { seat: 0, troop: 3, to: 25 } },
      { type: 'DrawCard', data: { seat: 0, deck: 'hand' } },
      { type: 'Nope', data: { seat: 0 } },
    ])
      expect(WotCommandSchema.safeParse(bad).success).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(commandArb() as fc.Arbitrary<unknown>, fc.anything()), (value) => {
        expect(() => WotCommandSchema.safeParse(value)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
