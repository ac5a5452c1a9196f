import { canonicalLowerBoundPairing, pairInsideGroupsByDraw } from './canonical-pairing.js';
import { solvePairing } from './certified-matching.js';
import { lowerBound } from './lower-bound-pairing.js';
import { compareCosts, totalCosts, type PairingCosts, type PairingProblem } from './pairing-problem.js';

export interface ExactPairing {
  readonly pairs: readonly (readonly [number, number])[];
  readonly costs: PairingCosts;
  /** How optimality was proven: the pairing meets the lower bound, or the blossom's dual certifies it. */
  readonly proof: 'lower-bound' | 'certified-blossom';
}

/** Which algorithm proves the optimum: the fast path first (`auto`), or the certified blossom alone. */
export type PairingPath = 'auto' | 'blossom';

/**
 * The lexicographic optimum of a pairing problem (rematches, Σ gap², repeated floats), and among
 * equal optima the one the seeded rule picks (canonical-pairing.ts), whichever path proved it: the
 * paths decide only what the optimum costs; the pairing comes from the same rule either way.
 */
export function exactPairing(problem: PairingProblem, path: PairingPath = 'auto'): ExactPairing {
  const bound = lowerBound(problem);
  if (path === 'auto') {
    const direct = canonicalLowerBoundPairing(problem);
    if (direct !== null) return { pairs: direct, costs: bound, proof: 'lower-bound' };
  }
  const { pairs } = solvePairing(problem);
  const costs = totalCosts(problem, pairs);
  if (compareCosts(costs, bound) === 0) {
    const ruled = canonicalLowerBoundPairing(problem);
    if (ruled !== null) return { pairs: ruled, costs, proof: 'certified-blossom' };
  }
  return { pairs: pairInsideGroupsByDraw(problem, pairs), costs, proof: 'certified-blossom' };
}
