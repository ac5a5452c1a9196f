export { ECG_CARD_TYPES, ecgCardSchema, ecgCatalogSchema, parseEcgCatalog, sampleEcgCatalog } from './catalog.js';
export type { EcgCard, EcgCardType, EcgCatalog, EcgCatalogParse } from './catalog.js';
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
