import { describe, expect, it } from 'vitest';
import { cmd, given, loneHero } from '../testing/table.js';
import { view } from '../encounter/view.js';
import { greedyChoice } from './greedy-bot.js';
import { planChoice } from './plan.js';
import { hexChance, strikeChance, strikeOdds } from './gm-plan.js';

/** Given an enemy's turn, when the strong GM plans it, then its first step serves the whole turn. */

const gm = (t: ReturnType<typeof given>) => planChoice(t.state, 0, t.legal(0));

describe('turn plan of the strong game master', () => {
  it('focuses the hero it can knock out this turn, not the one with the fewest HP behind a guard', () => {
    // p1 has 2 HP but is prepared: the bandit's 3 would be halved to 1. p2's 3 HP fall to one hit.
    const t = given({
      players: 2,
      turn: 'bandido',
      actions: 1,
      at: { p1: [1, 1], p2: [3, 3], bandido: [2, 2], arquera: [4, 0] },
      hp: { p1: 2, p2: 3 },
      player: { 1: { prepared: true } },
    });
    expect(greedyChoice(t.state, 0, t.legal(0))).toMatchObject({ type: 'EnemyAttack', data: { target: 1 } });
    expect(gm(t)).toMatchObject({ type: 'EnemyAttack', data: { target: 2 } });
  });

  it('hexes away the last card of a hero who has no MP for an attack skill, so their next turn is spent drawing', () => {
    const t = loneHero({
      turn: 'bandido',
      at: { p1: [1, 1], bandido: [2, 2], arquera: [4, 0] },
      hands: { p1: ['KS'] },
    });
    expect(greedyChoice(t.state, 0, t.legal(0))).toMatchObject({ type: 'EnemyAttack' });
    expect(gm(t)).toMatchObject({ type: 'EnemyHex', data: { target: 1 } });
  });

  it('strikes a hero whose hand is still full rather than hexing one card of it', () => {
    const t = given({
      players: 1,
      turn: 'bandido',
      at: { p1: [1, 1], bandido: [2, 2], arquera: [4, 0] },
      hands: { p1: ['KS', '2C', '7D', '9H', 'QS'] },
    });
    expect(gm(t)).toMatchObject({ type: 'EnemyAttack', data: { target: 1 } });
  });

  it('hands the initiative to the enemy with the fewest HP left, so it acts before the party fells it', () => {
    const lobo = { id: 'lobo', name: { es: 'Lobo', en: 'Wolf' }, hp: 20 };
    const bandido = { id: 'bandido', name: { es: 'Bandido', en: 'Bandit' }, hp: 24 };
    const arquera = { id: 'arquera', name: { es: 'Arquera', en: 'Archer' }, hp: 16, reach: 'ranged' as const };
    const t = given({
      players: 1,
      options: { enemies: [bandido, lobo, arquera] },
      turn: 'bandido',
      hp: { arquera: 3 },
    });
    t.when(cmd('EndTurn', 0));
    expect(greedyChoice(t.state, 0, t.legal(0))).toMatchObject({ type: 'PassInitiative', data: { to: 'lobo' } });
    expect(gm(t)).toMatchObject({ type: 'PassInitiative', data: { to: 'arquera' } });
  });

  it('names a command the rules list on an enemy turn', () => {
    const t = given({ players: 2, turn: 'bandido' });
    expect(t.legal(0)).toContainEqual(gm(t));
    expect(view(t.state, { kind: 'seat', seat: 0 }).role).toBe('gm');
  });
});

describe('the odds the GM plans with', () => {
  it('a d12 reaches guard 6 on 7 faces of 12, and the lower of two only that squared (003, "Interrumpir")', () => {
    expect(strikeChance(6, false)).toBeCloseTo(7 / 12);
    expect(strikeChance(6, true)).toBeCloseTo(49 / 144);
  });

  it('a prepared hero takes half of the first hit only (003, "Prepararte")', () => {
    const twoSure = [
      { hit: 1, damage: 4 },
      { hit: 1, damage: 4 },
    ];
    expect(strikeOdds(twoSure, 20, true).mean).toBe(6);
    expect(strikeOdds(twoSure, 6, true).ko).toBe(1);
    expect(strikeOdds(twoSure, 7, true).ko).toBe(0);
  });

  it('the chaotic d12 beats a d8 in 5 of 8 hexes, less often against 2d8 keeping the higher', () => {
    expect(hexChance(false, false)).toBeCloseTo(0.625);
    expect(hexChance(false, true)).toBeLessThan(0.625);
    expect(hexChance(true, false)).toBeLessThan(0.625);
  });
});
