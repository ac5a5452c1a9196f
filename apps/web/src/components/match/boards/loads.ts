import type { GameDefinition } from '@cronica/rules-kernel';
import type { GameCatalog } from '../../../lib/card-catalogs/types';

/**
 * What a board folder lets pages fetch on demand (`boards/<game id>/load.ts` exports `load`): the
 * game's definition, `() => import('@cronica/<game>').then((library) => library.<game>Game)`,
 * and, for games whose players register lists, the deck builder's catalogue (`./catalog.ts`). A
 * deck page or a replay's verifier then loads its own game's rules library only; the registry
 * (`@cronica/games`) imports every game and stays out of client code.
 */
export interface FolderLoads {
  readonly game: () => Promise<GameDefinition>;
  readonly catalog?: () => Promise<GameCatalog>;
}

/**
 * Every folder's `load.ts`, by game id: the glob is resolved when the web is built (Turbopack) and
 * when its tests run (Vite), eager (the files are light: their imports run only when called).
 * Whole modules, since Turbopack's production build shortens the names of exports it sees picked
 * by name. A new game adds its folder and nothing here.
 */
const FOLDERS = import.meta.glob<{ readonly load?: FolderLoads }>('./*/load.ts', { eager: true });

function folderLoads([path, folder]: readonly [string, { readonly load?: FolderLoads }]) {
  const game = path.slice('./'.length, -'/load.ts'.length);
  // A folder whose load.ts exports nothing is a build fault, not a game to skip.
  if (folder.load === undefined) throw new Error(`boards/${game}/load.ts exports no \`load\``);
  return [game, folder.load] as const;
}

/** Each board folder's `load`, by game id. */
export const FOLDER_LOADS: ReadonlyMap<string, FolderLoads> = new Map(Object.entries(FOLDERS).map(folderLoads));
