import { playModuleBotMatch } from './bot-match.js';
import type { Message, Seat } from './decider.js';
import { seatReadyDecks, type GameModule } from './game-module.js';
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
  let reached: ReachedDecision<State, Command> | undefined;
  try {
    playModuleBotMatch({
      module,
      setup,
      seed: seedFromNumber(seed),
      bots: Array.from({ length: seats }, () => 'random'),
      maxCommands: steps,
      observe: ({ state, seat, legal }) => {
        reached = { state, seat, legal };
      },
    });
  } catch (stopped) {
    // The command cap stops the game where the property looks at it.
    if (reached === undefined) throw stopped;
  }
  return reached!;
}
