import { describe, expect, it } from 'vitest';
import type { Square } from '../options.js';
import { SAMPLE_ENCOUNTERS } from '../samples.js';
import { heroPlan } from '../testing/plans.js';
import { heroAcrossFromEnemies, loneHero, type Given } from '../testing/table.js';
import { greedyChoice } from './greedy-bot.js';

/** Given a hero's last action with little to attack with, then the strong bot ends its turn guarded. */

const ambush = SAMPLE_ENCOUNTERS.find((s) => s.id === 'emboscada')!.options;
/** The ambush on the hero's last action: mid-board, a bandit at its corner, the archer far off, the other at `bandida`. */
const lastActionInAmbush = (bandida: Square, g: Pick<Given, 'hands' | 'hp' | 'enemy'>) =>
  loneHero({ options: ambush, actions: 1, at: { p1: [2, 2], bandido: [1, 1], bandida, arquera: [4, 0] }, ...g });
const apart = (a: readonly number[], b: readonly number[]) =>
  Math.max(Math.abs(a[0]! - b[0]!), Math.abs(a[1]! - b[1]!));

describe('guarded end of the strong party’s turn', () => {
  it('steps out of both bandits’ reach with its last action instead of chipping one with a 2', () => {
    // 003, "Moverte dentro de la escena": each bandit then spends an action closing in again.
    const t = lastActionInAmbush([3, 3], { hands: { p1: ['2C'] }, hp: { p1: 9 } });
    t.state = { ...t.state, acted: ['arquera'] };
    expect(greedyChoice(t.state, 1, t.legal(1))).toMatchObject({ type: 'Attack' });
    const step = heroPlan(t);
    expect(step?.type).toBe('Move');
    const to = step?.type === 'Move' ? step.data.to : [2, 2];
    expect(apart(to, [1, 1])).toBeGreaterThan(1);
    expect(apart(to, [3, 3])).toBeGreaterThan(1);
  });

  it('prepares against the archer’s volley rather than scratch her with a 6 at 5 HP', () => {
    // 003, "Prepararte": the next damage taken is halved; the archer shoots from anywhere.
    const t = heroAcrossFromEnemies({
      actions: 1,
      hands: { p1: ['6C'] },
      hp: { p1: 5 },
      enemy: { bandido: { defeated: true } },
    });
    expect(greedyChoice(t.state, 1, t.legal(1))).toMatchObject({ type: 'Attack', data: { target: 'arquera' } });
    expect(heroPlan(t)).toMatchObject({ type: 'Prepare' });
  });

  it('still attacks when the blow fells the last bandit', () => {
    const t = lastActionInAmbush([4, 4], {
      hands: { p1: ['KS'] },
      hp: { p1: 9, bandido: 6 },
      enemy: { bandida: { defeated: true }, arquera: { defeated: true } },
    });
    expect(heroPlan(t)).toMatchObject({ type: 'Attack', data: { target: 'bandido' } });
  });
});
