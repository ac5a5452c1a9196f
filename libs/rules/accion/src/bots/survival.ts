/**
 * The chance that a hero falls before their next turn, for the strong party's turn plan
 * (turn-plan.ts). A lone hero who opens a round faces every enemy twice before playing again (the
 * GM sends its enemies first, 003 "Iniciativa popcorn"), about 28 of its 20 HP on the ambush: a
 * plan that only subtracts expected damage trades a likely fall for a likely kill. Here each strike
 * is a roll (the chaotic d12 against the hero's guard, RULES-NOTES.md "Enemies") and the fall is
 * the chance their sum reaches the hero's HP.
 */

export interface Strike {
  /** Chance the strike lands. */
  readonly hit: number;
  readonly damage: number;
}

/** The chance that the strikes together deal at least `life` (exact, over every roll). */
export function fallChance(strikes: readonly Strike[], life: number): number {
  const hp = Math.max(0, Math.ceil(life));
  if (hp === 0) return 1;
  // dealt[d] = chance that exactly d (capped at hp) was dealt so far.
  let dealt = new Float64Array(hp + 1);
  dealt[0] = 1;
  for (const s of strikes) {
    const next = new Float64Array(hp + 1);
    for (let d = 0; d <= hp; d += 1) {
      const p = dealt[d]!;
      if (p === 0) continue;
      next[d] = next[d]! + p * (1 - s.hit);
      const to = Math.min(hp, d + s.damage);
      next[to] = next[to]! + p * s.hit;
    }
    dealt = next;
  }
  return dealt[hp]!;
}

/** The chance that a miss's automatic damage (1d6, or the enemy's own) fells a hero with `life` HP (003, "Daño por fallo"). */
export function missFallChance(life: number, missDamage: number | null): number {
  if (missDamage !== null) return missDamage >= life ? 1 : 0;
  return Math.max(0, Math.min(6, 7 - Math.ceil(life))) / 6;
}

/** What foesFell needs of an enemy: its strikes in one turn, and its turns before the hero's next one. */
export interface Striker {
  readonly turns: number;
  readonly strikes: readonly Strike[];
}

/**
 * The chance the standing enemies (`hp` above 0) fell a hero with `life` HP before the hero's
 * next turn, remembered in `cache` by the HP and who stands (a turn plan asks it many times).
 */
export function foesFell(
  foes: readonly Striker[],
  hp: readonly number[],
  life: number,
  cache: Map<string, number>,
): number {
  const key = `${Math.ceil(life)}|${hp.map((h) => (h > 0 ? 1 : 0)).join('')}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const strikes = foes.flatMap((f, i) => (hp[i]! > 0 ? Array.from({ length: f.turns }, () => f.strikes).flat() : []));
  const chance = fallChance(strikes, life);
  cache.set(key, chance);
  return chance;
}
