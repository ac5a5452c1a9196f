import type { AnyGameModule, GameDefinition } from '@cronica/rules-kernel';
import { accionGame } from '@cronica/accion';
import { bladesOfAshGame } from '@cronica/blades-of-ash';
import { diceRaceGame } from '@cronica/dice-race';
import { ecgGame } from '@cronica/ecg';
import { warlordsOfTerraGame } from '@cronica/warlords-of-terra';

/**
 * The games the platform knows. Each rules library defines its own game (`defineGame`: names,
 * deck sections, text headers, validator, module); every layer (API, CLI, web, replay verifier,
 * tournament formats) derives its list of games from here: a new game is its rules library, one
 * import below (and a board in the web).
 */

/** A game as the registry lists it: the definition its rules library writes. */
export type GameEntry = GameDefinition;
export type { CatalogCheck, DeckSectionInfo } from '@cronica/rules-kernel';

/** Every game real users see, in the order lists show them. */
export const GAMES: readonly GameEntry[] = [bladesOfAshGame, warlordsOfTerraGame, ecgGame, accionGame];

/** The games organizers run Swiss tournaments of (registered deck lists, pairings, standings). */
export const SWISS_GAMES: readonly GameEntry[] = GAMES.filter((game) => (game.organizedPlay ?? 'swiss') === 'swiss');

/** Games only tests register. */
export const TEST_GAMES: readonly GameEntry[] = [diceRaceGame];

/** The ids of `SWISS_GAMES`, for tournament schemas that take one of them (`z.enum`). */
export const KNOWN_GAME_IDS = SWISS_GAMES.map((game) => game.id) as unknown as readonly [string, ...string[]];

export function findGame(id: string, games: readonly GameEntry[] = GAMES): GameEntry | undefined {
  return games.find((game) => game.id === id);
}

/** One registry: the games, and the rules library of those the platform plays online. */
export interface GameRegistry {
  readonly games: readonly GameEntry[];
  find(id: string): GameEntry | undefined;
  /** The game's module, or undefined when the game is unknown or not played online. */
  module(id: string): AnyGameModule | undefined;
  /** Modules by id, for the replay verifier. */
  modules(): Readonly<Record<string, AnyGameModule>>;
}

export function gameRegistry(options: { readonly testGames?: boolean } = {}): GameRegistry {
  const games = options.testGames === true ? [...GAMES, ...TEST_GAMES] : GAMES;
  const modules = Object.fromEntries(
    games.flatMap((game) => (game.module === undefined ? [] : [[game.module.id, game.module] as const])),
  );
  return {
    games,
    find: (id) => findGame(id, games),
    module: (id) => (Object.hasOwn(modules, id) ? modules[id] : undefined),
    modules: () => modules,
  };
}
