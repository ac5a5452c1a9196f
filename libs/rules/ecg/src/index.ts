export { ECG_CARD_TYPES, ecgCardSchema, ecgCatalogSchema, parseEcgCatalog, cardName } from './catalog.js';
export type { EcgCard, EcgCardType, EcgCatalog, EcgCatalogParse } from './catalog.js';
export { sampleEcgCatalog, ecgCardById, ecgCardByName } from './content/catalog.js';
export { ecgReadyDecks, ecgReadyDeck } from './content/decks.js';
export {
  ECG_GAME_ID,
  ECG_SECTIONS,
  ECG_DECK_SIZES,
  ecgDeckTextSpec,
  validateEcgDeck,
  ecgDeckValidator,
  sampleEcgDeck,
} from './validator.js';
export type { EcgSection } from './validator.js';
