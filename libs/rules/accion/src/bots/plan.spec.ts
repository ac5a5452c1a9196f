import { createRandomSource, keysFromMatchSeed } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { distance } from '../grid.js';
import type { Square } from '../options.js';
import { archerTurn, attackWith, cmd, given, heroAcrossFromEnemies } from '../testing/table.js';
import { seedOf } from '../testing/invariants.js';
import { planChoice } from './plan.js';
import { strongBot } from './strong-bot.js';

/** Given a position, when the strong bot moves, then it does what its plan says (plan.ts). */

const bot = () => strongBot(createRandomSource({ keyFor: keysFromMatchSeed(seedOf(7)) }));
const at = (c: { data: unknown }) => (c.data as { to: Square }).to;

describe('strong bot, GM side', () => {
  it('a ranged enemy that starts its turn away from the heroes steps next to the weakest one, then shoots', () => {
    const t = given({
      players: 2,
      turn: 'arquera',
      at: { p1: [0, 4], p2: [4, 4], bandido: [2, 0], arquera: [4, 0] },
      hp: { p1: 20, p2: 16 },
    });
    const step = bot().choose(t.state, 0, t.legal(0));
    expect(step.type).toBe('EnemyMove');
    expect(distance(at(step), [4, 4])).toBe(1);
    t.when(step);
    expect(bot().choose(t.state, 0, t.legal(0))).toEqual(cmd('EnemyAttack', 0, { target: 2 }));
  });

  it('a ranged enemy already next to a hero shoots rather than steps', () => {
    const t = given({ players: 1, turn: 'arquera', at: { p1: [0, 4], bandido: [4, 0], arquera: [1, 3] } });
    expect(bot().choose(t.state, 0, t.legal(0))).toEqual(cmd('EnemyAttack', 0, { target: 1 }));
  });

  it('a ranged enemy shoots from afar rather than steps next to a hero its third shot may fell before the hero plays again', () => {
    // 6 HP: the archer's 3 shots and the bandit's 2 after its step fell the hero more often than 2 shots and 2 strikes.
    const t = archerTurn({ hp: { p1: 6 } });
    expect(bot().choose(t.state, 0, t.legal(0))).toEqual(cmd('EnemyAttack', 0, { target: 1 }));
  });

  it('a ranged enemy still steps next to a hero whose fall before its next turn the step hardly changes', () => {
    const t = archerTurn({ hp: { p1: 20 } });
    expect(bot().choose(t.state, 0, t.legal(0)).type).toBe('EnemyMove');
  });

  it('a ranged enemy with fewer than three actions left shoots from where it stands', () => {
    const t = given({ players: 1, turn: 'arquera', actions: 2, at: { p1: [0, 4], arquera: [4, 0] } });
    expect(bot().choose(t.state, 0, t.legal(0))).toEqual(cmd('EnemyAttack', 0, { target: 1 }));
  });
});

describe('strong bot, party side', () => {
  it('after a physical attack, it makes the next attack magical so the greed rule still lets it draw 2', () => {
    const t = heroAcrossFromEnemies({
      hands: { p1: ['KS', 'QH', '2C', '3D'] },
    });
    t.when(attackWith(1, 'bandido', ['KS']), [1]);
    const next = planChoice(t.state, 1, t.legal(1));
    expect(next).toMatchObject({ type: 'Attack', data: { kind: 'magical' } });
  });
});
