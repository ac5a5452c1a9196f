import type { GameDescriber } from '@cronica/rules-kernel';
import type { WotCommand } from './commands.js';
import type { WotEvent } from './events.js';
import type { WotState } from './state.js';

export const describer: GameDescriber<WotState, WotCommand, WotEvent> = {
  event: (event) => ({ es: event.type, en: event.type }),
  command: (command) => ({ es: command.type, en: command.type }),
};
