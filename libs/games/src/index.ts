export { GAMES, SWISS_GAMES, TEST_GAMES, KNOWN_GAME_IDS, findGame, gameRegistry } from './registry.js';
export type { GameEntry, DeckSectionInfo, CatalogCheck, GameRegistry } from './registry.js';
export { gameEndReason } from './end-reasons.js';
