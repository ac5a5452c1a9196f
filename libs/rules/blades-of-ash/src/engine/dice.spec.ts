import { describe, expect, it } from 'vitest';
import { canonicalPick, checkChoice } from './dice.js';
import type { Die } from './state.js';

const die = (color: Die['color'], face: number, spent = false): Die => ({ color, face, spent });

describe('canonicalPick: a table turns any ticked dice into the choice decide accepts', () => {
  const dice = [die('red', 5), die('blue', 2), die('red', 5, true), die('red', 5), die('red', 5), die('green', 1)];

  it('picking a later die of equal ones picks the lowest prepared one, which checkChoice accepts', () => {
    expect(checkChoice(dice, [4])).toBe('non-canonical');
    expect(canonicalPick(dice, [4])).toEqual([0]);
    expect(checkChoice(dice, canonicalPick(dice, [4, 3, 5]))).toBeNull();
    expect(canonicalPick(dice, [4, 3, 5])).toEqual([0, 3, 5]);
  });

  it('leaves spent or unknown positions in place for decide to refuse', () => {
    expect(canonicalPick(dice, [2, 9])).toEqual([2, 9]);
    expect(checkChoice(dice, canonicalPick(dice, [2]))).toBe('bad-dice');
  });

  it('counts a die ticked twice once', () => {
    expect(canonicalPick(dice, [1, 1])).toEqual([1]);
  });
});
