import type { Localized } from '@cronica/util';
import type { DeckList, DeckValidationError, DeckValidationOptions } from './deck.js';
import { parseDeckSource } from './deck-text.js';
import type { GameDefinition } from './game-definition.js';

/**
 * A deck file checked for one game (deck registration and `deck validate`): the file
 * (JSON or a plain-text list) is parsed, the catalog (if any) checked, and the game's validator
 * run. Pure: the caller reads files.
 */
export type DeckCheck =
  | { readonly kind: 'unreadable'; readonly message: Localized }
  | {
      readonly kind: 'checked';
      readonly format: 'json' | 'text';
      readonly deck: DeckList;
      readonly valid: boolean;
      readonly errors: readonly DeckValidationError[];
    };

export function checkDeckSource(game: GameDefinition, source: string, options: DeckValidationOptions = {}): DeckCheck {
  if (options.catalog !== undefined && game.parseCatalog !== undefined) {
    const catalog = game.parseCatalog(options.catalog);
    if (!catalog.ok) return { kind: 'unreadable', message: catalog.message };
  }
  const parsed = parseDeckSource(source, game.deckText);
  if (parsed.kind === 'unreadable') return parsed;
  const wrongGame = parsed.errors.filter((error) => error.code === 'deck.wrong-game');
  const errors =
    wrongGame.length > 0 ? wrongGame : [...parsed.errors, ...game.deckValidator.validate(parsed.deck, options).errors];
  return { kind: 'checked', format: parsed.format, deck: parsed.deck, valid: errors.length === 0, errors };
}
