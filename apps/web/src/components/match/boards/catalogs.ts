import type { GameCatalog } from '../../../lib/card-catalogs/types';

/**
 * The deck builder's card catalogue of every game that has one, by game id: the board folders
 * `boards/<game id>/` with a `catalog.ts` exporting `catalog`, found like the boards themselves
 * (index.ts): the glob is resolved by Turbopack when the web is built and by Vite when its tests
 * run, eager, and whole modules, since Turbopack's production build shortens the names of exports
 * it sees picked by name. A catalogue apart from the folder's index.ts keeps the deck pages from
 * loading the game's board.
 */
const FOLDERS = import.meta.glob<{ readonly catalog?: GameCatalog }>('./*/catalog.ts', { eager: true });

/** The game id of a board folder's `catalog.ts` (`./<game id>/catalog.ts`). */
function catalogFolderGame(path: string): string {
  return path.slice('./'.length, -'/catalog.ts'.length);
}

function folderCatalog([path, folder]: readonly [string, { readonly catalog?: GameCatalog }]): readonly [
  string,
  GameCatalog,
] {
  const game = catalogFolderGame(path);
  // A catalogue file without its catalogue, or with another game's, is a build fault.
  if (folder.catalog === undefined) throw new Error(`boards/${game}/catalog.ts exports no \`catalog\``);
  if (folder.catalog.game !== game)
    throw new Error(`boards/${game}/catalog.ts is the catalogue of ${folder.catalog.game}`);
  return [game, folder.catalog];
}

const CATALOGS: ReadonlyMap<string, GameCatalog> = new Map(Object.entries(FOLDERS).map(folderCatalog));

/** The ids of the games whose cards the deck builder can browse. */
export function catalogGames(): readonly string[] {
  return [...CATALOGS.keys()];
}

export function catalogFor(game: string): GameCatalog | undefined {
  return CATALOGS.get(game);
}
