import { commandKey } from './command-key.js';
import type { GameResult, Message, RandomDraw, Seat, Viewer } from './decider.js';
import type { GameDescriber, MatchReport } from './game-module.js';
import { fold } from './violation.js';

/**
 * What every engine owes the platform over a whole bot game, checked the same way for each game
 * (their property tests play many). As the engine audits, each answers with the problems it found,
 * as text a failing test can show; none means the engine kept it.
 */

/** One step of a bot game as `playBotMatch` shows it to its observer. */
export interface ObservedStep<State, Command> {
  readonly state: State;
  readonly seat: Seat;
  readonly legal: readonly Command[];
  readonly command: Command;
}

/**
 * An observer that stops the game when a bot hands back anything but one of the very commands
 * `legalCommands` listed (the platform offers a seat its listed commands and nothing else).
 */
export function requireListedCommand<Command>(step: Pick<ObservedStep<unknown, Command>, 'legal' | 'command'>): void {
  if (!step.legal.includes(step.command)) throw new Error(`bot played an unlisted command ${commandKey(step.command)}`);
}

/** Looks at every `every`-th step only: the deeper checks cost too much to run at each one. */
export function sampledSteps<State, Command>(
  every: number,
  observe: (step: ObservedStep<State, Command>) => void,
): (step: ObservedStep<State, Command>) => void {
  let step = 0;
  return (observed) => {
    if (step++ % every === 0) observe(observed);
  };
}

export interface FinishedMatchEngine<State, Event extends Message> {
  evolve(state: State, event: Event): State;
  matchReport?(state: State): MatchReport | null;
}

/**
 * Deep equality of plain data, a key holding `undefined` as one left out; a shared part is not
 * walked again (a folded state keeps the unchanged parts of the one it came from, the catalog…).
 */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => same(x, (b as unknown[])[i]));
  const keys = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);
  const [ka, kb] = [keys(a), keys(b)];
  return (
    ka.length === kb.length &&
    ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * A finished game as the platform keeps it: its events fold from the initial state to the final
 * one (a replay rebuilds the same table), and the match report names the same result.
 */
export function finishedMatchProblems<State, Event extends Message>(
  engine: FinishedMatchEngine<State, Event>,
  match: {
    readonly initial: State;
    readonly state: State;
    readonly events: readonly Event[];
    readonly result: GameResult;
  },
): string[] {
  const report = engine.matchReport?.(match.state);
  return [
    ...(same(fold(engine, match.initial, match.events), match.state)
      ? []
      : ['the events do not fold to the final state']),
    ...(report === undefined || same(report?.result, match.result)
      ? []
      : ["the match report's result is not the game's"]),
  ];
}

/**
 * Every draw the match made reads in the game's words for a judge (its describer's `draw`, on the
 * state the event that made it applies to): one problem per kind of draw it left unworded.
 */
export function unwordedDrawProblems<State, Event extends Message>(
  engine: Pick<FinishedMatchEngine<State, Event>, 'evolve'> & {
    readonly describer: Pick<GameDescriber<State, unknown, Event>, 'draw'>;
  },
  match: { readonly initial: State; readonly events: readonly Event[] },
): string[] {
  const words = engine.describer.draw;
  if (words === undefined) return ['the game words no draw'];
  const unworded = new Set<string>();
  let state = match.initial;
  for (const event of match.events) {
    for (const draw of (event.metadata?.random ?? []) as readonly RandomDraw[])
      if (words(draw, state) === null) unworded.add(`${draw.kind} on ${draw.label} is not in words`);
    state = engine.evolve(state, event);
  }
  return [...unworded];
}

export interface ViewedEngine<State, Command> {
  view(state: State, viewer: Viewer): unknown;
  legalCommands(state: State, seat: Seat): readonly Command[];
}

export interface ViewSecrecyOptions {
  /** The match's secret seed: no view may carry it. */
  readonly seed: Uint8Array;
  /** What no view may carry at all (a deck's order, the random counters…). */
  readonly neverShown?: RegExp;
}

/**
 * Nothing a viewer may not see reaches it: `hidden` is `state` with all of that changed (the
 * game's own scramble), and the viewer's view is the same byte for byte, a seat's legal commands
 * (sent with its view) the same, and no view carries the seed.
 */
export function viewSecrecyProblems<State, Command>(
  engine: ViewedEngine<State, Command>,
  state: State,
  hidden: State,
  viewer: Viewer,
  options: ViewSecrecyOptions,
): string[] {
  const who = viewer.kind === 'seat' ? `seat ${viewer.seat}` : viewer.kind;
  const seen = JSON.stringify(engine.view(state, viewer));
  const legal = (s: State) => (viewer.kind === 'seat' ? engine.legalCommands(s, viewer.seat).map(commandKey) : []);
  const seedHex = Array.from(options.seed, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [
    ...(JSON.stringify(engine.view(hidden, viewer)) === seen
      ? []
      : [`the ${who} view changes with what it may not see`]),
    ...(same(legal(hidden), legal(state)) ? [] : [`the ${who} legal commands change with what it may not see`]),
    ...(seen.includes(seedHex) ? [`the ${who} view carries the seed`] : []),
    ...(options.neverShown?.test(seen) === true ? [`the ${who} view carries ${options.neverShown.source}`] : []),
  ];
}

export interface BotGameRunDefaults {
  /** Whole games for the cheap checks (every game ends well). */
  readonly games?: number;
  /** Games for the deeper checks (replay, refusals, views), which cost more each. */
  readonly checked: number;
  /** A game's allowance in the timeout, and the least timeout: a guard against a hung game, not a speed assertion. */
  readonly msPerGame: number;
  readonly minTimeoutMs: number;
}

export interface BotGameRun {
  readonly games: number;
  readonly checked: number;
  readonly timeoutMs: number;
}

/**
 * How many bot games a game's property tests play: `<GAME>_PROPERTY_GAMES` and
 * `<GAME>_PROPERTY_CHECKED` in `env` change the defaults (a longer hunt, or a quicker run on a
 * loaded machine), and the timeout grows with the games.
 */
export function botGameRun(
  env: Readonly<Record<string, string | undefined>>,
  game: string,
  defaults: BotGameRunDefaults,
): BotGameRun {
  const games = Number(env[`${game}_PROPERTY_GAMES`] ?? defaults.games ?? 1000);
  const checked = Number(env[`${game}_PROPERTY_CHECKED`] ?? defaults.checked);
  return { games, checked, timeoutMs: Math.max(defaults.minTimeoutMs, games * defaults.msPerGame) };
}
