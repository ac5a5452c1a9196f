import { fold, seatReadyDecks, type AnyGameModule } from '@cronica/rules-kernel';
import {
  createPortableSigner,
  recordBotMatch,
  recordedMatch,
  verifyReplay,
  type GameCatalog,
  type ReplaySigner,
  type ReplayWriter,
} from '@cronica/replay';
import { EXIT_NEGATIVE, EXIT_OK, parseOptions, positiveInt, printJson, valueFlags } from '../command.js';
import type { CliCommand, CliIO } from '../command.js';
import { cliRegistry, libraryOf, moduleFor, NODE_CRYPTO, type Env } from '../games.js';
import { benchPlan } from './bench-rules.js';
import { wholePerSecond } from './bench-report.js';

/**
 * `bench replay [--game G] [--rounds R] [--warmup W] --json`: how long verifying the judge file of
 * a full match takes (every check runs: chain, signatures, seeds, rules re-execution with the
 * deck-hash check, result) and, in the same run, the plain fold of the same events as the
 * baseline, with their ratio. Blades of Ash by default: a greedy-vs-greedy bot match. Target: a
 * full Blades of Ash match verifies in under 10 ms, judged on the steady state (`verify`: R timed
 * runs after W untimed ones, while the compiler is still optimizing). `coldMs` is the first
 * verification of the process, before any warm-up: what a single `replay verify` call pays on top
 * of loading the CLI (the bench has played the match in the same process, so the rules library's
 * code is already compiled; a judge's call pays a little more).
 */
const usage = 'Uso / usage: bench replay [--game G] [--rounds R (100)] [--warmup W (10)] [--json]';

export interface BenchReplayReport {
  readonly game: string;
  readonly events: number;
  readonly decisions: number;
  readonly bytes: number;
  /** Timed runs of each measurement, after `warmupRounds` untimed ones. */
  readonly rounds: number;
  readonly warmupRounds: number;
  readonly verified: boolean;
  /** Wall time of the process's first verification, before any warm-up (the JIT has not optimized it yet). */
  readonly coldMs: number;
  /** Steady state: the average of the timed runs. */
  readonly verify: Timing;
  readonly fold: Timing;
  /** Verification time ÷ plain-fold time of the same events: what checking everything costs over replaying. */
  readonly verifyToFoldTimeRatio: number;
  /** Plain fold ÷ verification in events/s (the inverse): the fraction of fold speed verification keeps. */
  readonly ratioToFold: number;
}

/**
 * `msPerMatch` is wall time; `cpuMsPerMatch` the CPU time this process spent (every thread: the
 * garbage collector's helpers too), which stays comparable when other work shares the machine.
 */
export interface Timing {
  readonly eventsPerSecond: number;
  readonly msPerMatch: number;
  readonly cpuMsPerMatch: number;
}

/** Average wall and CPU time of `work` over `rounds` runs after `warmup` untimed runs (the JIT optimizes on them). */
function time(rounds: number, warmup: number, work: () => void): { wall: number; cpu: number } {
  for (let round = 0; round < warmup; round += 1) work();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) work();
  const wall = (performance.now() - started) / rounds;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 / rounds };
}

const timing = (events: number, measured: { wall: number; cpu: number }, digits: number): Timing => ({
  eventsPerSecond: wholePerSecond(events, measured.wall),
  msPerMatch: Math.round(measured.wall * 10 ** digits) / 10 ** digits,
  cpuMsPerMatch: Math.round(measured.cpu * 10 ** digits) / 10 ** digits,
});

/** A bot match of the game (greedy bots where it has them), recorded as a sealed replay. */
export function benchMatchReplay(
  module: AnyGameModule,
  signer: ReplaySigner,
  env: Env = process.env,
  matchId = `bench-${module.id}`,
): ReplayWriter<unknown> {
  const plan = benchPlan(module);
  const decks = seatReadyDecks(module.setup, 2, (seat, ready) => (seat === 0 ? ready[0]! : ready.at(-1)!)).map(
    (d) => d?.deck ?? null,
  );
  return recordBotMatch({
    module,
    match: { id: matchId, tournament: null, round: null, table: null },
    seed: 'bench',
    decks,
    options: plan.options,
    bots: decks.map(() => plan.bot),
    library: { name: libraryOf(module, env), version: module.version },
    signer,
  }).writer;
}

export interface BenchRounds {
  readonly rounds: number;
  readonly warmup: number;
}

export function benchReplay(
  module: AnyGameModule,
  { rounds, warmup }: BenchRounds,
  env: Env = process.env,
): BenchReplayReport {
  const signer = createPortableSigner(new Uint8Array(32).fill(1));
  const writer = benchMatchReplay(module, signer, env);
  const text = writer.export({ kind: 'judge' }, 'match-ended');
  const { setup, events } = recordedMatch(writer.storedRecords());
  const games: GameCatalog = cliRegistry(env).modules();
  const coldStart = performance.now();
  let report = verifyReplay(text, { games, publicKeys: [signer.publicKey], ...NODE_CRYPTO });
  const coldMs = performance.now() - coldStart;
  const verifyTime = time(rounds, warmup, () => {
    report = verifyReplay(text, { games, publicKeys: [signer.publicKey], ...NODE_CRYPTO });
  });
  let final: unknown;
  const foldTime = time(rounds, warmup, () => {
    final = fold(module, module.initialState(setup), events);
  });
  const sameEnd = JSON.stringify(module.result(final)) === JSON.stringify(module.result(writer.state));
  return {
    game: module.id,
    events: events.length,
    decisions: Number(report.checks.rules.decisions),
    bytes: text.length,
    rounds,
    warmupRounds: warmup,
    verified: report.fullyVerified && sameEnd,
    coldMs: Math.round(coldMs * 100) / 100,
    verify: timing(events.length, verifyTime, 2),
    fold: timing(events.length, foldTime, 3),
    verifyToFoldTimeRatio: Math.round((verifyTime.wall / foldTime.wall) * 10) / 10,
    ratioToFold: Math.round((foldTime.wall / verifyTime.wall) * 10000) / 10000,
  };
}

export function createBenchReplayCommand(env: Env = process.env): CliCommand {
  return {
    path: ['bench', 'replay'],
    summary: 'Mide la verificación de repeticiones frente al plegado / replay verification time vs plain fold',
    usage,
    async run(argv: readonly string[], io: CliIO): Promise<number> {
      const { values } = parseOptions(argv, valueFlags('game', 'rounds', 'warmup'));
      const module = moduleFor((values.game as string | undefined) ?? 'blades-of-ash', env);
      const rounds = positiveInt(values.rounds as string | undefined, 'rounds', 100);
      // --warmup 0 times the runs from the first one on, compiler warm-up included.
      const warmup = values.warmup === '0' ? 0 : positiveInt(values.warmup as string | undefined, 'warmup', 10);
      const report = benchReplay(module, { rounds, warmup }, env);
      if (values.json) printJson(io, report);
      else {
        io.out(
          `${report.game}: ${report.events} eventos/events, ${report.decisions} decisiones/decisions, ${report.bytes} bytes`,
        );
        io.out(`primera verificación / first verification: ${report.coldMs} ms (sin calentar / cold)`);
        io.out(
          `verificar / verify: ${report.verify.msPerMatch} ms/partida/match, ${report.verify.cpuMsPerMatch} ms CPU (${report.verify.eventsPerSecond} eventos/s)`,
        );
        io.out(
          `plegar / fold:      ${report.fold.msPerMatch} ms/partida/match, ${report.fold.cpuMsPerMatch} ms CPU (${report.fold.eventsPerSecond} eventos/s)`,
        );
        io.out(`verificar ÷ plegar / verify ÷ fold: ${report.verifyToFoldTimeRatio}× el tiempo / the time`);
      }
      return report.verified ? EXIT_OK : EXIT_NEGATIVE;
    },
  };
}

export const benchReplayCommand = createBenchReplayCommand();
