import { buildProblem, totalCosts, type PairingCosts, type PairingPlayer } from './pairing-problem.js';
import { byeCandidates, type SwissEntrant } from './swiss-pairing.js';

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
  const sorted = entrants.filter((e) => e !== bye).sort((x, y) => y.points - x.points || x.rank - y.rank);
  const index = new Map(sorted.map((e, i) => [e.id, i]));
  const met = sorted.map((e) => new Set(e.opponents));
  const taken = new Uint8Array(sorted.length);
  const pairs: [number, number][] = [];
  for (let i = 0; i < sorted.length; i += 1) {
    if (taken[i]) continue;
    taken[i] = 1;
    let partner = -1;
    for (let j = i + 1; j < sorted.length; j += 1) {
      if (taken[j]) continue;
      if (partner === -1) partner = j;
      if (!met[i]!.has(sorted[j]!.id)) {
        partner = j;
        break;
      }
    }
    taken[partner] = 1;
    pairs.push([i, partner]);
  }
  const players: PairingPlayer[] = sorted.map((e) => ({
    id: e.id,
    points: e.points,
    lastFloat: e.lastFloat,
    order: 0,
    met: new Set(e.opponents.map((o) => index.get(o)).filter((i): i is number => i !== undefined)),
  }));
  return {
    pairs: pairs.map(([i, j]) => [sorted[i]!.id, sorted[j]!.id] as const),
    bye: bye?.id ?? null,
    costs: totalCosts(buildProblem(players), pairs),
  };
}
