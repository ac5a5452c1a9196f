/**
 * One Swiss round as a weighted matching problem. Players are listed in standings order (points
 * descending, then rank) so score groups are contiguous. Minimising, in strict lexicographic bands:
 *   1. rematches (none wherever a rematch-free pairing exists);
 *   2. Σ over tables of (difference in match points)²;
 *   3. repeated floats (tournament-anchors.md §5.8: who floated down/up last round floats again).
 * Each band's unit exceeds the largest possible total of the bands below, so one integer cost per
 * pair orders perfect matchings exactly lexicographically. The matching maximises −cost among
 * perfect matchings (the blossom's maximum-cardinality mode), so no offset is added to make the
 * optimum perfect: the largest weight is one table's cost, about (n/2)·spread²·n, which stays
 * exact in a double far past 65,536 players (the old `BIG − cost` encoding needed (n/2)² times
 * more and overflowed 2^52 near 16,384 players).
 */

export interface PairingPlayer {
  readonly id: string;
  readonly points: number;
  /** Indices (in this problem) of players already met. */
  readonly met: ReadonlySet<number>;
  readonly lastFloat: 'down' | 'up' | null;
  /** Position in the round's seeded draw: decides among equally good pairings (canonical-pairing.ts). */
  readonly order: number;
}

export interface PairingCosts {
  readonly rematches: number;
  /** Σ (difference in match points)². */
  readonly squaredGaps: number;
  readonly repeatedFloats: number;
}

export interface PairingProblem {
  readonly players: readonly PairingPlayer[];
  /** starts[g] .. starts[g+1]-1 hold score group g; the last entry is the player count. */
  readonly groupStarts: readonly number[];
  readonly floatUnit: number;
  readonly rematchUnit: number;
}

/**
 * Largest table cost allowed: duals stay within a few times the largest weight, so every slack the
 * blossom and the certificate compute (a sum of four such numbers) stays an exact integer below 2^53.
 */
export const MAX_TABLE_COST = 2 ** 47;

export function buildProblem(players: readonly PairingPlayer[]): PairingProblem {
  const n = players.length;
  const groupStarts: number[] = [];
  players.forEach((p, i) => {
    if (i > 0 && players[i - 1]!.points < p.points)
      throw new RangeError('players must be sorted by points, descending');
    if (i === 0 || players[i - 1]!.points !== p.points) groupStarts.push(i);
  });
  groupStarts.push(n);
  const spread = n === 0 ? 0 : players[0]!.points - players[n - 1]!.points;
  const pairs = Math.ceil(n / 2);
  const floatUnit = n + 1;
  const maxGapCost = spread * spread * floatUnit + 2;
  const rematchUnit = pairs * maxGapCost + 1;
  if (rematchUnit + maxGapCost > MAX_TABLE_COST)
    throw new RangeError(`pairing costs exceed exact integer range (${n} players, spread ${spread})`);
  return { players, groupStarts, floatUnit, rematchUnit };
}

/** Float penalty of pairing i above j (i has the higher score). */
function floatPenalty(upper: PairingPlayer, lower: PairingPlayer): number {
  if (upper.points === lower.points) return 0;
  return (upper.lastFloat === 'down' ? 1 : 0) + (lower.lastFloat === 'up' ? 1 : 0);
}

export function pairCosts(problem: PairingProblem, i: number, j: number): PairingCosts {
  const [upper, lower] =
    i < j ? [problem.players[i]!, problem.players[j]!] : [problem.players[j]!, problem.players[i]!];
  const gap = upper.points - lower.points;
  return {
    rematches: upper.met.has(i < j ? j : i) ? 1 : 0,
    squaredGaps: gap * gap,
    repeatedFloats: floatPenalty(upper, lower),
  };
}

export function pairCost(problem: PairingProblem, i: number, j: number): number {
  const c = pairCosts(problem, i, j);
  return c.rematches * problem.rematchUnit + c.squaredGaps * problem.floatUnit + c.repeatedFloats;
}

/** The matching maximises this over perfect matchings: minus the table's cost. */
export function pairWeight(problem: PairingProblem, i: number, j: number): number {
  return -pairCost(problem, i, j);
}

export function totalCosts(problem: PairingProblem, pairs: readonly (readonly [number, number])[]): PairingCosts {
  let rematches = 0;
  let squaredGaps = 0;
  let repeatedFloats = 0;
  for (const [i, j] of pairs) {
    const c = pairCosts(problem, i, j);
    rematches += c.rematches;
    squaredGaps += c.squaredGaps;
    repeatedFloats += c.repeatedFloats;
  }
  return { rematches, squaredGaps, repeatedFloats };
}

/**
 * Tables in the players' order: each unpaired player takes the first unpaired player not met yet,
 * else the first unpaired one (a rematch). A player left alone at the end stays unpaired.
 */
export function greedyTables(players: readonly PairingPlayer[]): [number, number][] {
  const taken = new Uint8Array(players.length);
  const tables: [number, number][] = [];
  for (let i = 0; i < players.length; i += 1) {
    if (taken[i]) continue;
    taken[i] = 1;
    let partner = -1;
    for (let j = i + 1; j < players.length; j += 1) {
      if (taken[j]) continue;
      if (partner < 0) partner = j;
      if (!players[i]!.met.has(j)) {
        partner = j;
        break;
      }
    }
    if (partner < 0) break;
    taken[partner] = 1;
    tables.push([i, partner]);
  }
  return tables;
}

/** Lexicographic comparison of two cost triples (negative: `x` is better). */
export function compareCosts(x: PairingCosts, y: PairingCosts): number {
  return x.rematches - y.rematches || x.squaredGaps - y.squaredGaps || x.repeatedFloats - y.repeatedFloats;
}
