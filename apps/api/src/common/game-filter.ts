import type { GameRegistry } from '@cronica/games';
import { badInput } from './errors.js';

/**
 * A list's `game` argument: undefined for every game, else a game the registry has; an unknown one
 * is bad input with Spanish and English words, never an empty list that reads as "none played".
 */
export function gameFilter(games: GameRegistry, game: string | null | undefined): string | undefined {
  if (game == null) return undefined;
  if (games.find(game) !== undefined) return game;
  const shown = game.slice(0, 40);
  throw badInput([
    {
      path: 'game',
      message: `unknown game: ${shown}`,
      messages: { es: `No hay ningún juego «${shown}».`, en: `There is no game "${shown}".` },
    },
  ]);
}
