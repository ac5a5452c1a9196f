/**
 * Blades of Ash card content: the card set (JSON data validated by the engine's card schema),
 * catalog helpers, ready-made decks and the deck validator.
 * 000_7cbcfc9bc47f1014.txt, "Selección de Facción, Héroes y Mazo de Acción".
 */
export {
  FACTIONS,
  PLAYABLE_FACTIONS,
  FactionFileSchema,
  allCards,
  allHeroes,
  allActions,
  cardById,
  cardByName,
  heroById,
  actionById,
  factionById,
} from './catalog.js';
export type { BladesCard, FactionFile } from './catalog.js';
export {
  BLADES_GAME_ID,
  BLADES_DECK_TEXT_SPEC,
  HERO_LIST_SIZE,
  MIN_ACTION_DECK,
  MAX_ACTION_COPIES,
  checkDeck,
  factionAdmits,
} from './deck-rules.js';
export type { DeckCatalog } from './deck-rules.js';
export { bladesDeckValidator, parseBladesDeck, validateBladesDeckSource } from './deck-validator.js';
export { readyDecks, readyDeckById, playerSetupFromDeck } from './decks.js';
export type { ReadyDeck } from './decks.js';
