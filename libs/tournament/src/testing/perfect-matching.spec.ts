import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPerfectMatching } from './perfect-matching.js';

/** Exhaustive search: pair the lowest free vertex with each free neighbour in turn. */
function bruteForce(n: number, edges: readonly (readonly [number, number])[]): boolean {
  const adjacent = new Set(edges.map(([i, j]) => `${Math.min(i, j)}-${Math.max(i, j)}`));
  const search = (free: readonly number[]): boolean => {
    if (free.length === 0) return true;
    const [first, ...rest] = free;
    return rest.some((other) => adjacent.has(`${first}-${other}`) && search(rest.filter((v) => v !== other)));
  };
  return n % 2 === 0 && search(Array.from({ length: n }, (_, i) => i));
}

const graphArb = fc
  .integer({ min: 0, max: 10 })
  .chain((n) =>
    fc
      .subarray(
        Array.from({ length: n * n }, (_, k) => [Math.floor(k / n), k % n] as [number, number]).filter(
          ([i, j]) => i < j,
        ),
      )
      .map((edges) => ({ n, edges })),
  );

describe('the checker the whole-event property relies on', () => {
  it('finds a perfect matching exactly when exhaustive search does (random graphs of up to 10 vertices)', () => {
    fc.assert(
      fc.property(graphArb, ({ n, edges }) => {
        expect(hasPerfectMatching(n, edges)).toBe(bruteForce(n, edges));
      }),
      { numRuns: 400, seed: 7 },
    );
  });
});
