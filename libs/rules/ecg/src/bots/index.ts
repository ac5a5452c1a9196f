import type { GameBotSpec } from '@cronica/rules-kernel';
import type { EcgCommand } from '../engine/commands.js';
import type { EcgState } from '../engine/state.js';
import { greedyBot, randomBot } from './greedy.js';

/** The practice bots: both choose among the engine's legal commands; the greedy one plans fair. */
export const ecgBots: readonly GameBotSpec<EcgState, EcgCommand>[] = [
  { name: 'random', label: { es: 'Aleatorio', en: 'Random' }, create: randomBot },
  { name: 'greedy', label: { es: 'Codicioso', en: 'Greedy' }, create: greedyBot },
];

export const ECG_BOT_NAMES = ecgBots.map((bot) => bot.name);
