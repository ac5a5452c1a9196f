import { randomBotSpec, type GameBotSpec, type RandomSource } from '@cronica/rules-kernel';
import type { AccionCommand } from '../encounter/commands.js';
import type { AccionState } from '../encounter/state.js';

/**
 * Random play for practice and property tests: a command type at random, then one command of
 * that type, so a rare option (Interrupt, Recover) is tried as often as a common one. It never
 * concedes. It reads nothing but the legal list, which holds only what its seat may know.
 */
export function pickRandom(random: RandomSource, legal: readonly AccionCommand[]): AccionCommand {
  const playable = legal.filter((c) => c.type !== 'Concede');
  const pool = playable.length > 0 ? playable : legal;
  const types = [...new Set(pool.map((c) => c.type))];
  const type = types[random.int('bot:type', types.length)]!;
  const ofType = pool.filter((c) => c.type === type);
  return ofType[random.int('bot:command', ofType.length)]!;
}

export const randomBot: GameBotSpec<AccionState, AccionCommand> = randomBotSpec((random) => ({
  choose: (_state, _seat, legal) => pickRandom(random, legal),
}));
