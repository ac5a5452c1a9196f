import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxWeightMatching, type MatchingEdge } from './max-weight-matching.js';
import { certifyOnCompleteGraph, objectiveMatchesDual } from './dual-certificate.js';

const edges = (list: [number, number, number][]): MatchingEdge[] => list.map(([i, j, weight]) => ({ i, j, weight }));
const mateOf = (n: number, list: [number, number, number][]) => Array.from(maxWeightMatching(n, edges(list)).mate);

/**
 * Exhaustive maximum weight over all matchings (small graphs only); with `perfect`, over perfect
 * matchings only (-Infinity when none exists).
 */
function bruteForce(n: number, list: readonly MatchingEdge[], perfect = false): number {
  const w = new Map(list.map((e) => [Math.min(e.i, e.j) * n + Math.max(e.i, e.j), e.weight]));
  const best = (used: number): number => {
    let v = 0;
    while (v < n && used & (1 << v)) v += 1;
    if (v >= n) return 0;
    // Leaving v unmatched is a choice only when the matching need not be perfect.
    let result = perfect ? -Infinity : best(used | (1 << v));
    for (let u = v + 1; u < n; u += 1) {
      const weight = w.get(v * n + u);
      if (!(used & (1 << u)) && weight !== undefined)
        result = Math.max(result, weight + best(used | (1 << v) | (1 << u)));
    }
    return result;
  };
  return best(0);
}

/** The complete graph on n vertices, its edges i < j weighted in order from `weights`. */
function completeGraph(n: number, weights: readonly number[]): MatchingEdge[] {
  const list: MatchingEdge[] = [];
  for (let i = 0, k = 0; i < n; i += 1)
    for (let j = i + 1; j < n; j += 1, k += 1) list.push({ i, j, weight: weights[k]! });
  return list;
}

/** The weight of the edge {i, j} of `list` (which must hold it), whichever way round it is asked. */
const weightIn =
  (list: readonly MatchingEdge[]) =>
  (i: number, j: number): number =>
    list.find((e) => e.i === Math.min(i, j) && e.j === Math.max(i, j))!.weight;

const weightOf = (mate: Int32Array, list: readonly MatchingEdge[]) =>
  list.reduce((sum, e) => sum + (mate[e.i] === e.j ? e.weight : 0), 0);

describe('maxWeightMatching (Edmonds blossom)', () => {
  // The classic blossom cases (S-blossoms, T-blossoms, nested expansion): vertex 0 is left out of every graph.
  it.each<[string, number, [number, number, number][], number[]]>([
    [
      'two edges in a path: the heavier one alone',
      4,
      [
        [1, 2, 10],
        [2, 3, 11],
      ],
      [-1, -1, 3, 2],
    ],
    [
      'an S-blossom used for augmentation',
      5,
      [
        [1, 2, 8],
        [1, 3, 9],
        [2, 3, 10],
        [3, 4, 7],
      ],
      [-1, 2, 1, 4, 3],
    ],
    [
      'an S-blossom relabelled as a T-blossom',
      7,
      [
        [1, 2, 9],
        [1, 3, 8],
        [2, 3, 10],
        [1, 4, 5],
        [4, 5, 4],
        [1, 6, 3],
      ],
      [-1, 6, 3, 2, 5, 4, 1],
    ],
    [
      'a nested S-blossom',
      7,
      [
        [1, 2, 9],
        [1, 3, 9],
        [2, 3, 10],
        [2, 4, 8],
        [3, 5, 8],
        [4, 5, 10],
        [5, 6, 6],
      ],
      [-1, 3, 4, 1, 2, 6, 5],
    ],
    [
      'a nested S-blossom expanded recursively',
      9,
      [
        [1, 2, 23],
        [1, 5, 22],
        [1, 6, 15],
        [2, 3, 25],
        [3, 4, 22],
        [4, 5, 25],
        [4, 8, 14],
        [5, 7, 13],
      ],
      [-1, 6, 3, 2, 8, 7, 1, 5, 4],
    ],
    [
      'an S-blossom relabelled as T and expanded',
      11,
      [
        [1, 2, 45],
        [1, 5, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 50],
        [1, 6, 30],
        [3, 9, 35],
        [4, 8, 28],
        [5, 7, 26],
        [9, 10, 5],
      ],
      [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
    ],
    [
      'a T-blossom expanded after more than one relabelling',
      13,
      [
        [1, 2, 45],
        [1, 7, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 95],
        [4, 6, 94],
        [5, 6, 94],
        [6, 7, 50],
        [1, 8, 30],
        [3, 11, 35],
        [5, 9, 36],
        [7, 10, 26],
        [11, 12, 5],
      ],
      [-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
    ],
    [
      'a T-blossom whose expansion leaves a new least-slack edge',
      11,
      [
        [1, 2, 40],
        [1, 3, 40],
        [2, 3, 60],
        [2, 4, 55],
        [3, 5, 55],
        [4, 5, 50],
        [1, 8, 15],
        [5, 7, 30],
        [7, 6, 10],
        [8, 10, 10],
        [4, 9, 30],
      ],
      [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
    ],
  ])('handles the classic blossom case: %s', (_case, n, list, mate) => {
    expect(mateOf(n, list)).toEqual(mate);
  });

  it('reaches the brute-force optimum on random graphs', () => {
    const graph = fc.integer({ min: 2, max: 10 }).chain((n) =>
      fc.tuple(
        fc.constant(n),
        fc
          .uniqueArray(
            fc.tuple(
              fc.integer({ min: 0, max: n - 1 }),
              fc.integer({ min: 0, max: n - 1 }),
              fc.integer({ min: 0, max: 40 }),
            ),
            {
              selector: ([i, j]) => `${Math.min(i, j)}-${Math.max(i, j)}`,
              maxLength: 30,
            },
          )
          .map((list) => list.filter(([i, j]) => i !== j).map(([i, j, weight]) => ({ i, j, weight }))),
      ),
    );
    fc.assert(
      fc.property(graph, ([n, list]) => {
        const { mate } = maxWeightMatching(n, list);
        for (let v = 0; v < n; v += 1) if (mate[v]! >= 0) expect(mate[mate[v]!]).toBe(v);
        expect(weightOf(mate, list)).toBe(bruteForce(n, list));
      }),
      { numRuns: 400 },
    );
  });

  it('returns a dual that certifies optimality on the graph it solved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 45, maxLength: 45 }),
        (n, ws) => {
          const list = completeGraph(n, ws);
          expect(certifyOnCompleteGraph(maxWeightMatching(n, list), n, weightIn(list), 10)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reports violated pairs whenever the sparse optimum is not optimal on the complete graph', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 45, maxLength: 45 }),
        fc.array(fc.boolean(), { minLength: 45, maxLength: 45 }),
        (n, ws, keep) => {
          const all = completeGraph(n, ws);
          const sparse = all.filter((_, k) => keep[k]);
          const result = maxWeightMatching(n, sparse);
          const violated = certifyOnCompleteGraph(result, n, weightIn(all), 100);
          const optimal = weightOf(result.mate, all) === bruteForce(n, all);
          if (!optimal) expect(violated.length).toBeGreaterThan(0);
          for (const [i, j] of violated) expect(sparse.some((e) => e.i === i && e.j === j)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('maxWeightMatching, perfect mode (negative costs, no offset)', () => {
  const evenCompleteGraphs = fc
    .integer({ min: 1, max: 5 })
    .chain((half) =>
      fc.tuple(fc.constant(2 * half), fc.array(fc.integer({ min: -50, max: 0 }), { minLength: 45, maxLength: 45 })),
    );

  it('finds the maximum-weight perfect matching where plain maximum weight would leave vertices unmatched', () => {
    // Plain maximum weight takes only the 0-cost middle edge; the perfect optimum pays both ends.
    const path = edges([
      [0, 1, -5],
      [1, 2, 0],
      [2, 3, -5],
    ]);
    expect(Array.from(maxWeightMatching(4, path).mate)).toEqual([-1, 2, 1, -1]);
    expect(Array.from(maxWeightMatching(4, path, [], { perfect: true }).mate)).toEqual([1, 0, 3, 2]);
  });

  it('reaches the brute-force perfect optimum and its dual objective equals the matching weight', () => {
    fc.assert(
      fc.property(evenCompleteGraphs, ([n, ws]) => {
        const list = completeGraph(n, ws);
        const result = maxWeightMatching(n, list, [], { perfect: true });
        const weight = weightIn(list);
        expect(weightOf(result.mate, list)).toBe(bruteForce(n, list, true));
        expect(certifyOnCompleteGraph(result, n, weight, 10)).toEqual([]);
        expect(objectiveMatchesDual(result, n, weight)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a certificate whose dual objective does not equal the matching weight', () => {
    const list = edges([
      [0, 1, -3],
      [2, 3, -4],
      [0, 2, -1],
      [1, 3, -1],
      [0, 3, -9],
      [1, 2, -9],
    ]);
    const result = maxWeightMatching(4, list, [], { perfect: true });
    const weight = weightIn(list);
    expect(objectiveMatchesDual(result, 4, weight)).toBe(true);
    const raised = { ...result, dual: Float64Array.from(result.dual, (d, v) => (v === 0 ? d + 2 : d)) };
    expect(certifyOnCompleteGraph(raised, 4, weight, 10)).toEqual([]);
    expect(objectiveMatchesDual(raised, 4, weight)).toBe(false);
    const swapped = { ...result, mate: Int32Array.from([3, 2, 1, 0]) };
    expect(objectiveMatchesDual(swapped, 4, weight)).toBe(false);
  });
});
