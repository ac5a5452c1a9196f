import { SYSTEM_SEAT } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { accion, playEncounter } from '../module.js';
import { botsFor, sampleSetup, seedOf } from '../testing/invariants.js';
import { given } from '../testing/table.js';

describe('commands arriving as JSON', () => {
  it('the schema accepts every command bots send over whole encounters', () => {
    for (const sample of [0, 3, 4]) {
      const match = playEncounter(sampleSetup(sample, 3), seedOf(sample), botsFor(4, 0b0101, sample));
      for (const c of match.commands)
        expect(accion.commandSchema.safeParse(JSON.parse(JSON.stringify(c))).success, JSON.stringify(c)).toBe(true);
    }
  });

  it('refuses unknown types, extra fields, unknown cards, out-of-range squares and oversized combos', () => {
    const bad = [
      { type: 'Fly', data: { seat: 1 } },
      { type: 'EndTurn', data: { seat: 1, extra: true } },
      { type: 'Discard', data: { seat: 1, card: 'ZZ' } },
      { type: 'Move', data: { seat: 1, to: [12, 0] } },
      {
        type: 'Attack',
        data: {
          seat: 1,
          target: 'x',
          kind: 'physical',
          cards: [{ from: 'flank' }, { from: 'flank' }, { from: 'flank' }, { from: 'flank' }],
        },
      },
      { type: 'CallTime', data: { seat: -2 } },
      { type: 'EndTurn', data: { seat: 9 } },
      { type: 'EndTurn' },
    ];
    for (const c of bad) expect(accion.commandSchema.safeParse(c).success, JSON.stringify(c)).toBe(false);
    expect(accion.commandSchema.safeParse({ type: 'CallTime', data: { seat: SYSTEM_SEAT } }).success).toBe(true);
  });

  it('decide refuses a malformed command and changes nothing', () => {
    const t = given();
    expect(t.refused({ type: 'EndTurn', data: { seat: 1, extra: 1 } } as never).code).toBe('accion.malformed');
    expect(accion.seatOf({ type: 'EndTurn', data: { seat: 3 } })).toBe(3);
    expect(accion.systemCommands).toEqual(['CallTime']);
  });
});
