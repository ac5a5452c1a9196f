import { playModuleBotMatch } from './bot-match.js';
import { commandKey } from './command-key.js';
import type { Message, Seat } from './decider.js';
import { seatReadyDecks, type GameModule } from './game-module.js';
import { createRandomSource, keysFromMatchSeed } from './random.js';
import { isRuleViolation } from './violation.js';

/** A 32-byte match seed from a small number: for properties and benchmarks that count their seeds. */
export function seedFromNumber(n: number): Uint8Array {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, n >>> 0);
  return seed;
}

export interface ReachedDecision<State, Command> {
  readonly state: State;
  readonly seat: Seat;
  readonly legal: readonly Command[];
}

/**
 * The decision a game of random bots reaches after `steps` commands (or its last one, when the
 * game ends sooner): ready decks picked by `seed`, the standard format, the fewest seats. Where a
 * property of a bot or an engine looks at a state no scripted scene would think of.
 */
export function reachDecision<State, Command extends Message, Event extends Message, Options, Setup>(
  module: GameModule<State, Command, Event, unknown, Setup, Options>,
  seed: number,
  steps: number,
): ReachedDecision<State, Command> {
  const seats = module.setup.seats.min;
  const decks = seatReadyDecks(module.setup, seats, (seat, ready) => ready[(seed >> (3 * seat)) % ready.length]!);
  const setup = module.setup.create(
    decks.map((ready) => ready?.deck ?? null),
    module.setup.optionsSchema.parse({}),
  );
  if (isRuleViolation(setup)) throw new Error(setup.code);
  return lastObservedDecision((observe) =>
    playModuleBotMatch({
      module,
      setup,
      seed: seedFromNumber(seed),
      bots: Array.from({ length: seats }, () => 'random'),
      maxCommands: steps,
      observe,
    }),
  );
}

/**
 * The last decision a bot game shows its observer: `play` runs the game with `observe` as its
 * observer, capped at some number of commands (or to its end, when the game ends sooner).
 */
export function lastObservedDecision<State, Command>(
  play: (observe: (step: ReachedDecision<State, Command>) => void) => unknown,
): ReachedDecision<State, Command> {
  let reached: ReachedDecision<State, Command> | undefined;
  try {
    play(({ state, seat, legal }) => {
      reached = { state, seat, legal };
    });
  } catch (stopped) {
    // The command cap stops the game where the property looks at it.
    if (reached === undefined) throw stopped;
  }
  return reached!;
}

/** Where a bot property looks: a reached decision (`reachDecision`) and the bot's own seed. */
export interface BotDecisionCase {
  readonly seed: number;
  readonly steps: number;
  readonly botSeed: number;
}

/**
 * What every bot owes a player at any decision: its answer is one of the legal commands, and the
 * same seed gives the same answer again (a practice game replays from its seed).
 */
export function botAnswerAt<State, Command extends Message, Event extends Message, Options, Setup>(
  module: GameModule<State, Command, Event, unknown, Setup, Options>,
  botName: string,
  { seed, steps, botSeed }: BotDecisionCase,
): { readonly legal: boolean; readonly repeatable: boolean } {
  const { state, seat, legal } = reachDecision(module, seed, steps);
  const answer = () => {
    const spec = module.bots.find((bot) => bot.name === botName);
    if (spec === undefined) throw new RangeError(`${module.id} has no bot named ${botName}`);
    const random = createRandomSource({ keyFor: keysFromMatchSeed(seedFromNumber(botSeed)) });
    return commandKey(spec.create(random).choose(state, seat, legal));
  };
  const first = answer();
  return { legal: legal.map(commandKey).includes(first), repeatable: answer() === first };
}
