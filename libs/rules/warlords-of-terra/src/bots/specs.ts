import type { GameBotSpec } from '@cronica/rules-kernel';
import type { WotCommand } from '../engine/commands.js';
import type { WotState } from '../engine/state.js';
import { greedyBot } from './greedy-bot.js';
import { randomBot } from './random-bot.js';

/** The practice bots: both choose only among the legal commands and plan only from what their seat may see. */
export const WOT_BOTS: readonly GameBotSpec<WotState, WotCommand>[] = [
  { name: 'random', label: { es: 'Aleatorio', en: 'Random' }, create: (random) => randomBot(random) },
  { name: 'greedy', label: { es: 'Codicioso', en: 'Greedy' }, create: (random) => greedyBot(random) },
];
