import { catalogGames, loadCatalog, loadedCatalog, type GameCatalog } from '../lib/card-catalogs';

// The deck pages fetch a game's catalogue when they need it; a spec reads them at hand, all fetched
// once when it imports this module.
await Promise.all(catalogGames().map(loadCatalog));

/** The deck builder's catalogue of `game`, already fetched; undefined for a game without one. */
export function catalogFor(game: string): GameCatalog | undefined {
  return loadedCatalog(game);
}
