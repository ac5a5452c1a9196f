import type { FolderLoads } from '../loads';

/** What a page fetches of the test game when it needs it: its definition (rules library). */
export const load: FolderLoads = {
  game: () => import('@cronica/dice-race').then((library) => library.diceRaceGame),
};
