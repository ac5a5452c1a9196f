import { seatSecrets, type MatchReport } from '@cronica/rules-kernel';
import type { WotEvent } from './events.js';
import type { WotState } from './state.js';

/** Ends that stop a game before play decides it: its life totals are where they stood. */
const ENDED_EARLY: ReadonlySet<string> = new Set(['concede', 'sanction']);

/**
 * What a finished match reports to its tournament: the result and, for each game, its winner and
 * both final life totals as they stood (002 C.2.1: the tournament clamps them to 0..20 for SCORE).
 * A one-game match ends with its game's own reason, so a concession or a game loss (A.7.4) marks
 * that game ended early. A longer match ends by `games` and is read by games won; the state keeps
 * no reason per game (its shape is part of every sealed replay's state hash), so none is marked.
 */
export function matchReport(state: WotState): MatchReport | null {
  if (state.result === null) return null;
  const endedEarly = ENDED_EARLY.has(state.result.reason);
  return {
    result: state.result,
    games: state.games.map((g) =>
      endedEarly ? { winner: g.winner, life: g.life, endedEarly } : { winner: g.winner, life: g.life },
    ),
  };
}

/** Event fields only some seats may read (judges always can). */
export const secrets = seatSecrets<WotEvent>({ CardsDrawn: ['cards'], SideboardSwapped: ['out', 'in'] });
