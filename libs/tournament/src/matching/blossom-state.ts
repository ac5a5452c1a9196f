/**
 * State and labelling steps of Edmonds' weighted blossom algorithm (primal–dual, O(n³)),
 * following Galil, "Efficient Algorithms for Finding Maximum Matching in Graphs" (1986).
 *
 * Conventions: vertices 0..n-1, non-trivial blossoms n..2n-1; edge k has endpoints 2k and 2k+1;
 * `dual[v]` is 2·u(v) for a vertex and z(B) for a blossom, so integer weights keep every number an
 * integer. Labels: 0 free, 1 S (outer), 2 T (inner), bit 4 a breadcrumb while tracing back.
 */

/** The graph as arrays: edge k's ends and weight, and per vertex the remote endpoints of its edges. */
interface EdgeArrays {
  readonly edgeI: Int32Array;
  readonly edgeJ: Int32Array;
  readonly weight: Float64Array;
  /** endpoint[p] is the vertex at edge endpoint p. */
  readonly endpoint: Int32Array;
  /** Remote endpoints of the edges of v: neighbourEnds[neighbourStart[v] .. neighbourStart[v+1]). */
  readonly neighbourStart: Int32Array;
  readonly neighbourEnds: Int32Array;
}

export interface BlossomState extends EdgeArrays {
  readonly n: number;
  /** Maximum-cardinality mode: no delta of type 1 while a tree can still grow. */
  readonly perfect: boolean;
  /** Remote endpoint of v's matched edge, or -1. */
  readonly mate: Int32Array;
  readonly label: Int8Array;
  readonly labelEnd: Int32Array;
  readonly inBlossom: Int32Array;
  readonly parent: Int32Array;
  readonly children: (number[] | null)[];
  readonly base: Int32Array;
  readonly childEnds: (number[] | null)[];
  readonly bestEdge: Int32Array;
  readonly blossomBestEdges: (number[] | null)[];
  readonly unused: number[];
  readonly dual: Float64Array;
  readonly allowed: Uint8Array;
  readonly queue: number[];
  /** Scratch for addBlossom: least-slack edge per neighbouring blossom. */
  readonly bestTo: Int32Array;
}

export interface MatchingEdge {
  readonly i: number;
  readonly j: number;
  readonly weight: number;
}

/** Edge arrays and, per vertex, the remote endpoints of its edges (compressed rows). */
function edgeArrays(n: number, edges: readonly MatchingEdge[]): EdgeArrays & { readonly maxWeight: number } {
  const m = edges.length;
  const [edgeI, edgeJ, endpoint] = [new Int32Array(m), new Int32Array(m), new Int32Array(2 * m)];
  const weight = new Float64Array(m);
  const degree = new Int32Array(n + 1);
  let maxWeight = 0;
  edges.forEach((edge, k) => {
    if (edge.i === edge.j || edge.i < 0 || edge.j < 0 || edge.i >= n || edge.j >= n)
      throw new RangeError(`bad edge ${edge.i}-${edge.j}`);
    [edgeI[k], edgeJ[k], weight[k]] = [edge.i, edge.j, edge.weight];
    [endpoint[2 * k], endpoint[2 * k + 1]] = [edge.i, edge.j];
    degree[edge.i + 1]! += 1;
    degree[edge.j + 1]! += 1;
    maxWeight = Math.max(maxWeight, edge.weight);
  });
  for (let v = 0; v < n; v += 1) degree[v + 1]! += degree[v]!;
  const fill = degree.slice(0, n);
  const neighbourEnds = new Int32Array(2 * m);
  for (let k = 0; k < m; k += 1) {
    neighbourEnds[fill[edgeI[k]!]!++] = 2 * k + 1;
    neighbourEnds[fill[edgeJ[k]!]!++] = 2 * k;
  }
  return { edgeI, edgeJ, weight, endpoint, neighbourStart: degree, neighbourEnds, maxWeight };
}

export function createState(n: number, edges: readonly MatchingEdge[], perfect = false): BlossomState {
  const { maxWeight, ...arrays } = edgeArrays(n, edges);
  const dual = new Float64Array(2 * n);
  dual.fill(maxWeight, 0, n);
  const base = new Int32Array(2 * n).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v += 1) [base[v], inBlossom[v]] = [v, v];
  return {
    n,
    perfect,
    ...arrays,
    mate: new Int32Array(n).fill(-1),
    label: new Int8Array(2 * n),
    labelEnd: new Int32Array(2 * n).fill(-1),
    inBlossom,
    parent: new Int32Array(2 * n).fill(-1),
    children: new Array<number[] | null>(2 * n).fill(null),
    base,
    childEnds: new Array<number[] | null>(2 * n).fill(null),
    bestEdge: new Int32Array(2 * n).fill(-1),
    blossomBestEdges: new Array<number[] | null>(2 * n).fill(null),
    unused: Array.from({ length: n }, (_, i) => 2 * n - 1 - i),
    dual,
    allowed: new Uint8Array(edges.length),
    queue: [],
    bestTo: new Int32Array(2 * n).fill(-1),
  };
}

/** Twice the slack of edge k (not meaningful for edges inside a blossom). */
export function slack(s: BlossomState, k: number): number {
  return s.dual[s.edgeI[k]!]! + s.dual[s.edgeJ[k]!]! - 2 * s.weight[k]!;
}

/** Appends the vertices of (sub-)blossom b to out (iteratively: blossoms nest thousands deep at scale). */
export function pushLeaves(s: BlossomState, b: number, out: number[]): void {
  const stack = [b];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node < s.n) {
      out.push(node);
      continue;
    }
    const children = s.children[node]!;
    for (let k = children.length - 1; k >= 0; k -= 1) stack.push(children[k]!);
  }
}

export function leaves(s: BlossomState, b: number): number[] {
  const out: number[] = [];
  pushLeaves(s, b, out);
  return out;
}

/** Labels the top-level blossom of w with t, reached through remote endpoint p. */
export function assignLabel(s: BlossomState, w: number, t: 1 | 2, p: number): void {
  const b = s.inBlossom[w]!;
  s.label[w] = t;
  s.label[b] = t;
  s.labelEnd[w] = p;
  s.labelEnd[b] = p;
  s.bestEdge[w] = -1;
  s.bestEdge[b] = -1;
  if (t === 1) {
    pushLeaves(s, b, s.queue);
    return;
  }
  const baseMate = s.mate[s.base[b]!]!;
  assignLabel(s, s.endpoint[baseMate]!, 1, baseMate ^ 1);
}

/** Traces back from S-vertices v and w: the base of a new blossom, or -1 for an augmenting path. */
export function scanBlossom(s: BlossomState, vStart: number, wStart: number): number {
  const path: number[] = [];
  let v = vStart;
  let w = wStart;
  let found = -1;
  while (v !== -1 || w !== -1) {
    let b = s.inBlossom[v]!;
    if (s.label[b]! & 4) {
      found = s.base[b]!;
      break;
    }
    path.push(b);
    s.label[b] = 5;
    if (s.labelEnd[b] === -1) {
      v = -1;
    } else {
      v = s.endpoint[s.labelEnd[b]!]!;
      b = s.inBlossom[v]!;
      v = s.endpoint[s.labelEnd[b]!]!;
    }
    if (w !== -1) [v, w] = [w, v];
  }
  for (const b of path) s.label[b] = 1;
  return found;
}

function traceToBase(
  s: BlossomState,
  from: number,
  stop: number,
  b: number,
  path: number[],
  ends: number[],
  flip: 0 | 1,
): void {
  let bv = s.inBlossom[from]!;
  while (bv !== stop) {
    s.parent[bv] = b;
    path.push(bv);
    ends.push(s.labelEnd[bv]! ^ flip);
    bv = s.inBlossom[s.endpoint[s.labelEnd[bv]!]!]!;
  }
}

/** Makes a new S-blossom with the given base through edge k, which joins two S-vertices. */
export function addBlossom(s: BlossomState, baseVertex: number, k: number): void {
  const bb = s.inBlossom[baseVertex]!;
  const b = s.unused.pop()!;
  s.base[b] = baseVertex;
  s.parent[b] = -1;
  s.parent[bb] = b;
  const path: number[] = [];
  const ends: number[] = [];
  traceToBase(s, s.edgeI[k]!, bb, b, path, ends, 0);
  path.push(bb);
  path.reverse();
  ends.reverse();
  ends.push(2 * k);
  traceToBase(s, s.edgeJ[k]!, bb, b, path, ends, 1);
  s.children[b] = path;
  s.childEnds[b] = ends;
  s.label[b] = 1;
  s.labelEnd[b] = s.labelEnd[bb]!;
  s.dual[b] = 0;
  for (const v of leaves(s, b)) {
    if (s.label[s.inBlossom[v]!] === 2) s.queue.push(v);
    s.inBlossom[v] = b;
  }
  collectBestEdges(s, b, path);
}

function collectBestEdges(s: BlossomState, b: number, path: readonly number[]): void {
  const touched: number[] = [];
  const consider = (k: number): void => {
    let j = s.edgeJ[k]!;
    if (s.inBlossom[j] === b) j = s.edgeI[k]!;
    const bj = s.inBlossom[j]!;
    if (bj !== b && s.label[bj] === 1 && (s.bestTo[bj] === -1 || slack(s, k) < slack(s, s.bestTo[bj]!))) {
      if (s.bestTo[bj] === -1) touched.push(bj);
      s.bestTo[bj] = k;
    }
  };
  for (const bv of path) {
    const list = s.blossomBestEdges[bv];
    if (list) {
      for (const k of list) consider(k);
    } else {
      for (const v of leaves(s, bv)) {
        for (let q = s.neighbourStart[v]!; q < s.neighbourStart[v + 1]!; q += 1) consider(s.neighbourEnds[q]! >> 1);
      }
    }
    s.blossomBestEdges[bv] = null;
    s.bestEdge[bv] = -1;
  }
  const best = touched.map((bj) => s.bestTo[bj]!);
  for (const bj of touched) s.bestTo[bj] = -1;
  s.blossomBestEdges[b] = best;
  s.bestEdge[b] = -1;
  for (const k of best) if (s.bestEdge[b] === -1 || slack(s, k) < slack(s, s.bestEdge[b]!)) s.bestEdge[b] = k;
}
