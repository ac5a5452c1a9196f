import {
  DEFAULT_FORMAT,
  entrantsForNextRound,
  greedyPairing,
  pairEntrants,
  pairEvenFieldByBlossom,
  pairNextRound,
  simulateSwissHistory,
  type PairingCosts,
  type SwissEntrant,
} from '@cronica/tournament';
import { EXIT_NEGATIVE, EXIT_OK, parseOptions, positiveInt, printJson, UsageError, valueFlags } from '../command.js';
import type { CliCommand, CliIO } from '../command.js';
import { toThreeDecimals, yesOrNo } from './bench-report.js';

/**
 * `bench swiss --players 64,256,1024,4096 --rounds 9 --json`: for each size a
 * simulated history of rounds − 1 rounds (round 1 from the seed, later rounds by the greedy floor,
 * 5 % draws), then the last round is paired three ways from the same standings: the exact pairer,
 * the certified blossom alone (its general path), and the greedy floor (score order, first
 * opponent not yet met). Times are medians of `--repeat` runs after one warm-up.
 */
const usage =
  'bench swiss [--players 64,256,1024,4096] [--rounds 9] [--repeat 5] [--seed 1] [--blossom-max 16384] [--json]';
/** Time budgets for one exact pairing: 4,096 players in under a second, online opens of 65,536 in under 10 s. */
const targetMs = (players: number) => (players <= 4096 ? 1000 : 10_000);
/** The certified blossom alone is measured up to this size by default (its general path is far slower). */
const BLOSSOM_MAX = 16_384;

export interface BenchSwissSize {
  readonly players: number;
  readonly round: number;
  readonly scoreGroups: number;
  /** `cpuMs`: CPU time of the pairing, which a shared machine's load does not inflate. */
  readonly exact: {
    readonly ms: number;
    readonly cpuMs: number;
    readonly method: string;
    readonly costs: PairingCosts;
  };
  readonly exactWithStandingsMs: number;
  /** The certified blossom alone (null above `--blossom-max`); `samePairing`: it gave the exact path's tables. */
  readonly blossomOnly: { readonly ms: number; readonly costs: PairingCosts; readonly samePairing: boolean } | null;
  readonly greedy: { readonly ms: number; readonly costs: PairingCosts };
  /** exact ÷ greedy time. */
  readonly ratioToGreedy: number;
}

export interface BenchSwissReport {
  readonly rounds: number;
  readonly sizes: readonly BenchSwissSize[];
  readonly target: { readonly players: number; readonly maxMs: number; readonly met: boolean };
}

const middle = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

/** Median wall time and median CPU time (user + system) of `repeat` runs after one warm-up. */
function timed(repeat: number, work: () => void): { ms: number; cpuMs: number } {
  work();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let k = 0; k < repeat; k += 1) {
    const started = performance.now();
    const usage = process.cpuUsage();
    work();
    const used = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ms: toThreeDecimals(middle(wall)), cpuMs: toThreeDecimals(middle(cpu)) };
}

const median = (repeat: number, work: () => void): number => timed(repeat, work).ms;

function pairSet(pairs: readonly (readonly [string, string | null])[]): string {
  return pairs
    .map(([a, b]) => [a, b ?? ''].sort().join('|'))
    .sort()
    .join(',');
}

function blossomOnly(
  field: readonly SwissEntrant[],
  rounds: number,
  seed: number,
  repeat: number,
  exact: string,
): BenchSwissSize['blossomOnly'] {
  let blossom = pairEvenFieldByBlossom(field, rounds, { seed });
  const ms = median(repeat, () => (blossom = pairEvenFieldByBlossom(field, rounds, { seed })));
  return { ms, costs: blossom.costs, samePairing: pairSet(blossom.pairs) === exact };
}

export function benchSize(
  players: number,
  rounds: number,
  repeat: number,
  seed: number,
  blossomMax = BLOSSOM_MAX,
): BenchSwissSize {
  const history = simulateSwissHistory({ players, rounds: rounds - 1, seed });
  const format = { ...DEFAULT_FORMAT, exhaustedPairings: 'fewest-rematches' as const };
  const entrants = entrantsForNextRound(history, format, seed);
  const draw = { seed };
  let exact = pairEntrants(rounds, entrants, format.exhaustedPairings, draw);
  const exactTime = timed(repeat, () => (exact = pairEntrants(rounds, entrants, format.exhaustedPairings, draw)));
  const exactMs = exactTime.ms;
  if (!exact.ok) throw new Error(exact.problem.code);
  const pairing = exact.pairing;
  const field = entrants.filter((e) => e.id !== pairing.bye);
  const exactPairs = pairSet(pairing.pairings.filter((t) => t.b !== null).map((t) => [t.a, t.b] as const));
  let greedy = greedyPairing(entrants);
  const greedyMs = median(repeat, () => (greedy = greedyPairing(entrants)));
  return {
    players,
    round: rounds,
    scoreGroups: new Set(entrants.map((e) => e.points)).size,
    exact: { ms: exactMs, cpuMs: exactTime.cpuMs, method: pairing.method, costs: pairing.costs },
    exactWithStandingsMs: median(Math.min(repeat, 3), () => pairNextRound(history, format, seed)),
    blossomOnly: players <= blossomMax ? blossomOnly(field, rounds, seed, repeat, exactPairs) : null,
    greedy: { ms: greedyMs, costs: greedy.costs },
    ratioToGreedy: Math.round((exactMs / Math.max(greedyMs, 0.001)) * 100) / 100,
  };
}

function sizesFrom(value: string | undefined): number[] {
  const sizes = (value ?? '64,256,1024,4096').split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isSafeInteger(n) || n < 2 || n > 100_000))
    throw new UsageError(
      '--players: enteros de 2 a 100000 separados por comas / comma-separated integers from 2 to 100000',
    );
  return sizes;
}

const costs = (c: PairingCosts) =>
  `revanchas/rematches ${c.rematches}, Σgap² ${c.squaredGaps}, flotes repetidos/repeated floats ${c.repeatedFloats}`;

function printHuman(io: CliIO, report: BenchSwissReport): void {
  for (const s of report.sizes) {
    io.out(`${s.players} jugadores / players, ronda / round ${s.round}, ${s.scoreGroups} grupos / score groups`);
    io.out(
      `  exacto / exact (${s.exact.method}): ${s.exact.ms} ms (CPU ${s.exact.cpuMs} ms) — ${costs(s.exact.costs)}`,
    );
    io.out(`  exacto con clasificación / exact incl. standings: ${s.exactWithStandingsMs} ms`);
    if (s.blossomOnly === null)
      io.out('  solo blossom certificado / certified blossom only: no medido / not measured (--blossom-max)');
    else
      io.out(
        `  solo blossom certificado / certified blossom only: ${s.blossomOnly.ms} ms — ${costs(s.blossomOnly.costs)}; mismas mesas / same tables: ${yesOrNo(s.blossomOnly.samePairing)}`,
      );
    io.out(`  voraz / greedy: ${s.greedy.ms} ms — ${costs(s.greedy.costs)}`);
    io.out(`  exacto ÷ voraz / exact ÷ greedy: ${s.ratioToGreedy}×`);
  }
  io.out(
    `Objetivo / target: ${report.target.players} jugadores en < ${report.target.maxMs} ms: ${report.target.met ? 'cumplido / met' : 'NO cumplido / NOT met'}`,
  );
}

export const benchSwissCommand: CliCommand = {
  path: ['bench', 'swiss'],
  summary: 'Mide el emparejamiento suizo exacto frente al voraz / benchmarks exact vs greedy Swiss pairing',
  usage,
  async run(argv, io) {
    const { values } = parseOptions(argv, valueFlags('players', 'rounds', 'repeat', 'seed', 'blossom-max'));
    const rounds = positiveInt(values.rounds, 'rounds', 9);
    if (rounds < 2) throw new UsageError('--rounds debe ser al menos 2 / must be at least 2');
    const repeat = positiveInt(values.repeat, 'repeat', 5);
    const seed = positiveInt(values.seed, 'seed', 1);
    const blossomMax = positiveInt(values['blossom-max'], 'blossom-max', BLOSSOM_MAX);
    const sizes = sizesFrom(values.players).map((players) => benchSize(players, rounds, repeat, seed, blossomMax));
    const largest = sizes.reduce((x, y) => (y.players > x.players ? y : x));
    const maxMs = targetMs(largest.players);
    const report: BenchSwissReport = {
      rounds,
      sizes,
      target: { players: largest.players, maxMs, met: largest.exact.ms < maxMs },
    };
    if (values.json) printJson(io, report);
    else printHuman(io, report);
    return report.target.met ? EXIT_OK : EXIT_NEGATIVE;
  },
};
