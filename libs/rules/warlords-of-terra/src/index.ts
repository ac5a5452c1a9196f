export { wotCardSchema, wotCatalogSchema, parseWotCatalog, sampleWotCatalog } from './catalog.js';
export type { WotCard, WotCardInput, WotCatalog, CatalogParse } from './catalog.js';
export {
  WOT_GAME_ID,
  WOT_SECTIONS,
  WOT_DECK_SIZES,
  WOT_SIDEBOARD_SIZE,
  WOT_SIDEBOARD_COPIES,
  WOT_MAX_COPIES,
  WOT_REGISTERED_SIZE,
  DEFAULT_LEGENDARY_LIMIT,
  MAX_LEGENDARY_LIMIT,
  validateWotDeck,
  wotDeckValidator,
} from './validator.js';
export type { WotSection, WotValidationOptions } from './validator.js';
export { applySideboardSwap } from './sideboard.js';
export type { SideboardSwap, SwapResult } from './sideboard.js';
export { wotDeckTextSpec, sampleWotDeck } from './sample-deck.js';
export { warlordsOfTerra } from './engine/module.js';
export { readyWotDecks, readyWotDeck } from './content/decks.js';
export { likelyWotSeat } from './bots/match.js';
export { playWotBotMatch, createWotBot } from './bots/play.js';
