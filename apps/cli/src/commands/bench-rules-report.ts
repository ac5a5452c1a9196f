// The figures `bench rules` reports, and how they follow from what it measured (bench-rules.ts).
import type { AnyGameModule, Message } from '@cronica/rules-kernel';
import { practiceBars, type PracticeBar } from './bench-bars.js';
import type { PairingOutcomes } from './bench-outcomes.js';
import type { Target as BenchTarget } from './bench-report.js';
import type { SimulationPlan } from './simulate.js';

/** Targets: folding ≥ 500,000 events/s, ≥ 200 greedy games/s, one core (bench-rules.ts). */
const TARGET_FOLD_EVENTS_PER_SECOND = 500_000;
const TARGET_GREEDY_GAMES_PER_SECOND = 200;

interface Target extends BenchTarget {
  readonly measured: number;
}

export interface BenchRulesReport {
  readonly game: string;
  readonly corpus: {
    readonly games: number;
    readonly warmUpGames: number;
    readonly events: number;
    readonly jsonBytes: number;
  };
  readonly foldEventsPerSecond: number;
  readonly foldEventsPerCpuSecond: number;
  readonly jsonParseEventsPerSecond: number;
  readonly jsonParseEventsPerCpuSecond: number;
  /** Folding ÷ JSON.parse of the same events (CPU time): 1 would mean folding costs as much as parsing. */
  readonly foldToJsonParseRatio: number;
  readonly greedyGames: number;
  readonly greedyGamesPerSecond: number;
  readonly greedyGamesPerCpuSecond: number;
  readonly greedyEventsPerGame: number;
  /** Events produced per CPU second by whole greedy games ÷ JSON.parse events per CPU second. */
  readonly greedyPlayToJsonParseRatio: number;
  readonly targets: { readonly foldEventsPerCpuSecond: Target; readonly greedyGamesPerCpuSecond: Target };
  /** The format options every game of this run was played with. */
  readonly format: unknown;
  /** The format options the outcome tally played (bench-outcome-format.ts): `format` unless the game names another. */
  readonly outcomeFormat?: unknown;
  /** How games end, per pairing of the game's bots (untimed). */
  readonly outcomes: readonly PairingOutcomes[];
  /** The strongest bot's win rates against the random and greedy bots, with their bars (bench-bars.ts). */
  readonly bars: readonly PracticeBar[];
}

export interface Game {
  readonly initial: unknown;
  readonly events: readonly Message[];
  readonly json: string;
}
export interface Timing {
  readonly wallMs: number;
  readonly cpuMs: number;
}

const perSecond = (count: number, ms: number) => count / (Math.max(ms, 0.001) / 1000);
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

const target = (required: number, measured: number): Target => ({ required, measured, met: measured >= required });

interface Measured {
  module: AnyGameModule;
  plan: SimulationPlan;
  corpus: readonly Game[];
  warmUp: number;
  games: number;
  timing: Timing;
  played: number;
  folded: Timing & { passes: number };
  parsed: Timing & { passes: number };
  outcomes: PairingOutcomes[];
}

function corpusFigures(corpus: readonly Game[], warmUp: number): BenchRulesReport['corpus'] {
  return {
    games: corpus.length,
    warmUpGames: warmUp,
    events: corpus.reduce((n, g) => n + g.events.length, 0),
    jsonBytes: corpus.reduce((n, g) => n + Buffer.byteLength(g.json), 0),
  };
}

/** The report from the measurements: rates per wall and CPU second, ratios, and the targets met or missed. */
export function rulesReport({
  module,
  plan,
  corpus,
  warmUp,
  games,
  timing,
  played,
  folded,
  parsed,
  outcomes,
}: Measured): BenchRulesReport {
  const events = corpus.reduce((n, g) => n + g.events.length, 0);
  const foldCpu = perSecond(folded.passes * events, folded.cpuMs);
  const parseCpu = perSecond(parsed.passes * events, parsed.cpuMs);
  const gamesCpu = perSecond(games, timing.cpuMs);
  return {
    game: module.id,
    corpus: corpusFigures(corpus, warmUp),
    foldEventsPerSecond: round(perSecond(folded.passes * events, folded.wallMs)),
    foldEventsPerCpuSecond: round(foldCpu),
    jsonParseEventsPerSecond: round(perSecond(parsed.passes * events, parsed.wallMs)),
    jsonParseEventsPerCpuSecond: round(parseCpu),
    foldToJsonParseRatio: round(foldCpu / Math.max(parseCpu, 1), 3),
    greedyGames: games,
    greedyGamesPerSecond: round(perSecond(games, timing.wallMs), 1),
    greedyGamesPerCpuSecond: round(gamesCpu, 1),
    greedyEventsPerGame: Math.round(played / games),
    greedyPlayToJsonParseRatio: round(perSecond(played, timing.cpuMs) / Math.max(parseCpu, 1), 4),
    targets: {
      foldEventsPerCpuSecond: target(TARGET_FOLD_EVENTS_PER_SECOND, round(foldCpu)),
      greedyGamesPerCpuSecond: target(TARGET_GREEDY_GAMES_PER_SECOND, round(gamesCpu, 1)),
    },
    format: plan.options,
    outcomes,
    bars: practiceBars(outcomes, module.bots.at(-1)?.name ?? ''),
  };
}
