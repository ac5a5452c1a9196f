import type { GameCatalog } from '../../../lib/card-catalogs/types';
import { FOLDER_LOADS } from './loads';
import { onDemandByGame } from './on-demand';

/**
 * The deck builder's card catalogue of every game that has one, by game id: the `catalog` a board
 * folder declares (its `catalog.ts`), fetched on demand, so a deck page loads its own game's
 * catalogue (and rules library) only.
 */
const CATALOGS = onDemandByGame(
  new Map([...FOLDER_LOADS].flatMap(([game, load]) => (load.catalog ? [[game, load.catalog] as const] : []))),
  (game, catalog: GameCatalog) => {
    if (catalog.game !== game) throw new Error(`boards/${game}/catalog.ts is the catalogue of ${catalog.game}`);
    return catalog;
  },
);

/** The ids of the games whose cards the deck builder can browse (nothing is fetched to say so). */
export const catalogGames = CATALOGS.games;
/** The game's catalogue, fetched once (undefined for a game without one). */
export const loadCatalog = CATALOGS.load;
/** The game's catalogue if already fetched; undefined otherwise, without fetching. */
export const loadedCatalog = CATALOGS.loaded;
