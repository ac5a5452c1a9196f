import type { Localized } from '@cronica/util';
import type { RandomSource } from './decider.js';
import type { GameBot, GameBotSpec } from './game-module.js';

type Create<State, Command> = (random: RandomSource) => GameBot<State, Command>;

/** Uniform among `legal`, drawn from the bot's own seeded stream (label `bot`, so it never touches a game stream). */
export function pickUniform<T>(random: RandomSource, legal: readonly T[]): T {
  if (legal.length === 0) throw new RangeError('a bot was asked to choose among no commands');
  const at = random.int('bot', legal.length);
  random.takeDraws();
  return legal[at]!;
}

/** The random bot every game offers first, in the same words everywhere; how it picks among the legal commands is the game's. */
export function randomBotSpec<State, Command>(create: Create<State, Command>): GameBotSpec<State, Command> {
  return {
    name: 'random',
    label: { es: 'Aleatorio', en: 'Random' },
    description: {
      es: 'Cualquier jugada legal, al azar: para aprender las reglas.',
      en: 'Any legal move, at random: for learning the rules.',
    },
    create,
  };
}

/**
 * The greedy bot a game offers second, under the same name everywhere: the practice default, since
 * it answers at once; how it plays (`description`) is the game's.
 */
export function greedyBotSpec<State, Command>(
  description: Localized,
  create: Create<State, Command>,
): GameBotSpec<State, Command> {
  return { name: 'greedy', label: { es: 'Codicioso', en: 'Greedy' }, description, practiceDefault: true, create };
}

/** The strong bot a game offers last, for whoever wants a harder game; how far it looks is the game's. */
export function strongBotSpec<State, Command>(
  description: Localized,
  create: Create<State, Command>,
): GameBotSpec<State, Command> {
  return { name: 'strong', label: { es: 'Fuerte', en: 'Strong' }, description, create };
}
