import type { FolderLoads } from '../loads';

/** What a page fetches of Warlords of Terra when it needs it: its definition (rules library) and its deck builder's catalogue. */
export const load: FolderLoads = {
  game: () => import('@cronica/warlords-of-terra').then((library) => library.warlordsOfTerraGame),
  catalog: () => import('./catalog').then((folder) => folder.catalog),
};
