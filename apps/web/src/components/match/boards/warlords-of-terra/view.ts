import type { WotView } from '@cronica/warlords-of-terra';
import type { GameInMatch } from '../../ConcedeButton';
import { viewOfShape } from '../view-shape';

/** The Warlords of Terra view as the API sends it (`WotView`), or null for another shape. */
export const parseWotView = (state: unknown) =>
  viewOfShape<WotView>(
    state,
    (view) => Array.isArray(view.players) && typeof view.board === 'object' && Array.isArray(view.troops),
  );

/** The game being played of a best-of-N match (002 C.1), for the page's concede question; null in one game or once over. */
export function wotGameInMatch(state: unknown): GameInMatch | null {
  const view = parseWotView(state);
  return view && view.bestOf > 1 && view.phase !== 'over' ? { game: view.game, bestOf: view.bestOf } : null;
}
