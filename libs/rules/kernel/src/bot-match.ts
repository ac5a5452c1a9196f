import type { DecideContext, GameDecider, GameResult, Message, RandomSource, RuleViolation, Seat } from './decider.js';
import {
  createRandomSource,
  deriveSubSeed,
  keysFromMatchSeed,
  type KeyFor,
  type SeededRandomSource,
} from './random.js';
import { isRuleViolation, runCommand, type DecideAndFold } from './violation.js';
import type { DeckList } from './deck.js';
import type { GameBot, GameModule } from './game-module.js';

/**
 * Plays a whole match between bots with the engine's own decide/evolve (simulations, demo data,
 * benchmarks, property tests), for any game. At each step every seat with legal commands is
 * offered its choice, as at a real table where either may speak first: a seat whose bot `waits`
 * lets it go by, and when several want to act, one drawn from the harness's own seeded stream
 * (`harness:order`, apart from the game's and the bots' draws) acts, so no seat always speaks first.
 * When every one of them waits, the likely seat (the one the table waits for) acts.
 */

export interface BotMatchOptions<State, Command extends Message, Event extends Message, Setup> {
  readonly module: GameDecider<State, Command, Event, unknown, Setup>;
  readonly setup: Setup;
  /** The secret match seed (at least 16 bytes): every die and shuffle derives from it. */
  readonly seed: Uint8Array;
  /** One bot per seat, seat 0 first. */
  readonly bots: readonly GameBot<State, Command>[];
  /** A fault guard: a match that needs more commands than this is a bug. */
  readonly maxCommands?: number;
  /** The module's decide that also returns the folded state, when it has one (saves folding twice). */
  readonly decideAndFold?: DecideAndFold<State, Command, Event>;
  /** The seat likely to act next, asked first (a hint that saves listing the other seat's commands). */
  readonly likelySeat?: (state: State) => Seat;
  /** Sees every step before it is applied (property tests check views and refusals here). */
  readonly observe?: (step: {
    readonly state: State;
    readonly seat: Seat;
    readonly legal: readonly Command[];
    readonly command: Command;
  }) => void;
}

export interface BotMatch<State, Command, Event> {
  readonly initial: State;
  readonly state: State;
  readonly events: readonly Event[];
  readonly commands: readonly Command[];
  readonly result: GameResult;
}

const DEFAULT_MAX_COMMANDS = 20_000;
/** The family of the harness's own draws: who speaks first when several seats want to act. */
const HARNESS_FAMILY = 'harness';

export function playBotMatch<State, Command extends Message, Event extends Message, Setup>(
  options: BotMatchOptions<State, Command, Event, Setup>,
): BotMatch<State, Command, Event> {
  const { module, bots } = options;
  const contextFor = matchContexts(module, keysFromMatchSeed(options.seed));
  const order = createRandomSource({ keyFor: keysFromMatchSeed(deriveSubSeed(options.seed, HARNESS_FAMILY)) });
  const initial = module.initialState(options.setup);
  const events: Event[] = [];
  const commands: Command[] = [];
  let state = initial;
  const limit = options.maxCommands ?? DEFAULT_MAX_COMMANDS;
  for (let result = module.result(state); result === null; result = module.result(state)) {
    if (commands.length >= limit) throw new Error(`match did not end within ${limit} commands`);
    const turn = nextTurn(module, bots, state, options.likelySeat?.(state) ?? 0, order);
    if (turn === null) throw new Error('no seat has a legal command but the match has no result');
    const command = bots[turn.seat]!.choose(state, turn.seat, turn.legal);
    options.observe?.({ state, seat: turn.seat, legal: turn.legal, command });
    const ctx = contextFor(state);
    const applied =
      options.decideAndFold === undefined
        ? runCommand(module, state, command, ctx)
        : recorded(options.decideAndFold(command, state, ctx), ctx);
    if (isRuleViolation(applied))
      throw new Error(`the engine refused a legal command ${command.type}: ${applied.code}`);
    commands.push(command);
    events.push(...applied.events);
    state = applied.state;
  }
  return { initial, state, events, commands, result: module.result(state)! };
}

/**
 * The kernel's contextFor, keeping one random source while its counters are the state's (they
 * advance together), so each label's HMAC stream is keyed once per match rather than per command.
 */
function matchContexts<State>(
  module: Pick<GameDecider<State, Message, Message, unknown, unknown>, 'randomCounters'>,
  keyFor: KeyFor,
) {
  let source: SeededRandomSource | null = null;
  /** The counters object last found equal to the source's: an unchanged state keeps the same object. */
  let checked: Readonly<Record<string, number>> | null = null;
  return (state: State): DecideContext => {
    const counters = module.randomCounters(state);
    if (source === null || (counters !== checked && !sameCounters(source.counters(), counters))) {
      source = createRandomSource({ keyFor, counters });
    }
    checked = counters;
    return { random: source };
  };
}

function sameCounters(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** As the kernel's runCommand: a draw no event recorded is a fault of the module. */
function recorded<T>(applied: T | RuleViolation, ctx: DecideContext): T | RuleViolation {
  const leftover = ctx.random.takeDraws();
  if (!isRuleViolation(applied) && leftover.length > 0)
    throw new Error(`decide drew ${leftover.length} random value(s) without recording them`);
  return applied;
}

/**
 * Who acts now: the seats with legal commands (the likely one first), less those whose bot waits;
 * one drawn at random among them when several want to act, the likely one when all wait.
 */
function nextTurn<State, Command extends Message>(
  module: Pick<GameDecider<State, Command, Message, unknown, unknown>, 'legalCommands'>,
  bots: readonly GameBot<State, Command>[],
  state: State,
  first: Seat,
  order: RandomSource,
): { seat: Seat; legal: readonly Command[] } | null {
  const seats = [first, ...Array.from({ length: bots.length }, (_, seat) => seat).filter((seat) => seat !== first)];
  const ready = seats
    .map((seat) => ({ seat, legal: module.legalCommands(state, seat) }))
    .filter((turn) => turn.legal.length > 0);
  if (ready.length <= 1) return ready[0] ?? null;
  const willing = ready.filter((turn) => bots[turn.seat]?.waits?.(state, turn.seat, turn.legal) !== true);
  if (willing.length <= 1) return willing[0] ?? ready[0]!;
  // Seat order, not the likely seat first, so the draw does not depend on the hint.
  const fair = [...willing].sort((a, b) => a.seat - b.seat);
  const pick = fair[order.int(`${HARNESS_FAMILY}:order`, fair.length)]!;
  order.takeDraws();
  return pick;
}

/**
 * What a two-player card game's bot match asks for (simulations, demo data, benchmarks, property
 * tests): a deck list and a named bot per seat, seat 0 first, and the secret seed. Each game adds
 * its own format options.
 */
export interface DeckBotMatchOptions<State, Command extends Message, Event extends Message, Setup, BotName = string> {
  readonly decks: readonly [DeckList, DeckList];
  readonly seed: Uint8Array;
  readonly bots: readonly [BotName, BotName];
  readonly observe?: BotMatchOptions<State, Command, Event, Setup>['observe'];
}

export interface ModuleBotMatchOptions<State, Command extends Message, Event extends Message, Setup> {
  readonly module: GameModule<State, Command, Event, unknown, Setup, unknown>;
  readonly setup: Setup;
  /** The secret match seed: the game's draws and each bot's own stream derive from it. */
  readonly seed: Uint8Array;
  /** Bot names (`module.bots[].name`), one per seat. */
  readonly bots: readonly string[];
  readonly maxCommands?: number;
  readonly observe?: BotMatchOptions<State, Command, Event, Setup>['observe'];
}

/**
 * The named bot of a module for one seat. Its randomness derives from the match seed under its own
 * family (`bot:seatN`), so a match is reproducible from its seed and no bot ever draws from the
 * game's own streams (dice, decks).
 */
export function botFor<State, Command extends Message>(
  module: Pick<GameModule<State, Command, Message, unknown, unknown, unknown>, 'bots' | 'id'>,
  name: string,
  matchSeed: Uint8Array,
  seat: Seat,
): GameBot<State, Command> {
  const spec = module.bots.find((bot) => bot.name === name);
  if (spec === undefined)
    throw new RangeError(`${module.id} has no bot named ${name} (${module.bots.map((b) => b.name).join(', ')})`);
  return spec.create(createRandomSource({ keyFor: keysFromMatchSeed(deriveSubSeed(matchSeed, `bot:seat${seat}`)) }));
}

/** A whole match between a module's own bots, with its speed hints when it has them. */
export function playModuleBotMatch<State, Command extends Message, Event extends Message, Setup>(
  options: ModuleBotMatchOptions<State, Command, Event, Setup>,
): BotMatch<State, Command, Event> {
  const { module } = options;
  const decideAndFold = module.decideAndFold?.bind(module);
  const likelySeat = module.likelySeat?.bind(module);
  return playBotMatch({
    module,
    setup: options.setup,
    seed: options.seed,
    bots: options.bots.map((name, seat) => botFor(module, name, options.seed, seat)),
    ...(options.maxCommands === undefined ? {} : { maxCommands: options.maxCommands }),
    ...(decideAndFold === undefined ? {} : { decideAndFold }),
    ...(likelySeat === undefined ? {} : { likelySeat }),
    ...(options.observe === undefined ? {} : { observe: options.observe }),
  });
}

/**
 * A two-player card game's bot match (`DeckBotMatchOptions`: its seed, bots and observer) between
 * the module's own bots, from the setup the game made of the two deck lists and its format.
 */
export function playDeckBotMatch<State, Command extends Message, Event extends Message, Setup>(
  module: ModuleBotMatchOptions<State, Command, Event, Setup>['module'],
  setup: Setup,
  options: DeckBotMatchOptions<State, Command, Event, Setup>,
): BotMatch<State, Command, Event> {
  return playModuleBotMatch({
    module,
    setup,
    seed: options.seed,
    bots: options.bots,
    ...(options.observe === undefined ? {} : { observe: options.observe }),
  });
}
