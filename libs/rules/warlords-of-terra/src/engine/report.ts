import type { EventSecret, MatchReport } from '@cronica/rules-kernel';
import type { WotEvent } from './events.js';
import type { WotState } from './state.js';

/**
 * What a finished match reports to its tournament: the result and, for each game, its winner and
 * both final life totals as they stood (002 C.2.1: the tournament clamps them to 0..20 for SCORE).
 */
export function matchReport(state: WotState): MatchReport | null {
  if (state.result === null) return null;
  return { result: state.result, games: state.games.map((g) => ({ winner: g.winner, life: g.life })) };
}

/** Event fields only some seats may read (judges always can). */
export function secrets(event: WotEvent): readonly EventSecret[] {
  switch (event.type) {
    case 'CardsDrawn':
      return [{ path: ['cards'], visibleTo: [event.data.seat] }];
    case 'SideboardSwapped':
      return [
        { path: ['out'], visibleTo: [event.data.seat] },
        { path: ['in'], visibleTo: [event.data.seat] },
      ];
    default:
      return [];
  }
}
