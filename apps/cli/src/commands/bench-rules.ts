import { performance } from 'node:perf_hooks';
import { fold, type AnyGameModule, type Message } from '@cronica/rules-kernel';
import { EXIT_NEGATIVE, EXIT_OK, parseOptions, positiveInt, printJson, valueFlags } from '../command.js';
import type { CliCommand, CliIO } from '../command.js';
import { moduleFor, readFormatFile, type Env } from '../games.js';
import { barLines } from './bench-bars.js';
import { rulesReport, type BenchRulesReport, type Game, type Timing } from './bench-rules-report.js';
import { botPairings, outcomeLines, pairingOutcomes } from './bench-outcomes.js';
import { outcomeFormat } from './bench-outcome-format.js';
import { simulateMatch, type SimulationPlan } from './simulate.js';
import { processCpuMs } from './bench-report.js';

/**
 * `bench rules [--game G]`: events folded per second and full bot games per second (the greedy
 * bot, or the game's first bot) for any game the registry plays, Blades of Ash by default, with
 * JSON.parse of the same event log measured in the same run as the floor to compare against.
 * Targets: folding ≥ 500,000 events/s, ≥ 200 greedy games/s, one core. Every rate is given per
 * wall-clock second and per CPU second of this process: on a shared machine the CPU figure is the
 * "one core" one, and the targets are judged on it. It also tells how games end per bot pairing
 * (`bench-outcomes.ts`), on the Standard format or the one `--format` names; the tally of a game
 * whose Standard format one side wins whoever plays it is on a format near even for the greedy bot
 * (`bench-outcome-format.ts`).
 */

/**
 * Untimed games first, so the timing sees the engine after the JIT has compiled it: with 10 the
 * timed games still paid for tiering up (optimising compilers run on helper threads whose CPU
 * time this process is charged for), and the figure read ~30% below the steady state.
 */
const WARM_UP_GAMES = 60;

export interface BenchRulesOptions {
  /** Parsed format options; the Standard format when absent. */
  readonly format?: unknown;
  /** Games per bot pairing for the outcome tally (0: none). */
  readonly outcomeGames?: number;
  /** The outcome tally's format (bench-outcome-format.ts); the timed games' format when absent. */
  readonly outcomeFormat?: unknown;
}

function timed(run: () => void): Timing {
  const [wall, cpu] = [performance.now(), processCpuMs()];
  run();
  return { wallMs: performance.now() - wall, cpuMs: processCpuMs() - cpu };
}

/** Games kept as the fold corpus; the rest are dropped as played, so the heap stays small. */
const CORPUS_GAMES = 30;

/**
 * Plays `games` greedy-bot games on both seats, timing whole games (set-up included), and keeps
 * the first ones as the corpus to fold and parse.
 */
function playGames(
  plan: SimulationPlan,
  games: number,
  warmUp: number,
): { corpus: Game[]; timing: Timing; events: number } {
  for (let n = 1; n <= warmUp; n += 1) simulateMatch(plan, 'cronica/bench-rules/warm-up', n);
  const kept: { initial: unknown; events: readonly Message[] }[] = [];
  let events = 0;
  const timing = timed(() => {
    for (let n = 1; n <= games; n += 1) {
      const { match } = simulateMatch(plan, 'cronica/bench-rules', n);
      events += match.events.length;
      if (kept.length < CORPUS_GAMES) kept.push(match);
    }
  });
  return {
    corpus: kept.map((g) => ({ initial: g.initial, events: g.events, json: JSON.stringify(g.events) })),
    timing,
    events,
  };
}

/** Repeats `pass` for at least `minMs` of wall time; the total time of all passes. */
function repeatFor(minMs: number, pass: () => void): Timing & { passes: number } {
  let passes = 0;
  const [wall, cpu] = [performance.now(), processCpuMs()];
  for (;;) {
    pass();
    passes += 1;
    const wallMs = performance.now() - wall;
    if (wallMs >= minMs) return { passes, wallMs, cpuMs: processCpuMs() - cpu };
  }
}

/** The plan of a benchmark: the greedy bot when the game has one, on the Standard format. */
export function benchPlan(
  module: AnyGameModule,
  format: unknown = module.setup.optionsSchema.parse({}),
): SimulationPlan {
  const bot = module.bots.find((b) => b.name === 'greedy')?.name ?? module.bots[0]!.name;
  return { module, bot, options: format };
}

/** Folds the corpus and parses its JSON, each repeatedly for at least `minMs`. */
function foldAndParse(module: AnyGameModule, corpus: readonly Game[], minMs: number) {
  let sink = 0;
  const folded = repeatFor(minMs, () => {
    for (const g of corpus) sink += fold(module, g.initial, g.events) === null ? 0 : 1;
  });
  const parsed = repeatFor(minMs, () => {
    for (const g of corpus) sink += (JSON.parse(g.json) as unknown[]).length;
  });
  if (sink < 0) throw new Error('unreachable');
  return { folded, parsed };
}

export type { BenchRulesReport };

export function benchRules(
  games: number,
  minMs: number,
  warmUp = Math.min(WARM_UP_GAMES, games),
  module: AnyGameModule = moduleFor('blades-of-ash'),
  options: BenchRulesOptions = {},
): BenchRulesReport {
  const plan = benchPlan(module, options.format);
  const { corpus, timing, events: played } = playGames(plan, games, warmUp);
  const { folded, parsed } = foldAndParse(module, corpus, minMs);
  const outcomeFormat = options.outcomeFormat ?? plan.options;
  const outcomes =
    (options.outcomeGames ?? 0) > 0
      ? botPairings(module).map((bots) => pairingOutcomes(module, outcomeFormat, bots, options.outcomeGames!))
      : [];
  const report = rulesReport({ module, plan, corpus, warmUp, games, timing, played, folded, parsed, outcomes });
  return { ...report, outcomeFormat };
}

/** " (Emboscada en el camino / Ambush on the road)" when the tally played another format than the timed games. */
function formatName(r: BenchRulesReport): string {
  if (r.outcomeFormat === r.format) return '';
  const name = (r.outcomeFormat as { name?: { es?: string; en?: string } } | null)?.name;
  return name?.es === undefined ? ' (--format)' : ` (${name.es} / ${name.en ?? name.es})`;
}

function printHuman(io: CliIO, r: BenchRulesReport): void {
  const mark = (met: boolean) => (met ? '✔' : '✘');
  const { foldEventsPerCpuSecond: fold, greedyGamesPerCpuSecond: greedy } = r.targets;
  io.out(
    `${r.game} — ${r.greedyGames} partidas greedy / greedy games; corpus: ${r.corpus.games} partidas / games, ${r.corpus.events} eventos / events`,
  );
  io.out(
    `  ${mark(fold.met)} plegado / fold: ${r.foldEventsPerCpuSecond} eventos por segundo de CPU / events per CPU second (${r.foldEventsPerSecond}/s reloj / wall); objetivo / target ≥ ${fold.required}`,
  );
  io.out(
    `    JSON.parse del mismo registro / of the same log: ${r.jsonParseEventsPerCpuSecond} por s de CPU / per CPU s; ratio plegado/JSON.parse = ${r.foldToJsonParseRatio}`,
  );
  io.out(
    `  ${mark(greedy.met)} partidas greedy completas / full greedy games: ${r.greedyGamesPerCpuSecond} por s de CPU / per CPU s (${r.greedyGamesPerSecond}/s reloj / wall); objetivo / target ≥ ${greedy.required}`,
  );
  io.out(
    `    eventos jugados ÷ JSON.parse / events played ÷ JSON.parse: ratio = ${r.greedyPlayToJsonParseRatio} (${r.greedyEventsPerGame} eventos/partida)`,
  );
  if (r.outcomes.length > 0) io.out(`  Cómo terminan las partidas / how games end${formatName(r)}:`);
  for (const pairing of r.outcomes) for (const line of outcomeLines(pairing)) io.out(line);
  for (const line of barLines(r.bars)) io.out(line);
}

const USAGE = [
  'bench rules [--game G] [--games N] [--min-ms MS] [--warm-up N] [--outcome-games N] [--format FILE] [--json]',
  '',
  '  --game G     un juego con motor (por defecto blades-of-ash) / a game with an engine (default blades-of-ash)',
  '  --games N    partidas greedy cronometradas (por defecto 200; las 30 primeras son el corpus a plegar) / timed greedy games (default 200; the first 30 are the fold corpus)',
  '  --min-ms MS  duración mínima de cada medida de plegado y JSON.parse (por defecto 1000) / minimum time per fold and parse measurement',
  `  --warm-up N  partidas sin cronometrar antes de medir (por defecto ${WARM_UP_GAMES}, no más que --games) / untimed games before timing (default ${WARM_UP_GAMES}, at most --games)`,
  '  --outcome-games N  partidas por pareja de bots para contar cómo terminan (por defecto 100) / games per bot pairing to tally how they end (default 100)',
  '  --format FILE  opciones de formato en JSON, validadas por el juego / format options as JSON, validated by the game',
  '                 sin él, accion cuenta los resultados en la Emboscada en el camino / without it, accion tallies outcomes on the Ambush on the road',
  '  Los objetivos se juzgan por segundo de CPU (un núcleo) / targets are judged per CPU second (one core).',
  '  exit: 0 objetivos cumplidos / targets met, 1 no cumplidos / missed, 2 uso / usage',
].join('\n');

export function createBenchRulesCommand(env: Env = process.env): CliCommand {
  return {
    path: ['bench', 'rules'],
    summary: "Mide el motor de reglas de un juego / benchmarks a game's rules engine",
    usage: USAGE,
    async run(argv, io) {
      const { values } = parseOptions(
        argv,
        valueFlags('game', 'games', 'min-ms', 'warm-up', 'outcome-games', 'format'),
      );
      const module = moduleFor((values.game as string | undefined) ?? 'blades-of-ash', env);
      const games = positiveInt(values.games as string | undefined, 'games', 200);
      const minMs = positiveInt(values['min-ms'] as string | undefined, 'min-ms', 1000);
      const warmUp = positiveInt(values['warm-up'] as string | undefined, 'warm-up', Math.min(WARM_UP_GAMES, games));
      const outcomeGames = positiveInt(values['outcome-games'] as string | undefined, 'outcome-games', 100);
      const format = await readFormatFile(module, values.format as string | undefined);
      const tally = outcomeFormat(module, format, values.format !== undefined);
      const report = benchRules(games, minMs, warmUp, module, { format, outcomeGames, outcomeFormat: tally });
      if (values.json) printJson(io, report);
      else printHuman(io, report);
      return report.targets.foldEventsPerCpuSecond.met && report.targets.greedyGamesPerCpuSecond.met
        ? EXIT_OK
        : EXIT_NEGATIVE;
    },
  };
}

export const benchRulesCommand = createBenchRulesCommand();
