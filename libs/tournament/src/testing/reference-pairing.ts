import { maxWeightMatching } from '../matching/max-weight-matching.js';
import { buildProblem, totalCosts, type PairingPlayer } from '../pairing/pairing-problem.js';
import type { SwissEntrant } from '../pairing/swiss-pairing.js';

/**
 * Reference optima for tests, written independently of the engine's fast paths: exhaustive
 * enumeration for small fields, and Edmonds' blossom on the dense complete graph for medium ones.
 * The objective is the lexicographic key the pairer minimises (pairing-problem.ts): no second bye while someone has none, fewest
 * rematches, the bye rule (lowest points, then lowest standing), Σ (point gap)², repeated floats.
 */
export type PairingKey = readonly [
  secondBye: number,
  rematches: number,
  byeRank: number,
  squaredGaps: number,
  repeatedFloats: number,
];

export function compareKeys(x: PairingKey, y: PairingKey): number {
  for (let k = 0; k < x.length; k += 1) if (x[k] !== y[k]) return x[k]! - y[k]!;
  return 0;
}

/** Bye preference computed from scratch: fewest byes, then lowest points, then lowest standing. */
function byeOrder(entrants: readonly SwissEntrant[]): SwissEntrant[] {
  return [...entrants].sort((x, y) => x.byes - y.byes || x.points - y.points || y.rank - x.rank);
}

function pairPenalty(x: SwissEntrant, y: SwissEntrant): [rematch: number, gap: number, floats: number] {
  const [upper, lower] = x.points >= y.points ? [x, y] : [y, x];
  const rematch = upper.opponents.filter((o) => o === lower.id).length > 0 ? 1 : 0;
  const floats =
    upper.points === lower.points ? 0 : (upper.lastFloat === 'down' ? 1 : 0) + (lower.lastFloat === 'up' ? 1 : 0);
  return [rematch, (upper.points - lower.points) ** 2, floats];
}

/** The key of a given pairing (pairs of ids plus the bye). */
export function pairingKey(
  entrants: readonly SwissEntrant[],
  pairs: readonly (readonly [string, string])[],
  bye: string | null,
): PairingKey {
  const byId = new Map(entrants.map((e) => [e.id, e]));
  let [rematches, gaps, floats] = [0, 0, 0];
  for (const [a, b] of pairs) {
    const [r, g, f] = pairPenalty(byId.get(a)!, byId.get(b)!);
    rematches += r;
    gaps += g;
    floats += f;
  }
  if (bye === null) return [0, rematches, 0, gaps, floats];
  const order = byeOrder(entrants);
  const receiver = byId.get(bye)!;
  return [receiver.byes > order[0]!.byes ? 1 : 0, rematches, order.indexOf(receiver), gaps, floats];
}

const lexLess = (x: readonly number[], y: readonly number[]): boolean => {
  const k = x.findIndex((v, i) => v !== y[i]);
  return k >= 0 && x[k]! < y[k]!;
};

function bestPerfect(field: readonly SwissEntrant[]): [number, number, number] {
  if (field.length === 0) return [0, 0, 0];
  const [first, ...rest] = field;
  let best: [number, number, number] = [Infinity, Infinity, Infinity];
  rest.forEach((partner, k) => {
    const [r, g, f] = pairPenalty(first!, partner);
    const [r2, g2, f2] = bestPerfect(rest.filter((_, i) => i !== k));
    const candidate: [number, number, number] = [r + r2, g + g2, f + f2];
    if (lexLess(candidate, best)) best = candidate;
  });
  return best;
}

/** Exhaustive optimum (fields of up to about 12 players). */
export function bruteForceKey(entrants: readonly SwissEntrant[]): PairingKey {
  if (entrants.length % 2 === 0) {
    const [r, g, f] = bestPerfect(entrants);
    return [0, r, 0, g, f];
  }
  const order = byeOrder(entrants);
  let best: PairingKey | null = null;
  order.forEach((receiver, rank) => {
    const [r, g, f] = bestPerfect(entrants.filter((e) => e !== receiver));
    const key: PairingKey = [receiver.byes > order[0]!.byes ? 1 : 0, r, rank, g, f];
    if (best === null || compareKeys(key, best) < 0) best = key;
  });
  return best!;
}

function denseField(field: readonly SwissEntrant[]): PairingKey {
  const sorted = [...field].sort((x, y) => y.points - x.points || x.rank - y.rank);
  const index = new Map(sorted.map((e, i) => [e.id, i]));
  const players: PairingPlayer[] = sorted.map((e) => ({
    id: e.id,
    points: e.points,
    lastFloat: e.lastFloat,
    order: 0,
    met: new Set(e.opponents.map((o) => index.get(o)!).filter((i) => i !== undefined)),
  }));
  const problem = buildProblem(players);
  const edges = [];
  for (let i = 0; i < sorted.length; i += 1)
    for (let j = i + 1; j < sorted.length; j += 1)
      edges.push({
        i,
        j,
        weight: -pairPenalty(sorted[i]!, sorted[j]!).reduce(
          (sum, c, k) => sum + c * [problem.rematchUnit, problem.floatUnit, 1][k]!,
          0,
        ),
      });
  const { mate } = maxWeightMatching(sorted.length, edges, [], { perfect: true });
  const pairs: [number, number][] = [];
  mate.forEach((m, v) => v < m && pairs.push([v, m]));
  const c = totalCosts(problem, pairs);
  return [0, c.rematches, 0, c.squaredGaps, c.repeatedFloats];
}

/** Optimum by the blossom on the dense complete graph, trying bye receivers in preference order. */
export function denseOptimumKey(entrants: readonly SwissEntrant[]): PairingKey {
  if (entrants.length % 2 === 0) return denseField(entrants);
  const order = byeOrder(entrants);
  let best: PairingKey | null = null;
  for (const [rank, receiver] of order.entries()) {
    if (receiver.byes > order[0]!.byes) break;
    const [, r, , g, f] = denseField(entrants.filter((e) => e !== receiver));
    const key: PairingKey = [0, r, rank, g, f];
    if (best === null || compareKeys(key, best) < 0) best = key;
    if (r === 0) break;
  }
  return best!;
}
