import { greedyBotSpec, randomBotSpec, strongBotSpec, type GameBotSpec } from '@cronica/rules-kernel';
import type { WotCommand } from '../engine/commands.js';
import type { WotState } from '../engine/state.js';
import { greedyBot } from './greedy-bot.js';
import { randomBot } from './random-bot.js';
import { strongBot } from './strong-bot.js';

/**
 * The practice bots, weakest first: all choose only among the legal commands and plan only from
 * what their seat may see. The greedy one is the practice default (it answers at once); the strong
 * one is there for a harder game.
 */
export const WOT_BOTS: readonly GameBotSpec<WotState, WotCommand>[] = [
  randomBotSpec((random) => randomBot(random)),
  greedyBotSpec(
    {
      es: 'Sigue reglas sencillas: avanza, ataca y gasta sus recursos.',
      en: 'Follows simple rules: advances, attacks and spends its resources.',
    },
    (random) => greedyBot(random),
  ),
  strongBotSpec(
    {
      es: 'Prueba sus mejores jugadas un turno por delante antes de elegir.',
      en: 'Plays its best moves a turn ahead before choosing.',
    },
    (random) => strongBot(random),
  ),
];
