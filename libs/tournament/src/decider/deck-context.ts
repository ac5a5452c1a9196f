import { findGame } from '@cronica/games';
import type { TournamentDecideContext } from './commands.js';

/**
 * The decide context for a tournament of `gameId`: its deck validator from the game registry
 * (libs/games) and the imported card catalog, if any. Undefined validator for an unknown game, so
 * deck submissions are refused with `tournament.deck.no-validator`.
 */
export function deckContextFor(gameId: string, catalog?: unknown): TournamentDecideContext {
  const game = findGame(gameId);
  if (game === undefined) return {};
  return { validateDeck: (deck, options) => game.deckValidator.validate(deck, options), catalog };
}
