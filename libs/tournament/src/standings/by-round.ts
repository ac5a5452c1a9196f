import { historyAt, type SwissFormat, type SwissHistory } from '../history/model.js';
import type { TournamentSeed } from '../history/seeded-random.js';
import { computeStandings, type Standings } from './standings.js';

/**
 * The standings as they stood after each finished Swiss round (round 1 first), each saying which
 * round it covers; only the last can be final (tiebreak matches count there, 002 C.2.4.2).
 */
export function standingsByRound(history: SwissHistory, format: SwissFormat, seed: TournamentSeed | null): Standings[] {
  return history.rounds.map((_, index) => computeStandings(historyAt(history, index + 1, index + 1), format, seed));
}
