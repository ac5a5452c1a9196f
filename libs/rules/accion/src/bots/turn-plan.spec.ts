import { describe, expect, it } from 'vitest';
import { heroPlan } from '../testing/plans.js';
import { given, heroAcrossFromEnemies, loneHero } from '../testing/table.js';
import { greedyChoice } from './greedy-bot.js';

/** Given a player's turn, when the strong bot plans it, then its first step serves the whole turn. */

describe('turn plan of the strong party', () => {
  it('fells the wounded bandit with its last action where the greedy bot would only wear the archer down', () => {
    const t = heroAcrossFromEnemies({
      actions: 1,
      hands: { p1: ['QH'] },
      hp: { bandido: 4 },
    });
    expect(greedyChoice(t.state, 1, t.legal(1))).toMatchObject({ data: { target: 'arquera' } });
    expect(heroPlan(t)).toMatchObject({ type: 'Attack', data: { target: 'bandido' } });
  });

  it('finishes an enemy with the lowest card that is enough and keeps the ace for later', () => {
    const t = heroAcrossFromEnemies({
      hands: { p1: ['AS', '5C'] },
      hp: { bandido: 5 },
    });
    expect(heroPlan(t)).toMatchObject({ type: 'Attack', data: { target: 'bandido', cards: [{ card: '5C' }] } });
  });

  it('plays two cards as one combo when their extra point is what fells the enemy this turn', () => {
    const t = heroAcrossFromEnemies({
      actions: 1,
      hands: { p1: ['QH', '2C', '9D'] },
      hp: { bandido: 13 },
    });
    const step = heroPlan(t);
    expect(step).toMatchObject({ type: 'Attack', data: { target: 'bandido' } });
    expect(step?.type === 'Attack' && step.data.cards.map((r) => (r.from === 'hand' ? r.card : '')).sort()).toEqual([
      '2C',
      'QH',
    ]);
  });

  it('heals at 1 HP instead of attacking the bandit beside it, whose strike back on a miss would fell it', () => {
    // 003, "Daño por fallo": a miss next to the bandit costs 1d6, at 1 HP the encounter. The old
    // plan counted that as 3.5 HP lost and attacked; the bandit has already acted this round.
    const t = given({
      players: 1,
      actions: 2,
      at: { p1: [0, 4], bandido: [1, 3], arquera: [4, 0] },
      hands: { p1: ['8H', '5D', '9H', '2S', '3S', '4C'] },
      hp: { p1: 1 },
      mp: { 1: 3 },
      enemy: { arquera: { defeated: true } },
    });
    t.state = { ...t.state, acted: ['bandido'] };
    const first = heroPlan(t);
    expect(first).toMatchObject({ type: 'ChargeMana', data: { cards: ['2S', '3S'] } });
    t.when(first!);
    expect(heroPlan(t)).toMatchObject({ type: 'UseSkill', data: { skill: 'sanar', target: 'p1' } });
  });

  it('prepares and ends the turn when its only attack would chip the bandit beside it at the risk of falling', () => {
    const t = loneHero({
      actions: 1,
      at: { p1: [0, 4], bandido: [1, 3], arquera: [4, 0] },
      hands: { p1: ['2C'] },
      hp: { p1: 2 },
      enemy: { arquera: { defeated: true } },
    });
    t.state = { ...t.state, acted: ['bandido'] };
    expect(greedyChoice(t.state, 1, t.legal(1))).toMatchObject({ type: 'Attack', data: { target: 'bandido' } });
    expect(heroPlan(t)).toMatchObject({ type: 'Prepare' });
  });

  it('leaves the choice to the greedy order while objective bars are open (the plan weighs enemies only)', () => {
    const door = { id: 'puerta', name: { es: 'Puerta', en: 'Door' }, size: 20 };
    const t = given({ players: 1, options: { objectives: [door] }, hands: { p1: ['KS', 'QH'] } });
    expect(t.legal(1).some((c) => c.type === 'Attack')).toBe(true);
    expect(heroPlan(t)).toBeUndefined();
  });

  it('names a command the rules list', () => {
    const t = given({ players: 1, hands: { p1: ['KS', 'QH', '2C', '3D'] } });
    const step = heroPlan(t);
    expect(step).toBeDefined();
    expect(t.legal(1)).toContainEqual(step);
  });
});
