import type { MatchReport } from '@cronica/rules-kernel';
import { playerOf, type EcgState } from '../engine/state.js';

/**
 * What a finished match reports to its tournament. SCORE's "final life" (002_a36596f8eaed8fcc.txt,
 * "2.1 SCORE") is, for ECG, each hero's final morale ("Moral": the hero's life, 0 loses by battle);
 * RULES-NOTES.md, "Tournament SCORE". A concession ends the game early: morale is where it stood.
 */
export function ecgMatchReport(state: EcgState): MatchReport | null {
  if (state.result === null) return null;
  const life = [Math.max(0, playerOf(state, 0).morale), Math.max(0, playerOf(state, 1).morale)];
  const winner = state.result.outcome === 'win' ? state.result.winner : null;
  return {
    result: state.result,
    games: [state.result.reason === 'concede' ? { winner, life, endedEarly: true } : { winner, life }],
  };
}
