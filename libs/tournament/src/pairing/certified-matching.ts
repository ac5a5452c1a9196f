import { largestDual, objectiveMatchesDual, violatedPairs, type VertexBlocks } from '../matching/dual-certificate.js';
import { maxWeightMatching, type MatchingEdge } from '../matching/max-weight-matching.js';
import { greedyTables, MAX_TABLE_COST, pairWeight, type PairingProblem } from './pairing-problem.js';

/**
 * Exact optimum of a pairing problem without the dense O(n³) graph: Edmonds' blossom runs on a
 * sparse candidate graph (each player's nearest group-mates and the boundary players of adjacent
 * score groups), starting from a greedy rematch-free pairing inside each group. Its optimal dual
 * is then checked against every pair of the complete graph (a whole score-group pair at once when
 * the group's smallest duals already cover it); pairs with negative reduced cost join the graph
 * and the matching is solved again. When no pair is left and the matching's weight equals the dual
 * objective, LP duality proves the matching optimal on the complete graph.
 */

/** Neighbours in the same group (and across a group boundary) given to each player up front. */
const NEIGHBOURS = 10;
const MAX_ROUNDS = 50;
/** Score groups below a group whose top players its bottom players are linked to. */
const GROUP_REACH = 3;

export interface CertifiedMatching {
  readonly pairs: readonly (readonly [number, number])[];
  /** Solve-and-check rounds needed (1 when the first candidate graph already held an optimum). */
  readonly iterations: number;
  readonly candidateEdges: number;
}

class EdgeSet {
  readonly edges: MatchingEdge[] = [];
  private readonly keys = new Set<number>();
  constructor(private readonly problem: PairingProblem) {}

  add(i: number, j: number): number {
    const [a, b] = i < j ? [i, j] : [j, i];
    const key = a * this.problem.players.length + b;
    if (this.keys.has(key)) return -1;
    this.keys.add(key);
    this.edges.push({ i: a, j: b, weight: pairWeight(this.problem, a, b) });
    return this.edges.length - 1;
  }
}

function initialGraph(problem: PairingProblem): { set: EdgeSet; warm: number[] } {
  const set = new EdgeSet(problem);
  const { players, groupStarts } = problem;
  for (let g = 0; g + 1 < groupStarts.length; g += 1) {
    const [start, end] = [groupStarts[g]!, groupStarts[g + 1]!];
    const reach = end - start <= 2 * NEIGHBOURS + 2 ? end - start : NEIGHBOURS;
    for (let i = start; i < end; i += 1) {
      for (let j = i + 1; j < Math.min(end, i + 1 + reach); j += 1) if (!players[i]!.met.has(j)) set.add(i, j);
    }
    for (let h = g + 1; h < Math.min(g + 1 + GROUP_REACH, groupStarts.length - 1); h += 1) {
      const [lower, lowerEnd] = [groupStarts[h]!, groupStarts[h + 1]!];
      for (let i = Math.max(start, end - NEIGHBOURS); i < end; i += 1) {
        for (let j = lower; j < Math.min(lowerEnd, lower + NEIGHBOURS); j += 1)
          if (!players[i]!.met.has(j)) set.add(i, j);
      }
    }
  }
  const warm = greedyWithinGroups(problem, set);
  addGreedyFloor(problem, set);
  return { set, warm };
}

/**
 * The greedy floor's tables (standings order, first player not met, else the first free) join the
 * graph, so it always holds a perfect matching and no vertex's dual sinks while searching for one.
 */
function addGreedyFloor(problem: PairingProblem, set: EdgeSet): void {
  for (const [i, j] of greedyTables(problem.players)) set.add(i, j);
}

/** Disjoint zero-cost edges (same group, never met): tight under the initial duals. */
function greedyWithinGroups(problem: PairingProblem, set: EdgeSet): number[] {
  const used = new Uint8Array(problem.players.length);
  const warm: number[] = [];
  set.edges.forEach((edge, k) => {
    if (used[edge.i] || used[edge.j] || edge.weight !== 0) return;
    used[edge.i] = 1;
    used[edge.j] = 1;
    warm.push(k);
  });
  return warm;
}

const FLOAT_KINDS = ['down', 'up', null] as const;

/** Certificate blocks: a score group split by last float, so a block pair's weight bound is exact. */
function blocksOf(problem: PairingProblem): VertexBlocks {
  const members: number[][] = [];
  const points: number[] = [];
  const kinds: (typeof FLOAT_KINDS)[number][] = [];
  for (let g = 0; g + 1 < problem.groupStarts.length; g += 1) {
    for (const kind of FLOAT_KINDS) {
      const list: number[] = [];
      for (let v = problem.groupStarts[g]!; v < problem.groupStarts[g + 1]!; v += 1)
        if (problem.players[v]!.lastFloat === kind) list.push(v);
      if (list.length === 0) continue;
      members.push(list);
      points.push(problem.players[list[0]!]!.points);
      kinds.push(kind);
    }
  }
  const penalty = (upper: number, lower: number) => (kinds[upper] === 'down' ? 1 : 0) + (kinds[lower] === 'up' ? 1 : 0);
  return {
    members,
    upperWeight: (a, b) => {
      if (points[a] === points[b]) return 0;
      const [upper, lower] = points[a]! > points[b]! ? [a, b] : [b, a];
      return -((points[a]! - points[b]!) ** 2) * problem.floatUnit - penalty(upper, lower);
    },
  };
}

export function solvePairing(problem: PairingProblem): CertifiedMatching {
  const n = problem.players.length;
  if (n % 2 !== 0) throw new RangeError('a pairing problem needs an even number of players');
  const { set, warm } = initialGraph(problem);
  const blocks = blocksOf(problem);
  const weight = (i: number, j: number) => pairWeight(problem, i, j);
  for (let iteration = 1; iteration <= MAX_ROUNDS; iteration += 1) {
    const result = maxWeightMatching(n, set.edges, warm, { perfect: true });
    if (largestDual(result) > 4 * MAX_TABLE_COST) throw new RangeError('pairing duals left the exact integer range');
    const violated = violatedPairs(result, n, weight, blocks, iteration < 4 ? 4 * n + 16 : Infinity);
    if (violated.length === 0) {
      if (!objectiveMatchesDual(result, n, weight))
        throw new Error("pairing certificate: the matching's weight differs from the dual objective");
      const pairs: [number, number][] = [];
      for (let v = 0; v < n; v += 1) {
        const mate = result.mate[v]!;
        if (v < mate) pairs.push([v, mate]);
      }
      return { pairs, iterations: iteration, candidateEdges: set.edges.length };
    }
    for (const [i, j] of violated) set.add(i, j);
  }
  throw new Error('pairing certificate did not converge');
}
