import { pickUniform, type GameBot, type Message, type RandomSource } from '@cronica/rules-kernel';
import type { WotCommand } from '../engine/commands.js';
import type { WotState } from '../engine/state.js';
import { sensibleCommands } from './sensible.js';

/**
 * The random practice bot: first a kind of command, uniformly among the kinds that are legal,
 * then one command of that kind, uniformly. (Uniform over all commands would spend most of a
 * game swapping pre-sideboard cards or walking troops about, because those kinds have many
 * variants.) It never plays a command that loses at once (sensible.ts) while it has another.
 * Its choices draw from its own seeded source (label `bot`), never a game stream.
 */
export function pickByKind<Command extends Message>(random: RandomSource, legal: readonly Command[]): Command {
  const kinds = [...new Set(legal.map((c) => c.type))];
  const kind = pickUniform(random, kinds);
  return pickUniform(
    random,
    legal.filter((c) => c.type === kind),
  );
}

export function randomBot(random: RandomSource): GameBot<WotState, WotCommand> {
  return { choose: (state, seat, legal) => pickByKind(random, sensibleCommands(state, seat, legal)) };
}
