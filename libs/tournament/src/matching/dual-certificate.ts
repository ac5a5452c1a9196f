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

/** Vertices grouped in blocks, with an upper bound on the weight of any pair between two blocks. */
export interface VertexBlocks {
  readonly members: readonly (readonly number[])[];
  /** An upper bound on w(i, j) for i in block a, j in block b. */
  upperWeight(a: number, b: number): number;
}

export type PairWeight = (i: number, j: number) => number;

interface Forest {
  readonly parent: Int32Array;
  readonly children: ReadonlyMap<number, readonly number[]>;
}

function blossomForest(result: WeightedMatching): Forest {
  const children = new Map<number, number[]>();
  result.parent.forEach((parent, node) => {
    if (parent === -1) return;
    const list = children.get(parent);
    if (list === undefined) children.set(parent, [node]);
    else list.push(node);
  });
  return { parent: result.parent, children };
}

/** Ancestor blossoms of v, outermost first. */
function chainOf(forest: Forest, v: number): number[] {
  const chain: number[] = [];
  for (let b = forest.parent[v]!; b !== -1; b = forest.parent[b]!) chain.push(b);
  return chain.reverse();
}

function commonBlossomDual(result: WeightedMatching, forest: Forest, i: number, j: number): number {
  if (forest.parent[i] === -1 || forest.parent[j] === -1) return 0;
  const [a, b] = [chainOf(forest, i), chainOf(forest, j)];
  let sum = 0;
  for (let k = 0; k < a.length && k < b.length && a[k] === b[k]; k += 1) sum += result.dual[a[k]!]!;
  return sum;
}

/**
 * Smallest dual of a block's vertices under each blossom (and each vertex itself). `members` is
 * sorted by dual, so a walk up the forest stops at the first ancestor already reached.
 */
function subtreeMinima(result: WeightedMatching, forest: Forest, members: readonly number[]): Map<number, number> {
  const minima = new Map<number, number>();
  for (const v of members) {
    const dual = result.dual[v]!;
    minima.set(v, dual);
    for (let b = forest.parent[v]!; b !== -1 && !minima.has(b); b = forest.parent[b]!) minima.set(b, dual);
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

/**
 * min over i ∈ x, j ∈ y (distinct, both under one of `nodes`) of d(i) + d(j) + 2·Σ z(shared blossoms),
 * walked with a stack (blossoms nest thousands deep in large events).
 */
function forestBound(
  result: WeightedMatching,
  forest: Forest,
  top: readonly number[],
  x: ReadonlyMap<number, number>,
  y: ReadonlyMap<number, number>,
): number {
  let bound = Infinity;
  const stack: [readonly number[], number][] = [[top, 0]];
  while (stack.length > 0) {
    const [nodes, shared] = stack.pop()!;
    const [xFirst, xNode, xSecond] = twoSmallest(nodes, x);
    const [yFirst, yNode, ySecond] = twoSmallest(nodes, y);
    bound = Math.min(
      bound,
      shared + (xNode !== yNode ? xFirst + yFirst : Math.min(xFirst + ySecond, xSecond + yFirst)),
    );
    for (const node of nodes) {
      const kids = forest.children.get(node);
      if (kids !== undefined && x.has(node) && y.has(node)) stack.push([kids, shared + 2 * result.dual[node]!]);
    }
  }
  return bound;
}

type Found = { i: number; j: number; slack: number }[];

/** Pairs of two blocks whose reduced cost may be negative, visited in increasing order of duals. */
function scanBlockPair(
  result: WeightedMatching,
  forest: Forest,
  weight: PairWeight,
  x: readonly number[],
  y: readonly number[],
  limit: number,
  found: Found,
): void {
  const same = x === y;
  for (let p = 0; p < x.length; p += 1) {
    const i = x[p]!;
    const first = same ? p + 1 : 0;
    if (first >= y.length || result.dual[i]! + result.dual[y[first]!]! - 2 * limit >= 0) break;
    for (let q = first; q < y.length; q += 1) {
      const j = y[q]!;
      if (result.dual[i]! + result.dual[j]! - 2 * limit >= 0) break;
      if (result.mate[i] === j) continue;
      const exact = result.dual[i]! + result.dual[j]! - 2 * weight(i, j) + 2 * commonBlossomDual(result, forest, i, j);
      if (exact < 0) found.push({ i, j, slack: exact });
    }
  }
}

/** Pairs whose reduced cost is negative (at most `limit`), most negative first; [] proves optimality. */
export function violatedPairs(
  result: WeightedMatching,
  n: number,
  weight: PairWeight,
  blocks: VertexBlocks,
  limit: number,
): [number, number][] {
  const forest = blossomForest(result);
  const members = blocks.members.map((list) => [...list].sort((u, v) => result.dual[u]! - result.dual[v]!));
  const minima = members.map((list) => subtreeMinima(result, forest, list));
  const tops = minima.map((m) => [...m.keys()].filter((node) => result.parent[node] === -1));
  const found: Found = [];
  const lowest = members.map((list) => [result.dual[list[0]!] ?? Infinity, result.dual[list[1]!] ?? Infinity] as const);
  for (let a = 0; a < minima.length; a += 1) {
    for (let b = a; b < minima.length; b += 1) {
      const upper = blocks.upperWeight(a, b);
      if ((a === b ? lowest[a]![0] + lowest[a]![1] : lowest[a]![0] + lowest[b]![0]) - 2 * upper >= 0) continue;
      const nodes = a === b ? tops[a]! : [...new Set([...tops[a]!, ...tops[b]!])];
      if (forestBound(result, forest, nodes, minima[a]!, minima[b]!) - 2 * upper >= 0) continue;
      scanBlockPair(result, forest, weight, members[a]!, members[b]!, upper, found);
    }
  }
  found.sort((x, y) => x.slack - y.slack);
  return found.slice(0, limit).map(({ i, j }) => [i, j]);
}

/** Number of vertices under each existing blossom (a blossom exists when it has a child). */
function blossomSizes(result: WeightedMatching, n: number): Map<number, number> {
  const sizes = new Map<number, number>();
  for (let v = 0; v < n; v += 1) {
    for (let b = result.parent[v]!; b !== -1; b = result.parent[b]!) sizes.set(b, (sizes.get(b) ?? 0) + 1);
  }
  return sizes;
}

/**
 * The other half of the certificate (weak LP duality for perfect matchings): the matching's weight
 * equals the dual objective Σ u(v) + Σ z(B)·⌊|B|/2⌋, every blossom dual is non-negative and every
 * vertex is matched. With every pair's reduced cost ≥ 0 (`violatedPairs` empty) this proves the
 * matching a maximum-weight perfect matching of the complete graph. Sums are exact (BigInt), since
 * tens of thousands of duals add up past 2^53.
 */
export function objectiveMatchesDual(result: WeightedMatching, n: number, weight: PairWeight): boolean {
  let primal = 0n;
  let dual = 0n;
  for (let v = 0; v < n; v += 1) {
    const mate = result.mate[v]!;
    if (mate < 0 || !Number.isSafeInteger(result.dual[v]!)) return false;
    if (v < mate) primal += 2n * BigInt(weight(v, mate));
    dual += BigInt(result.dual[v]!);
  }
  for (const [b, size] of blossomSizes(result, n)) {
    const z = result.dual[b]!;
    if (z < 0 || !Number.isSafeInteger(z)) return false;
    // dual[b] is z(B) and dual[v] is 2u(v): twice the objective adds z(B)·(|B| − 1).
    dual += BigInt(z) * BigInt(size - 1);
  }
  return primal === dual;
}

/** Largest |dual| (vertices and blossoms): the float checks above are exact while it stays small. */
export function largestDual(result: WeightedMatching): number {
  let largest = 0;
  for (const value of result.dual) largest = Math.max(largest, Math.abs(value));
  return largest;
}

/** The complete graph as one block (tests and small inputs). */
export function certifyOnCompleteGraph(
  result: WeightedMatching,
  n: number,
  weight: PairWeight,
  limit: number,
): [number, number][] {
  const all = Array.from({ length: n }, (_, v) => v);
  return violatedPairs(result, n, weight, { members: [all], upperWeight: () => Number.MAX_SAFE_INTEGER / 4 }, limit);
}
