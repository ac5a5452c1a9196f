import { unwordedEndReasons } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { bladesOfAshGame } from '../game.js';

describe('why a skirmish ended, in words', () => {
  it('words every reason its rules give a result: knockouts, the round cap and a concession', () => {
    // common.ts (checkSkirmishEnd, roundCapResult) and decide-setup.ts (a concession).
    const reasons = ['rival-heroes-knocked-out', 'mutual-knockout', 'round-cap-heroes', 'round-cap-life', 'round-cap'];
    expect(unwordedEndReasons(bladesOfAshGame.endReasons, [...reasons, 'concede'])).toEqual([]);
  });
});
