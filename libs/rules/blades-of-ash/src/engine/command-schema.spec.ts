import { describe, expect, it } from 'vitest';
import { isWellFormedCommand } from './command-schema.js';

// Bad input gets a clear refusal before any rule is checked (blades.bad-command).
describe('command shape', () => {
  it('accepts well-formed commands', () => {
    expect(isWellFormedCommand({ type: 'Pass', data: { seat: 0 } })).toBe(true);
    expect(isWellFormedCommand({ type: 'PlayCard', data: { seat: 1, card: 'tajo', dice: [0, 2] } })).toBe(true);
    expect(isWellFormedCommand({ type: 'PlayCard', data: { seat: 1, card: 'tajo', dice: [0, 2], target: 5 } })).toBe(
      true,
    );
  });

  it('refuses unknown types, bad seats and mistyped fields', () => {
    for (const bad of [
      null,
      'Pass',
      { type: 'Explode', data: { seat: 0 } },
      { type: 'Pass', data: { seat: 2 } },
      { type: 'Pass' },
      { type: 'PlayCard', data: { seat: 0, card: '', dice: [] } },
      { type: 'PlayCard', data: { seat: 0, card: 'x', dice: [-1] } },
      { type: 'PlayCard', data: { seat: 0, card: 'x', dice: [0], target: 1.5 } },
      { type: 'ChooseRole', data: { seat: 0, role: 'king' } },
      { type: 'toString', data: { seat: 0 } },
    ])
      expect(isWellFormedCommand(bad)).toBe(false);
  });
});
