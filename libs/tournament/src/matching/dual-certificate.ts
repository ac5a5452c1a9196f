import type { WeightedMatching } from './max-weight-matching.js';

/**
 * LP-duality certificate (Edmonds' odd-set polytope): a matching found on a sparse candidate graph
 * is optimal on the complete graph when its dual stays feasible for every pair, i.e. each pair's
 * reduced cost 2u(i) + 2u(j) − 2w(i,j) + 2·Σ z(B) over blossoms holding both is ≥ 0. Pairs that
 * fail are returned so the caller adds them to the candidate graph and solves again.
 *
 * Whole blocks of vertices (score groups) are cleared at once by a lower bound on the reduced
 * cost of all their pairs, computed down the blossom forest: two vertices under different
 * children of a blossom share exactly the z of that blossom and its ancestors, so the two smallest
 * duals under distinct children, plus those z, bound every such pair.
 */

/** A contiguous range of vertices and a per-block upper bound on weights, to skip whole blocks. */
export interface VertexBlocks {
  /** starts[b] .. starts[b+1]-1 are block b's vertices; starts ends with n. */
  readonly starts: readonly number[];
  /** An upper bound on w(i, j) for i in block a, j in block b. */
  upperWeight(a: number, b: number): number;
}

export type PairWeight = (i: number, j: number) => number;

interface Forest {
  /** Ancestor blossoms of each vertex, outermost first (null for a top-level vertex). */
  readonly chains: readonly (number[] | null)[];
  readonly children: ReadonlyMap<number, readonly number[]>;
}

function blossomForest(result: WeightedMatching, n: number): Forest {
  const chains: (number[] | null)[] = new Array<number[] | null>(n).fill(null);
  const children = new Map<number, number[]>();
  const link = (child: number, parent: number): void => {
    const list = children.get(parent);
    if (list === undefined) children.set(parent, [child]);
    else if (!list.includes(child)) list.push(child);
  };
  for (let v = 0; v < n; v += 1) {
    let node = v;
    const chain: number[] = [];
    while (result.parent[node] !== -1) {
      link(node, result.parent[node]!);
      node = result.parent[node]!;
      chain.push(node);
    }
    if (chain.length > 0) chains[v] = chain.reverse();
  }
  return { chains, children };
}

function commonBlossomDual(result: WeightedMatching, a: number[] | null, b: number[] | null): number {
  if (a === null || b === null) return 0;
  let sum = 0;
  for (let k = 0; k < a.length && k < b.length && a[k] === b[k]; k += 1) sum += result.dual[a[k]!]!;
  return sum;
}

/** Smallest dual of a block's vertices under each blossom (and each vertex itself). */
function subtreeMinima(result: WeightedMatching, forest: Forest, start: number, end: number): Map<number, number> {
  const minima = new Map<number, number>();
  for (let v = start; v < end; v += 1) {
    const dual = result.dual[v]!;
    minima.set(v, dual);
    for (const b of forest.chains[v] ?? []) if (!(minima.get(b)! <= dual)) minima.set(b, dual);
  }
  return minima;
}

function twoSmallest(nodes: readonly number[], minima: ReadonlyMap<number, number>): [number, number, number] {
  let [first, firstNode, second] = [Infinity, -1, Infinity];
  for (const node of nodes) {
    const value = minima.get(node) ?? Infinity;
    if (value < first) [second, first, firstNode] = [first, value, node];
    else if (value < second) second = value;
  }
  return [first, firstNode, second];
}

/** min over i ∈ x, j ∈ y (distinct, both under one of `nodes`) of d(i) + d(j) + 2·Σ z(shared blossoms). */
function forestBound(result: WeightedMatching, forest: Forest, nodes: readonly number[], x: ReadonlyMap<number, number>, y: ReadonlyMap<number, number>): number {
  const [xFirst, xNode, xSecond] = twoSmallest(nodes, x);
  const [yFirst, yNode, ySecond] = twoSmallest(nodes, y);
  let bound = xNode !== yNode ? xFirst + yFirst : Math.min(xFirst + ySecond, xSecond + yFirst);
  for (const node of nodes) {
    const kids = forest.children.get(node);
    if (kids === undefined || !x.has(node) || !y.has(node)) continue;
    bound = Math.min(bound, 2 * result.dual[node]! + forestBound(result, forest, kids, x, y));
  }
  return bound;
}

function scanBlockPair(result: WeightedMatching, chains: readonly (number[] | null)[], weight: PairWeight, ranges: [number, number, number, number], found: { i: number; j: number; slack: number }[]): void {
  const [aStart, aEnd, bStart, bEnd] = ranges;
  for (let i = aStart; i < aEnd; i += 1) {
    for (let j = aStart === bStart ? i + 1 : bStart; j < bEnd; j += 1) {
      if (result.mate[i] === j) continue;
      const rough = result.dual[i]! + result.dual[j]! - 2 * weight(i, j);
      if (rough >= 0) continue;
      const exact = rough + 2 * commonBlossomDual(result, chains[i]!, chains[j]!);
      if (exact < 0) found.push({ i, j, slack: exact });
    }
  }
}

/** Pairs whose reduced cost is negative (at most `limit`), most negative first; [] proves optimality. */
export function violatedPairs(result: WeightedMatching, n: number, weight: PairWeight, blocks: VertexBlocks, limit: number): [number, number][] {
  const forest = blossomForest(result, n);
  const { starts } = blocks;
  const minima = starts.slice(0, -1).map((start, b) => subtreeMinima(result, forest, start, starts[b + 1]!));
  const tops = minima.map((m) => [...m.keys()].filter((node) => result.parent[node] === -1));
  const found: { i: number; j: number; slack: number }[] = [];
  for (let a = 0; a < minima.length; a += 1) {
    for (let b = a; b < minima.length; b += 1) {
      const nodes = a === b ? tops[a]! : [...new Set([...tops[a]!, ...tops[b]!])];
      if (forestBound(result, forest, nodes, minima[a]!, minima[b]!) - 2 * blocks.upperWeight(a, b) >= 0) continue;
      scanBlockPair(result, forest.chains, weight, [starts[a]!, starts[a + 1]!, starts[b]!, starts[b + 1]!], found);
    }
  }
  found.sort((x, y) => x.slack - y.slack);
  return found.slice(0, limit).map(({ i, j }) => [i, j]);
}

/** The complete graph as one block (tests and small inputs). */
export function certifyOnCompleteGraph(result: WeightedMatching, n: number, weight: PairWeight, limit: number): [number, number][] {
  return violatedPairs(result, n, weight, { starts: [0, n], upperWeight: () => Infinity }, limit);
}
