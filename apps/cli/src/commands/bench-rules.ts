import { performance } from 'node:perf_hooks';
import { bladesOfAsh, type BladesEvent, type BladesState } from '@cronica/blades-of-ash';
import { fold } from '@cronica/rules-kernel';
import { EXIT_NEGATIVE, EXIT_OK, parseOptions, positiveInt, printJson, type CliCommand, type CliIO } from '../command.js';
import { simulateMatch } from './simulate.js';

/**
 * `bench rules` (issue 3, "Acceptance"): events folded per second and full greedy-bot games per
 * second for Blades of Ash, with JSON.parse of the same event log measured in the same run as the
 * floor to compare against. Targets: folding ≥ 500,000 events/s, ≥ 200 greedy games/s, one core.
 */

const TARGET_FOLD_EVENTS_PER_SECOND = 500_000;
const TARGET_GREEDY_GAMES_PER_SECOND = 200;

export interface BenchRulesReport {
  readonly corpus: { readonly games: number; readonly events: number; readonly jsonBytes: number };
  readonly greedyGamesPerSecond: number;
  readonly greedyEventsPerGame: number;
  readonly foldEventsPerSecond: number;
  readonly jsonParseEventsPerSecond: number;
  /** Folding ÷ JSON.parse of the same events: 1 would mean folding costs as much as parsing. */
  readonly foldToJsonParseRatio: number;
  /** Events produced per second by whole greedy games ÷ JSON.parse events per second (same run). */
  readonly greedyPlayToJsonParseRatio: number;
  readonly targets: {
    readonly foldEventsPerSecond: { readonly required: number; readonly met: boolean };
    readonly greedyGamesPerSecond: { readonly required: number; readonly met: boolean };
  };
}

interface Game { readonly initial: BladesState; readonly events: readonly BladesEvent[]; readonly json: string }

const rate = (count: number, ms: number) => Math.round(count / (Math.max(ms, 0.001) / 1000));

/** Untimed games first, so the timing sees the engine after the JIT has compiled it. */
const WARM_UP_GAMES = 5;

/** Plays the corpus with the greedy bot on both seats, timing whole games (set-up included). */
function playCorpus(games: number): { corpus: Game[]; ms: number } {
  for (let n = 1; n <= Math.min(WARM_UP_GAMES, games); n += 1) simulateMatch('cronica/bench-rules/warm-up', n, 'greedy');
  const corpus: Game[] = [];
  const start = performance.now();
  for (let n = 1; n <= games; n += 1) {
    const { match } = simulateMatch('cronica/bench-rules', n, 'greedy');
    corpus.push({ initial: match.initial, events: match.events, json: '' });
  }
  const ms = performance.now() - start;
  return { corpus: corpus.map((g) => ({ ...g, json: JSON.stringify(g.events) })), ms };
}

/** Repeats `pass` (which handles `perPass` events) for at least `minMs`; events per second. */
function repeatFor(minMs: number, perPass: number, pass: () => void): number {
  let passes = 0;
  const start = performance.now();
  for (;;) {
    pass();
    passes += 1;
    const elapsed = performance.now() - start;
    if (elapsed >= minMs) return rate(passes * perPass, elapsed);
  }
}

export function benchRules(games: number, minMs: number): BenchRulesReport {
  const { corpus, ms } = playCorpus(games);
  const events = corpus.reduce((n, g) => n + g.events.length, 0);
  let sink = 0;
  const foldRate = repeatFor(minMs, events, () => {
    for (const game of corpus) sink += fold(bladesOfAsh, game.initial, game.events).round;
  });
  const parseRate = repeatFor(minMs, events, () => {
    for (const game of corpus) sink += (JSON.parse(game.json) as unknown[]).length;
  });
  if (sink < 0) throw new Error('unreachable');
  const greedyGamesPerSecond = Math.round((games / (Math.max(ms, 0.001) / 1000)) * 10) / 10;
  return {
    corpus: { games, events, jsonBytes: corpus.reduce((n, g) => n + Buffer.byteLength(g.json), 0) },
    greedyGamesPerSecond,
    greedyEventsPerGame: Math.round(events / games),
    foldEventsPerSecond: foldRate,
    jsonParseEventsPerSecond: parseRate,
    foldToJsonParseRatio: Math.round((foldRate / Math.max(parseRate, 1)) * 1000) / 1000,
    greedyPlayToJsonParseRatio: Math.round(((events / (Math.max(ms, 0.001) / 1000)) / Math.max(parseRate, 1)) * 10_000) / 10_000,
    targets: {
      foldEventsPerSecond: { required: TARGET_FOLD_EVENTS_PER_SECOND, met: foldRate >= TARGET_FOLD_EVENTS_PER_SECOND },
      greedyGamesPerSecond: { required: TARGET_GREEDY_GAMES_PER_SECOND, met: greedyGamesPerSecond >= TARGET_GREEDY_GAMES_PER_SECOND },
    },
  };
}

function printHuman(io: CliIO, r: BenchRulesReport): void {
  const mark = (met: boolean) => (met ? '✔' : '✘');
  io.out(`Espadas de Ceniza / Blades of Ash — ${r.corpus.games} partidas greedy / greedy games, ${r.corpus.events} eventos / events`);
  io.out(`  ${mark(r.targets.foldEventsPerSecond.met)} plegado / fold: ${r.foldEventsPerSecond} eventos/s (objetivo / target ≥ ${r.targets.foldEventsPerSecond.required})`);
  io.out(`    JSON.parse del mismo registro / of the same log: ${r.jsonParseEventsPerSecond} eventos/s; ratio plegado/JSON.parse = ${r.foldToJsonParseRatio}`);
  io.out(`  ${mark(r.targets.greedyGamesPerSecond.met)} partidas greedy completas / full greedy games: ${r.greedyGamesPerSecond}/s (objetivo / target ≥ ${r.targets.greedyGamesPerSecond.required}), ${r.greedyEventsPerGame} eventos/partida`);
  io.out(`    eventos jugados/s ÷ JSON.parse eventos/s / events played per s ÷ JSON.parse events per s: ratio = ${r.greedyPlayToJsonParseRatio}`);
}

export const benchRulesCommand: CliCommand = {
  path: ['bench', 'rules'],
  summary: 'Mide el motor de Espadas de Ceniza / benchmarks the Blades of Ash engine',
  usage: [
    'bench rules [--games N] [--min-ms MS] [--json]',
    '',
    '  --games N    partidas greedy del corpus (por defecto 30) / greedy games in the corpus (default 30)',
    '  --min-ms MS  duración mínima de cada medida de plegado y JSON.parse (por defecto 1000) / minimum time per fold and parse measurement',
    '  exit: 0 objetivos cumplidos / targets met, 1 no cumplidos / missed, 2 uso / usage',
  ].join('\n'),
  async run(argv, io) {
    const { values } = parseOptions(argv, { games: { type: 'string' }, 'min-ms': { type: 'string' } });
    const games = positiveInt(values.games as string | undefined, 'games', 30);
    const minMs = positiveInt(values['min-ms'] as string | undefined, 'min-ms', 1000);
    const report = benchRules(games, minMs);
    if (values.json) printJson(io, report);
    else printHuman(io, report);
    return report.targets.foldEventsPerSecond.met && report.targets.greedyGamesPerSecond.met ? EXIT_OK : EXIT_NEGATIVE;
  },
};
