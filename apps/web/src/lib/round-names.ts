import { localized as l, type Localized } from '@cronica/util';

/** Names of the top-cut stages by how many players enter them (002 C.1: the cut after the Swiss rounds). */
const STAGES: Readonly<Record<number, Localized>> = {
  2: l('Final', 'Final'),
  4: l('Semifinales', 'Semifinals'),
  8: l('Cuartos de final', 'Quarterfinals'),
  16: l('Octavos de final', 'Round of 16'),
};

/**
 * A round as people call it: "Ronda 3" for a Swiss round, the stage's name ("Cuartos de final")
 * for a top-cut round, i.e. a round past the planned Swiss rounds of an event with a cut.
 */
export function roundName(round: number, plannedRounds: number | null, topCutSize: number): Localized {
  const swiss = l(`Ronda ${round}`, `Round ${round}`);
  if (!plannedRounds || topCutSize < 2 || round <= plannedRounds) return swiss;
  const entering = topCutSize / 2 ** (round - plannedRounds - 1);
  return STAGES[entering] ?? swiss;
}
