import { buildProblem, greedyTables, totalCosts, type PairingCosts } from './pairing-problem.js';
import { byeCandidates, standingsProblem, type SwissEntrant } from './swiss-pairing.js';

/**
 * The floor the exact pairer is measured against (in `bench swiss`): standings order, each
 * unpaired player takes the first unpaired player not met yet (a rematch only when none is left);
 * the bye goes to the first bye candidate. Fast, but neither rematch-free nor minimal in general.
 */
export interface GreedyPairing {
  readonly pairs: readonly (readonly [string, string])[];
  readonly bye: string | null;
  readonly costs: PairingCosts;
}

export function greedyPairing(entrants: readonly SwissEntrant[]): GreedyPairing {
  const bye = entrants.length % 2 === 1 ? byeCandidates(entrants)[0]! : null;
  const field = entrants.filter((e) => e !== bye);
  const { sorted, players } = standingsProblem(field, () => 0);
  const pairs = greedyTables(players);
  return {
    pairs: pairs.map(([i, j]) => [sorted[i]!.id, sorted[j]!.id] as const),
    bye: bye?.id ?? null,
    costs: totalCosts(buildProblem(players), pairs),
  };
}
