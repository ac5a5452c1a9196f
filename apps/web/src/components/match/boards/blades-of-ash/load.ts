import type { FolderLoads } from '../loads';

/** What a page fetches of Blades of Ash when it needs it: its definition (rules library) and its deck builder's catalogue. */
export const load: FolderLoads = {
  game: () => import('@cronica/blades-of-ash').then((library) => library.bladesOfAshGame),
  catalog: () => import('./catalog').then((folder) => folder.catalog),
};
