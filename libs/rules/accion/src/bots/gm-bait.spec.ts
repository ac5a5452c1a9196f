import { describe, expect, it } from 'vitest';
import { view } from '../encounter/view.js';
import { archerTurn, given } from '../testing/table.js';
import { fallBeforeTurn } from './gm-bait.js';
import { strikeChance } from './gm-plan.js';

/** Given a position, when the GM weighs a bait, then it counts the strikes the hero meets before playing again. */

const sure = { player: { 1: { guard: 1 } } };

describe('the chance a hero falls before its next turn (gm-bait.ts)', () => {
  it('counts the acting enemy’s shots and the strikes of an enemy still to act, less the step it needs', () => {
    // Guard 1: every strike lands. Archer 2 × 2 + bandit (3 actions, 1 to step) 2 × 3 = 10.
    const t = archerTurn({ hp: { p1: 10 }, ...sure });
    const v = view(t.state, { kind: 'seat', seat: 0 });
    const archer = v.enemies.find((e) => e.id === 'arquera')!;
    expect(fallBeforeTurn(v, archer, v.players[0]!, 2)).toBe(1);
    expect(fallBeforeTurn(v, archer, { ...v.players[0]!, hp: 11 }, 2)).toBe(0);
  });

  it('weighs each strike with the chaotic die against the hero’s guard', () => {
    const t = given({
      players: 1,
      turn: 'arquera',
      at: { p1: [0, 4], bandido: [1, 3], arquera: [4, 0] },
      hp: { p1: 2 },
    });
    const v = view(t.state, { kind: 'seat', seat: 0 });
    const archer = v.enemies.find((e) => e.id === 'arquera')!;
    // One shot of 2 and the bandit's 3 strikes of 3: any hit fells a hero with 2 HP.
    const miss = 1 - strikeChance(v.players[0]!.guard, false);
    expect(fallBeforeTurn(v, archer, v.players[0]!, 1)).toBeCloseTo(1 - miss ** 4);
  });
});
