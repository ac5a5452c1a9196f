import type { GameBot, RandomSource } from '@cronica/rules-kernel';
import type { WotCommand } from '../engine/commands.js';
import type { WotState } from '../engine/state.js';
import { pickUniform } from './random-bot.js';

export function greedyBot(random: RandomSource): GameBot<WotState, WotCommand> {
  return { choose: (_state, _seat, legal) => pickUniform(random, legal) };
}
