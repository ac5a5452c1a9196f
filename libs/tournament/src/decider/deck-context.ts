import type { TournamentDecideContext } from './commands.js';
import { platformGames, type GameLookup } from './game-format.js';

/**
 * The decide context for a tournament of `gameId`: its deck validator from the game registry
 * (libs/games) and the imported card catalog, if any. Undefined validator for an unknown game, so
 * deck submissions are refused with `tournament.deck.no-validator`.
 */
export function deckContextFor(
  gameId: string,
  catalog?: unknown,
  games: GameLookup = platformGames,
): TournamentDecideContext {
  const game = games(gameId);
  if (game === undefined) return { games };
  return { validateDeck: (deck, options) => game.deckValidator.validate(deck, options), catalog, games };
}
