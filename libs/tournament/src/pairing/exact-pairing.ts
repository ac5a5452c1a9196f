import { solvePairing } from './certified-matching.js';
import { lowerBound, lowerBoundPairing } from './lower-bound-pairing.js';
import { compareCosts, totalCosts, type PairingCosts, type PairingProblem } from './pairing-problem.js';

export interface ExactPairing {
  readonly pairs: readonly (readonly [number, number])[];
  readonly costs: PairingCosts;
  /** How optimality was proven: the pairing meets the lower bound, or the blossom's dual certifies it. */
  readonly proof: 'lower-bound' | 'certified-blossom';
}

/** The lexicographic optimum of a pairing problem (rematches, Σ gap², repeated floats). */
export function exactPairing(problem: PairingProblem, proof?: 'certified-blossom'): ExactPairing {
  const direct = proof === undefined ? lowerBoundPairing(problem) : null;
  if (direct !== null) {
    const costs = totalCosts(problem, direct);
    if (compareCosts(costs, lowerBound(problem)) === 0) return { pairs: direct, costs, proof: 'lower-bound' };
  }
  const { pairs } = solvePairing(problem);
  return { pairs, costs: totalCosts(problem, pairs), proof: 'certified-blossom' };
}
