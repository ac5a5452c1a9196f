import { assignLabel, leaves, type BlossomState } from './blossom-state.js';

/** Direction to walk round a blossom from child index i to its base (index 0). */
function walk(i: number, size: number): { j: number; step: 1 | -1; trick: 0 | 1 } {
  return i & 1 ? { j: i - size, step: 1, trick: 0 } : { j: i, step: -1, trick: 1 };
}

const at = <T>(list: readonly T[], index: number): T => list[index < 0 ? index + list.length : index]!;

/**
 * Dissolves top-level blossom b into its children (at the end of a stage, or a T-blossom with z = 0).
 * At the end of a stage, sub-blossoms with z = 0 dissolve too; a worklist instead of recursion,
 * since blossoms nest thousands deep in large events.
 */
export function expandBlossom(s: BlossomState, b: number, endStage: boolean): void {
  const work = [b];
  while (work.length > 0) {
    const current = work.pop()!;
    for (const child of s.children[current]!) {
      s.parent[child] = -1;
      if (child < s.n) s.inBlossom[child] = child;
      else if (endStage && s.dual[child] === 0) work.push(child);
      else for (const v of leaves(s, child)) s.inBlossom[v] = child;
    }
    if (!endStage && s.label[current] === 2) relabelExpandedT(s, current);
    s.label[current] = -1;
    s.labelEnd[current] = -1;
    s.children[current] = null;
    s.childEnds[current] = null;
    s.base[current] = -1;
    s.blossomBestEdges[current] = null;
    s.bestEdge[current] = -1;
    s.unused.push(current);
  }
}

function relabelExpandedT(s: BlossomState, b: number): void {
  const children = s.children[b]!;
  const ends = s.childEnds[b]!;
  const entry = s.inBlossom[s.endpoint[s.labelEnd[b]! ^ 1]!]!;
  const { step, trick, j: start } = walk(children.indexOf(entry), children.length);
  let j = start;
  let p = s.labelEnd[b]!;
  while (j !== 0) {
    s.label[s.endpoint[p ^ 1]!] = 0;
    s.label[s.endpoint[at(ends, j - trick) ^ trick ^ 1]!] = 0;
    assignLabel(s, s.endpoint[p ^ 1]!, 2, p);
    s.allowed[at(ends, j - trick) >> 1] = 1;
    j += step;
    p = at(ends, j - trick) ^ trick;
    s.allowed[p >> 1] = 1;
    j += step;
  }
  const bv = at(children, j);
  s.label[s.endpoint[p ^ 1]!] = 2;
  s.label[bv] = 2;
  s.labelEnd[s.endpoint[p ^ 1]!] = p;
  s.labelEnd[bv] = p;
  s.bestEdge[bv] = -1;
  j += step;
  while (at(children, j) !== entry) {
    const sub = at(children, j);
    j += step;
    if (s.label[sub] === 1) continue;
    const reached = leaves(s, sub).find((v) => s.label[v] !== 0);
    if (reached !== undefined) {
      s.label[reached] = 0;
      s.label[s.endpoint[s.mate[s.base[sub]!]!]!] = 0;
      assignLabel(s, reached, 2, s.labelEnd[reached]!);
    }
  }
}

/**
 * Swaps matched and unmatched edges on the path from vertex v to the base of blossom b, which v
 * then becomes. Each (sub-)blossom is one task: the tasks touch disjoint vertices (a blossom's walk
 * sets the mates of its other children, never of the child holding v), so a task list replaces the
 * recursion; bases are updated afterwards, inner blossoms first.
 */
export function augmentBlossom(s: BlossomState, b0: number, v0: number): void {
  const tasks: [number, number][] = [[b0, v0]];
  const rebased: number[] = [];
  while (tasks.length > 0) {
    const [b, v] = tasks.pop()!;
    let t = v;
    while (s.parent[t] !== b) t = s.parent[t]!;
    if (t >= s.n) tasks.push([t, v]);
    walkToBase(s, b, t, tasks);
    rebased.push(b);
  }
  for (let k = rebased.length - 1; k >= 0; k -= 1) s.base[rebased[k]!] = s.base[s.children[rebased[k]!]![0]!]!;
}

/** One blossom's part of `augmentBlossom`: flips the path from child t to the base, then rotates t first. */
function walkToBase(s: BlossomState, b: number, t: number, tasks: [number, number][]): void {
  const children = s.children[b]!;
  const ends = s.childEnds[b]!;
  const i = children.indexOf(t);
  const { step, trick, j: start } = walk(i, children.length);
  let j = start;
  while (j !== 0) {
    j += step;
    let sub = at(children, j);
    const p = at(ends, j - trick) ^ trick;
    if (sub >= s.n) tasks.push([sub, s.endpoint[p]!]);
    j += step;
    sub = at(children, j);
    if (sub >= s.n) tasks.push([sub, s.endpoint[p ^ 1]!]);
    s.mate[s.endpoint[p]!] = p ^ 1;
    s.mate[s.endpoint[p ^ 1]!] = p;
  }
  s.children[b] = [...children.slice(i), ...children.slice(0, i)];
  s.childEnds[b] = [...ends.slice(i), ...ends.slice(0, i)];
}

/** Augments along the path through edge k, which joins two S-vertices of different trees. */
export function augmentMatching(s: BlossomState, k: number): void {
  const starts: [number, number][] = [
    [s.edgeI[k]!, 2 * k + 1],
    [s.edgeJ[k]!, 2 * k],
  ];
  for (const [start, remote] of starts) {
    let v = start;
    let p = remote;
    for (;;) {
      const bs = s.inBlossom[v]!;
      if (bs >= s.n) augmentBlossom(s, bs, v);
      s.mate[v] = p;
      if (s.labelEnd[bs] === -1) break;
      const t = s.endpoint[s.labelEnd[bs]!]!;
      const bt = s.inBlossom[t]!;
      v = s.endpoint[s.labelEnd[bt]!]!;
      const j = s.endpoint[s.labelEnd[bt]! ^ 1]!;
      if (bt >= s.n) augmentBlossom(s, bt, j);
      s.mate[j] = s.labelEnd[bt]!;
      p = s.labelEnd[bt]! ^ 1;
    }
  }
}
