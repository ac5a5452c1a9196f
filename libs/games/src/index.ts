export { GAMES, KNOWN_GAME_IDS, warlordsOfTerra, ecg, bladesOfAshGame, bladesOfAshEntry, findGame } from './registry.js';
export type { GameEntry, DeckSectionInfo, CatalogCheck } from './registry.js';
export { checkDeckSource } from './check-deck.js';
export type { DeckCheck } from './check-deck.js';
