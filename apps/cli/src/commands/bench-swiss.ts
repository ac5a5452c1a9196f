import {
  DEFAULT_FORMAT, entrantsForNextRound, greedyPairing, pairEntrants, pairEvenFieldByBlossom, pairNextRound, simulateSwissHistory, type PairingCosts,
} from '@cronica/tournament';
import { EXIT_NEGATIVE, EXIT_OK, parseOptions, positiveInt, printJson, UsageError, type CliCommand, type CliIO } from '../command.js';

/**
 * `bench swiss --players 64,256,1024,4096 --rounds 9 --json` (issue 4, "CLI"): for each size a
 * simulated history of rounds − 1 rounds (round 1 from the seed, later rounds by the greedy floor,
 * 5 % draws), then the last round is paired three ways from the same standings: the exact pairer,
 * the certified blossom alone (its general path), and the greedy floor (score order, first
 * opponent not yet met). Times are medians of `--repeat` runs after one warm-up.
 */
const usage = 'bench swiss [--players 64,256,1024,4096] [--rounds 9] [--repeat 5] [--seed 1] [--json]';
/** Issue 4, "Scale": a 4,096-player round paired exactly in under a second. */
const TARGET_MS = 1000;

export interface BenchSwissSize {
  readonly players: number;
  readonly round: number;
  readonly scoreGroups: number;
  /** `cpuMs`: CPU time of the pairing, which a shared machine's load does not inflate. */
  readonly exact: { readonly ms: number; readonly cpuMs: number; readonly method: string; readonly costs: PairingCosts };
  readonly exactWithStandingsMs: number;
  readonly blossomOnly: { readonly ms: number; readonly costs: PairingCosts };
  readonly greedy: { readonly ms: number; readonly costs: PairingCosts };
  /** exact ÷ greedy time. */
  readonly ratioToGreedy: number;
}

export interface BenchSwissReport {
  readonly rounds: number;
  readonly sizes: readonly BenchSwissSize[];
  readonly target: { readonly players: number; readonly maxMs: number; readonly met: boolean };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
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
  return { ms: round3(middle(wall)), cpuMs: round3(middle(cpu)) };
}

const median = (repeat: number, work: () => void): number => timed(repeat, work).ms;

export function benchSize(players: number, rounds: number, repeat: number, seed: number): BenchSwissSize {
  const history = simulateSwissHistory({ players, rounds: rounds - 1, seed });
  const format = { ...DEFAULT_FORMAT, exhaustedPairings: 'fewest-rematches' as const };
  const entrants = entrantsForNextRound(history, format, seed);
  let exact = pairEntrants(rounds, entrants, format.exhaustedPairings);
  const exactTime = timed(repeat, () => (exact = pairEntrants(rounds, entrants, format.exhaustedPairings)));
  const exactMs = exactTime.ms;
  if (!exact.ok) throw new Error(exact.problem.code);
  const field = entrants.filter((e) => e.id !== (exact.ok ? exact.pairing.bye : null));
  let blossom = pairEvenFieldByBlossom(field);
  const blossomMs = median(repeat, () => (blossom = pairEvenFieldByBlossom(field)));
  let greedy = greedyPairing(entrants);
  const greedyMs = median(repeat, () => (greedy = greedyPairing(entrants)));
  return {
    players, round: rounds, scoreGroups: new Set(entrants.map((e) => e.points)).size,
    exact: { ms: exactMs, cpuMs: exactTime.cpuMs, method: exact.pairing.method, costs: exact.pairing.costs },
    exactWithStandingsMs: median(Math.min(repeat, 3), () => pairNextRound(history, format, seed)),
    blossomOnly: { ms: blossomMs, costs: blossom },
    greedy: { ms: greedyMs, costs: greedy.costs },
    ratioToGreedy: Math.round((exactMs / Math.max(greedyMs, 0.001)) * 100) / 100,
  };
}

function sizesFrom(value: string | undefined): number[] {
  const sizes = (value ?? '64,256,1024,4096').split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isSafeInteger(n) || n < 2 || n > 20_000)) throw new UsageError('--players: enteros de 2 a 20000 separados por comas / comma-separated integers from 2 to 20000');
  return sizes;
}

const costs = (c: PairingCosts) => `revanchas/rematches ${c.rematches}, Σgap² ${c.squaredGaps}, flotes repetidos/repeated floats ${c.repeatedFloats}`;

function printHuman(io: CliIO, report: BenchSwissReport): void {
  for (const s of report.sizes) {
    io.out(`${s.players} jugadores / players, ronda / round ${s.round}, ${s.scoreGroups} grupos / score groups`);
    io.out(`  exacto / exact (${s.exact.method}): ${s.exact.ms} ms (CPU ${s.exact.cpuMs} ms) — ${costs(s.exact.costs)}`);
    io.out(`  exacto con clasificación / exact incl. standings: ${s.exactWithStandingsMs} ms`);
    io.out(`  solo blossom certificado / certified blossom only: ${s.blossomOnly.ms} ms — ${costs(s.blossomOnly.costs)}`);
    io.out(`  voraz / greedy: ${s.greedy.ms} ms — ${costs(s.greedy.costs)}`);
    io.out(`  exacto ÷ voraz / exact ÷ greedy: ${s.ratioToGreedy}×`);
  }
  io.out(`Objetivo / target: ${report.target.players} jugadores en < ${report.target.maxMs} ms: ${report.target.met ? 'cumplido / met' : 'NO cumplido / NOT met'}`);
}

export const benchSwissCommand: CliCommand = {
  path: ['bench', 'swiss'],
  summary: 'Mide el emparejamiento suizo exacto frente al voraz / benchmarks exact vs greedy Swiss pairing',
  usage,
  async run(argv, io) {
    const { values } = parseOptions(argv, { players: { type: 'string' }, rounds: { type: 'string' }, repeat: { type: 'string' }, seed: { type: 'string' } });
    const rounds = positiveInt(values.rounds, 'rounds', 9);
    if (rounds < 2) throw new UsageError('--rounds debe ser al menos 2 / must be at least 2');
    const repeat = positiveInt(values.repeat, 'repeat', 5);
    const seed = positiveInt(values.seed, 'seed', 1);
    const sizes = sizesFrom(values.players).map((players) => benchSize(players, rounds, repeat, seed));
    const largest = sizes.reduce((x, y) => (y.players > x.players ? y : x));
    const report: BenchSwissReport = { rounds, sizes, target: { players: largest.players, maxMs: TARGET_MS, met: largest.exact.ms < TARGET_MS } };
    if (values.json) printJson(io, report);
    else printHuman(io, report);
    return report.target.met ? EXIT_OK : EXIT_NEGATIVE;
  },
};
