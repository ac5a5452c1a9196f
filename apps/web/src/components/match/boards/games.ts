import type { GameDefinition } from '@cronica/rules-kernel';
import { FOLDER_LOADS } from './loads';
import { onDemandByGame } from './on-demand';

/**
 * Each game's definition (`defineGame`: validator, deck sections, rules module) for the browser, by
 * game id: the `game` its board folder's `load.ts` declares, fetched on demand. A deck page or a replay's
 * verifier loads its own game's rules library only; the registry (`@cronica/games`) imports every
 * game and stays out of client code.
 */
const GAMES = onDemandByGame(
  new Map([...FOLDER_LOADS].map(([game, load]) => [game, load.game] as const)),
  (folder, game: GameDefinition) => {
    if (game.id !== folder) throw new Error(`boards/${folder}/load.ts loads the game ${game.id}`);
    return game;
  },
);

/** The game's definition, fetched once (undefined for a game without a board folder). */
export const loadGame = GAMES.load;
/** The game's definition if already fetched; undefined otherwise, without fetching. */
export const loadedGame = GAMES.loaded;
