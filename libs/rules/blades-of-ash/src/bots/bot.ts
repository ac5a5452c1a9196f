import { pickUniform, type RandomSource, type Seat } from '@cronica/rules-kernel';

/**
 * A bot chooses one of the commands the engine lists as legal for its seat.
 * Bots are pure: any randomness comes from an injected seeded source, never Math.random.
 */
export interface Bot<State, Command> {
  readonly name: BotName;
  choose(state: State, seat: Seat, legal: readonly Command[]): Command;
}

export const BOT_NAMES = ['random', 'greedy', 'strong'] as const;
export type BotName = (typeof BOT_NAMES)[number];

export const isBotName = (name: string): name is BotName => (BOT_NAMES as readonly string[]).includes(name);

/** The random legal-move bot: every legal command equally likely. */
export function randomBot<State, Command>(random: RandomSource): Bot<State, Command> {
  return { name: 'random', choose: (_state, _seat, legal) => pickUniform(random, legal) };
}
