/** Blades of Ash bots: a seeded random legal-move bot and a greedy bot that plans only from what its seat may know. */
export { BOT_NAMES, isBotName, randomBot } from './bot.js';
export type { Bot, BotName } from './bot.js';
export { greedyBot } from './greedy-bot.js';
export { strongBot } from './strong-bot.js';
export type { GreedyBotOptions } from './greedy-bot.js';
export { scoreFor, heroPower, WIN_SCORE } from './score.js';
export { playBotMatch, botFor } from './match.js';
export type { BotMatch, BotMatchOptions } from './match.js';
export { createBladesBot, playBladesBotMatch, bladesSetup, likelyBladesSeat } from './blades-match.js';
export type { BladesBotMatch, BladesBotMatchOptions } from './blades-match.js';
export { createDeterminizer, determinizeFor, HIDDEN_CARD } from './determinize.js';
