import type { FolderLoads } from '../loads';

/** What a page fetches of La Regla de Acción when it needs it: its definition (rules library). */
export const load: FolderLoads = {
  game: () => import('@cronica/accion').then((library) => library.accionGame),
};
