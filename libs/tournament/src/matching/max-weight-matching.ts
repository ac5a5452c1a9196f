import { augmentMatching, expandBlossom } from './blossom-expand.js';
import {
  addBlossom,
  assignLabel,
  createState,
  scanBlossom,
  slack,
  type BlossomState,
  type MatchingEdge,
} from './blossom-state.js';

export type { MatchingEdge } from './blossom-state.js';

/**
 * A maximum-weight matching with its optimal dual solution, so a caller can prove that the
 * matching stays optimal on a larger graph (every extra edge has non-negative reduced cost).
 */
export interface WeightedMatching {
  /** mate[v] = partner of v, or -1. */
  readonly mate: Int32Array;
  /** 2·u(v) for vertices 0..n-1; z(B) for blossoms n..2n-1. */
  readonly dual: Float64Array;
  /** Parent blossom of every vertex and blossom (-1 at the top). */
  readonly parent: Int32Array;
}

export interface MatchingOptions {
  /**
   * Maximum cardinality first, then maximum weight (Galil's "maximum-weight perfect matching" when
   * the graph has a perfect matching): vertex duals may go negative, so weights need no offset to
   * make the optimum perfect and may be negative costs.
   */
  readonly perfect?: boolean;
}

/**
 * Maximum-weight matching in a general graph (Edmonds' blossom algorithm, primal–dual). Weights
 * must be integers so every comparison is exact. `warmStart` lists disjoint edges whose weight
 * equals the maximum weight: they are tight under the initial duals, so the search starts from
 * them instead of from an empty matching, which leaves only the few unmatched vertices to route.
 */
export function maxWeightMatching(
  n: number,
  edges: readonly MatchingEdge[],
  warmStart: readonly number[] = [],
  options: MatchingOptions = {},
): WeightedMatching {
  const s = createState(n, edges, options.perfect === true);
  for (const k of warmStart) {
    const [i, j] = [s.edgeI[k]!, s.edgeJ[k]!];
    if (s.mate[i] !== -1 || s.mate[j] !== -1 || slack(s, k) !== 0)
      throw new RangeError(`warm-start edge ${k} is not a tight free edge`);
    s.mate[i] = 2 * k + 1;
    s.mate[j] = 2 * k;
  }
  while (runStage(s)) expandZeroSBlossoms(s);
  const mate = new Int32Array(n);
  for (let v = 0; v < n; v += 1) mate[v] = s.mate[v]! >= 0 ? s.endpoint[s.mate[v]!]! : -1;
  return { mate, dual: s.dual, parent: s.parent };
}

function expandZeroSBlossoms(s: BlossomState): void {
  for (let b = s.n; b < 2 * s.n; b += 1) {
    if (s.parent[b] === -1 && s.base[b]! >= 0 && s.label[b] === 1 && s.dual[b] === 0) expandBlossom(s, b, true);
  }
}

/** One stage: grow alternating trees until an augmentation (true) or the optimum (false). */
function runStage(s: BlossomState): boolean {
  s.label.fill(0);
  s.bestEdge.fill(-1);
  s.blossomBestEdges.fill(null, s.n);
  s.allowed.fill(0);
  s.queue.length = 0;
  for (let v = 0; v < s.n; v += 1) if (s.mate[v] === -1 && s.label[s.inBlossom[v]!] === 0) assignLabel(s, v, 1, -1);
  for (;;) {
    if (scanQueue(s)) return true;
    const step = computeDelta(s);
    applyDelta(s, step.delta);
    if (step.type === 1) return false;
    if (step.type === 4) expandBlossom(s, step.target, false);
    else {
      s.allowed[step.target] = 1;
      const i = s.edgeI[step.target]!;
      s.queue.push(s.label[s.inBlossom[i]!] === 1 ? i : s.edgeJ[step.target]!);
    }
  }
}

/** Labels along tight edges; true when the matching was augmented. */
function scanQueue(s: BlossomState): boolean {
  while (s.queue.length > 0) {
    const v = s.queue.pop()!;
    for (let q = s.neighbourStart[v]!; q < s.neighbourStart[v + 1]!; q += 1) {
      const p = s.neighbourEnds[q]!;
      if (scanEdge(s, v, p)) return true;
    }
  }
  return false;
}

function scanEdge(s: BlossomState, v: number, p: number): boolean {
  const k = p >> 1;
  const w = s.endpoint[p]!;
  if (s.inBlossom[v] === s.inBlossom[w]) return false;
  let kSlack = 0;
  if (!s.allowed[k]) {
    kSlack = slack(s, k);
    if (kSlack <= 0) s.allowed[k] = 1;
  }
  const bw = s.inBlossom[w]!;
  if (s.allowed[k]) {
    if (s.label[bw] === 0) assignLabel(s, w, 2, p ^ 1);
    else if (s.label[bw] === 1) {
      const base = scanBlossom(s, v, w);
      if (base < 0) {
        augmentMatching(s, k);
        return true;
      }
      addBlossom(s, base, k);
    } else if (s.label[w] === 0) {
      s.label[w] = 2;
      s.labelEnd[w] = p ^ 1;
    }
  } else if (s.label[bw] === 1) {
    const b = s.inBlossom[v]!;
    if (s.bestEdge[b] === -1 || kSlack < slack(s, s.bestEdge[b]!)) s.bestEdge[b] = k;
  } else if (s.label[w] === 0) {
    if (s.bestEdge[w] === -1 || kSlack < slack(s, s.bestEdge[w]!)) s.bestEdge[w] = k;
  }
  return false;
}

interface DeltaStep {
  readonly type: 1 | 2 | 3 | 4;
  readonly delta: number;
  /** Edge for types 2 and 3, blossom for type 4. */
  readonly target: number;
}

function computeDelta(s: BlossomState): DeltaStep {
  let best: DeltaStep = { type: 1, delta: s.perfect ? Infinity : minVertexDual(s), target: -1 };
  for (let v = 0; v < s.n; v += 1) {
    if (s.label[s.inBlossom[v]!] === 0 && s.bestEdge[v] !== -1) {
      const d = slack(s, s.bestEdge[v]!);
      if (d < best.delta) best = { type: 2, delta: d, target: s.bestEdge[v]! };
    }
  }
  for (let b = 0; b < 2 * s.n; b += 1) {
    if (s.parent[b] === -1 && s.label[b] === 1 && s.bestEdge[b] !== -1 && (b < s.n || s.base[b]! >= 0)) {
      const d = slack(s, s.bestEdge[b]!) / 2;
      if (d < best.delta) best = { type: 3, delta: d, target: s.bestEdge[b]! };
    }
  }
  for (let b = s.n; b < 2 * s.n; b += 1) {
    if (s.base[b]! >= 0 && s.parent[b] === -1 && s.label[b] === 2 && s.dual[b]! < best.delta) {
      best = { type: 4, delta: s.dual[b]!, target: b };
    }
  }
  // Perfect mode: no tree can grow any more, so the matching has maximum cardinality; end the stage.
  if (best.delta === Infinity) return { type: 1, delta: Math.max(0, minVertexDual(s)), target: -1 };
  return best;
}

function minVertexDual(s: BlossomState): number {
  let min = Infinity;
  for (let v = 0; v < s.n; v += 1) if (s.dual[v]! < min) min = s.dual[v]!;
  return min;
}

function applyDelta(s: BlossomState, delta: number): void {
  for (let v = 0; v < s.n; v += 1) {
    const label = s.label[s.inBlossom[v]!];
    if (label === 1) s.dual[v]! -= delta;
    else if (label === 2) s.dual[v]! += delta;
  }
  for (let b = s.n; b < 2 * s.n; b += 1) {
    if (s.base[b]! >= 0 && s.parent[b] === -1) {
      if (s.label[b] === 1) s.dual[b]! += delta;
      else if (s.label[b] === 2) s.dual[b]! -= delta;
    }
  }
}
