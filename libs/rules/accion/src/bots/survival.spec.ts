import { describe, expect, it } from 'vitest';
import { fallChance, foesFell, missFallChance } from './survival.js';

/** Given the enemies' strikes before a hero's next turn, then the chance the hero falls is exact. */

/** `count` strikes, each landing with chance `hit` for `damage`. */
const strikesOf = (count: number, hit: number, damage: number) =>
  Array.from({ length: count }, () => ({ hit, damage }));

describe('the chance a hero falls (strong party)', () => {
  it('needs as many landed strikes as the HP takes: two strikes of 3 at even odds fell 6 HP one time in four', () => {
    const strikes = strikesOf(2, 0.5, 3);
    expect(fallChance(strikes, 6)).toBeCloseTo(0.25);
    expect(fallChance(strikes, 3)).toBeCloseTo(0.75);
    expect(fallChance(strikes, 7)).toBe(0);
    expect(fallChance([], 0)).toBe(1);
  });

  it('reads a miss next to an enemy as 1d6 (003, "Daño por fallo"), or the enemy’s own fixed damage', () => {
    expect(missFallChance(1, null)).toBeCloseTo(1);
    expect(missFallChance(4, null)).toBeCloseTo(0.5);
    expect(missFallChance(7, null)).toBe(0);
    expect(missFallChance(5, 5)).toBe(1);
    expect(missFallChance(6, 5)).toBe(0);
  });

  it('counts only the enemies still standing, each for the turns it has before the hero’s next one', () => {
    const bandit = { turns: 2, strikes: [{ hit: 1, damage: 3 }] };
    const archer = { turns: 1, strikes: [{ hit: 1, damage: 2 }] };
    expect(foesFell([bandit, archer], [24, 16], 8, new Map())).toBe(1);
    expect(foesFell([bandit, archer], [24, 0], 8, new Map())).toBe(0);
    expect(foesFell([bandit, archer], [0, 16], 2, new Map())).toBe(1);
  });
});

describe('a guarded end of turn (strong party)', () => {
  it('halves the first strike that lands on a prepared hero (003, "Prepararte")', () => {
    const strikes = strikesOf(2, 1, 3);
    expect(fallChance(strikes, 5)).toBe(1);
    expect(fallChance(strikes, 5, true)).toBe(0);
    expect(fallChance(strikes, 4, true)).toBe(1);
    expect(fallChance([{ hit: 0.5, damage: 3 }], 1, true)).toBeCloseTo(0.5);
  });

  it('takes one strike off a melee enemy beside the hero once the hero steps away', () => {
    const bandit = { turns: 1, strikes: strikesOf(3, 1, 3), beside: true };
    const archer = { turns: 1, strikes: [{ hit: 1, damage: 2 }] };
    expect(foesFell([bandit, archer], [24, 16], 10, new Map())).toBe(1);
    expect(foesFell([bandit, archer], [24, 16], 10, new Map(), { prepared: false, away: true })).toBe(0);
  });
});
