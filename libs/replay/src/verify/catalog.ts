import { gameRegistry } from '@cronica/games';
import type { GameCatalog } from './rules.js';

/** The rules libraries the platform registers (`@cronica/games`), by module id. */
export function registeredGames(): GameCatalog {
  return gameRegistry().modules();
}
