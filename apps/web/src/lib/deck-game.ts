import { use } from 'react';
import type { GameEntry } from '@cronica/games';
import { loadGame, loadedGame } from '../components/match/boards/games';
import { loadCatalog, loadedCatalog, type GameCatalog } from './card-catalogs';

/** What a deck page works with: the game's definition (validator, sections) and its card catalogue. */
export interface DeckGame {
  readonly game: GameEntry | undefined;
  readonly catalog: GameCatalog | undefined;
}

/**
 * The deck game of a client component: at hand once fetched, else the component waits (React's
 * `use`, inside a Suspense boundary) while the browser fetches that game's rules library and
 * catalogue, both at once, and no other game's.
 */
export function useDeckGame(id: string): DeckGame {
  const gameLoad = loadGame(id);
  const catalogLoad = loadCatalog(id);
  const game = loadedGame(id) ?? use(gameLoad);
  const catalog = loadedCatalog(id) ?? use(catalogLoad);
  return { game, catalog };
}

/** The same, for a server page: awaited. */
export async function loadDeckGame(id: string): Promise<DeckGame> {
  const [game, catalog] = await Promise.all([loadGame(id), loadCatalog(id)]);
  return { game, catalog };
}
