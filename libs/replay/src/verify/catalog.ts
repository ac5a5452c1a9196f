import { GAMES } from '@cronica/games';
import type { GameCatalog } from './rules.js';

/** The rules libraries the platform registers (`@cronica/games`), by module id. */
export function registeredGames(): GameCatalog {
  return Object.fromEntries(GAMES.flatMap((entry) => (entry.module === undefined ? [] : [[entry.module.id, entry.module] as const])));
}
