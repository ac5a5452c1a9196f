import {
  createRandomSource,
  isRuleViolation,
  keysFromMatchSeed,
  type GameModule,
  type Message,
} from '@cronica/rules-kernel';

interface LibraryPlay<State, Command> {
  /** The byte the match seed is filled with: the same seed plays the same match. */
  readonly seed: number;
  /** At most this many commands. */
  readonly steps: number;
  /** The two seats' decks, by their place among the game's ready decks (wrapping round): the first two unless told. */
  readonly decks?: readonly [number, number];
  readonly options?: Record<string, unknown>;
  /** Stops before the next command once this holds. */
  readonly until?: (state: State, step: number) => boolean;
  /** The command played among both seats' legal ones: the first unless told. */
  readonly pick?: (legal: readonly Command[]) => Command | undefined;
}

/**
 * Test fixture: a two-seat match from the game's ready decks, played by its own library with the
 * seeded random the server would use, one picked legal command at a time, until `until` holds,
 * no command is left or `steps` are played.
 */
export function playedByLibrary<State, Command extends Message, Event extends Message, View, Setup, Options>(
  game: GameModule<State, Command, Event, View, Setup, Options>,
  play: LibraryPlay<State, Command>,
): State {
  const ready = game.setup.readyDecks();
  const decks = (play.decks ?? [0, 1]).map((at) => ready[at % ready.length]!.deck);
  const setup = game.setup.create(decks, game.setup.optionsSchema.parse(play.options ?? {}));
  if (isRuleViolation(setup)) throw new Error(setup.code);
  let state = game.initialState(setup);
  const keyFor = keysFromMatchSeed(new Uint8Array(32).fill(play.seed));
  const pick = play.pick ?? ((legal) => legal[0]);
  for (let step = 0; step < play.steps && !play.until?.(state, step); step++) {
    const command = pick([0, 1].flatMap((seat) => game.legalCommands(state, seat)));
    if (!command) break;
    const events = game.decide(command, state, {
      random: createRandomSource({ keyFor, counters: game.randomCounters(state) }),
    });
    if (isRuleViolation(events)) throw new Error(events.code);
    for (const event of events) state = game.evolve(state, event);
  }
  return state;
}
