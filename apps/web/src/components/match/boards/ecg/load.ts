import type { FolderLoads } from '../loads';

/** What a page fetches of ECG when it needs it: its definition (rules library) and its deck builder's catalogue. */
export const load: FolderLoads = {
  game: () => import('@cronica/ecg').then((library) => library.ecgGame),
  catalog: () => import('./catalog').then((folder) => folder.catalog),
};
