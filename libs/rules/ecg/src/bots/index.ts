import { greedyBotSpec, randomBotSpec, strongBotSpec, type GameBotSpec } from '@cronica/rules-kernel';
import type { EcgCommand } from '../engine/commands.js';
import type { EcgState } from '../engine/state.js';
import { greedyBot, randomBot } from './greedy.js';
import { strongBot } from './strong.js';

/**
 * The practice bots, weakest first: all choose among the engine's legal commands; the greedy and
 * strong ones plan fair (determinize.ts). The greedy one is the practice default (it answers at
 * once); the strong one is there for a harder game.
 */
export const ecgBots: readonly GameBotSpec<EcgState, EcgCommand>[] = [
  randomBotSpec(randomBot),
  greedyBotSpec(
    {
      es: 'Elige la jugada que mejor deja la mesa ahora: un rival sensato.',
      en: 'Picks the move that leaves the table best now: a sensible opponent.',
    },
    greedyBot,
  ),
  strongBotSpec(
    {
      es: 'Prueba sus mejores jugadas unas cuantas órdenes por delante antes de elegir.',
      en: 'Plays its best moves a few steps ahead before choosing.',
    },
    strongBot,
  ),
];

export const ECG_BOT_NAMES = ecgBots.map((bot) => bot.name);
