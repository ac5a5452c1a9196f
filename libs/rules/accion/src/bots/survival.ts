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

/**
 * The chance that the strikes together deal at least `life` (exact, over every roll). A prepared
 * hero takes half (rounded down) of the first strike that lands (003, "Prepararte").
 */
export function fallChance(strikes: readonly Strike[], life: number, prepared = false): number {
  const hp = Math.max(0, Math.ceil(life));
  if (hp === 0) return 1;
  // dealt[d] = chance that exactly d (capped at hp) was dealt so far; ready[d], the same while still prepared.
  let dealt = new Float64Array(hp + 1);
  let ready = new Float64Array(hp + 1);
  (prepared ? ready : dealt)[0] = 1;
  for (const s of strikes) {
    const next = new Float64Array(hp + 1);
    const nextReady = new Float64Array(hp + 1);
    for (let d = 0; d <= hp; d += 1) {
      landOrMiss(next, next, d, dealt[d]!, s, s.damage);
      landOrMiss(nextReady, next, d, ready[d]!, s, Math.floor(s.damage / 2));
    }
    [dealt, ready] = [next, nextReady];
  }
  return dealt[hp]! + ready[hp]!;
}

/** Spreads the chance `p` of having taken `d` over a miss (kept in `missed`) and a landed strike of `damage`. */
function landOrMiss(missed: Float64Array, landed: Float64Array, d: number, p: number, s: Strike, damage: number): void {
  if (p === 0) return;
  const hp = landed.length - 1;
  missed[d] = missed[d]! + p * (1 - s.hit);
  const to = Math.min(hp, d + damage);
  landed[to] = landed[to]! + p * s.hit;
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
  /** A melee enemy beside the hero: one strike fewer in its first turn once the hero steps away. */
  readonly beside?: boolean;
}

/** How the hero ends the turn: prepared (003, "Prepararte"), stepped away from the melee enemies beside them. */
export interface Guard {
  readonly prepared: boolean;
  readonly away: boolean;
}

const OPEN: Guard = { prepared: false, away: false };

/**
 * The chance the standing enemies (`hp` above 0) fell a hero with `life` HP before the hero's
 * next turn, remembered in `cache` by the HP and who stands (a turn plan asks it many times).
 */
export function foesFell(
  foes: readonly Striker[],
  hp: readonly number[],
  life: number,
  cache: Map<string, number>,
  guard: Guard = OPEN,
): number {
  const key = `${Math.ceil(life)}|${hp.map((h) => (h > 0 ? 1 : 0)).join('')}|${guard.prepared}|${guard.away}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const strikes = foes.flatMap((f, i) => {
    if (hp[i]! <= 0) return [];
    const all = Array.from({ length: f.turns }, () => f.strikes).flat();
    // It spends its first action closing in again.
    return guard.away && f.beside === true ? all.slice(1) : all;
  });
  const chance = fallChance(strikes, life, guard.prepared);
  cache.set(key, chance);
  return chance;
}
