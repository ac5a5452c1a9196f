import { loadavg } from 'node:os';
import type { CliIO } from '../command.js';
import type { SharedStore } from './bench-api-apart.js';
import type { ApiPartsReport } from './bench-api-parts.js';
import type { PushFigures } from './bench-api-push.js';
import type { Figures } from './bench-http.js';
import {
  atLeast,
  atMost,
  machineLine,
  machineLoad,
  type MachineLoad,
  type Target,
  toThreeDecimals,
  yesOrNo,
} from './bench-report.js';

/**
 * What `bench api` reports (bench-api.ts runs it): the commands' and the ceiling's figures, the
 * server's own time per command from its metrics, the API's CPU per request, and the targets.
 */

/** The targets a run is held to: commands per second, and the 99th percentile of their latency. */
const TARGET_COMMANDS_PER_SECOND = 1_000;
const TARGET_P99_MS = 50;

/** How much one run plays: its players (two per match), the commands of each match and the warm-up's matches. */
export interface BenchSizes {
  readonly players: number;
  readonly perMatch: number;
  readonly warmUp: number;
}

/** The server's own time per command (the command bus's histogram): bucket bounds, without HTTP or client queueing. */
export interface ServerFigures {
  readonly commands: number;
  readonly p50AtMostMs: number | null;
  readonly p99AtMostMs: number | null;
  readonly shareUnder50Ms: number;
  /** Appends that found another instance had written first (`cronica_command_conflicts_total`): each costs a decision again. */
  readonly conflicts: number;
}

/** What the command bus counted so far, summed over the instances. */
export interface CommandCounters {
  /** Cumulative counts per bucket bound (ms) of `cronica_command_duration_seconds`. */
  readonly buckets: Map<number, number>;
  readonly conflicts: number;
}

export interface BenchApiReport {
  readonly players: number;
  readonly matches: number;
  /** Matches played on each set of instances before measuring (`--warm-up`). */
  readonly warmUpMatches: number;
  readonly commands: Figures & { readonly matchesFinished: number; readonly server: ServerFigures };
  readonly ceiling: Figures;
  /** commands/s ÷ trivial queries/s, both measured in this run. */
  readonly ratio: number;
  readonly targets: { readonly commandsPerSecond: Target; readonly p99Ms: Target };
  readonly machine: MachineLoad;
  /** CPU ms (user + system) the API process spent per request in each phase: figures that other load on the machine does not move (null with --url or off Linux). */
  readonly apiCpuMsPerRequest: CpuPerRequest;
  /** The same run through two API processes on one DATA_DIR, requests alternating between them (null with --url or --one). */
  readonly twoInstances: InstancesReport | null;
  /** --push: the pushes the players waited for instead of asking `matchView` (bench-api-push.ts). */
  readonly push?: PushFigures;
  /** The command's parts measured alone in this run, their sum and the command's ratio to it (bench-api-parts.ts). */
  readonly parts?: ApiPartsReport;
  /** --apart: each instance had a DATA_DIR of its own, sharing this EventStoreDB server. */
  readonly apart?: SharedStore['store'];
}

export interface CpuPerRequest {
  /** The commands' phase per command sent, the players' polls between commands included. */
  readonly commands: number | null;
  readonly ceiling: number | null;
  /** Per `matchView` poll, measured in a phase of its own with as many polls as the commands' phase sent. */
  readonly views: number | null;
  /** Polls the players sent per command in the commands' phase. */
  readonly viewsPerCommand: number;
}

/** One run's figures, through one API instance or through several behind a round-robin. */
export interface InstancesReport {
  readonly instances: number;
  readonly commands: Figures & { readonly matchesFinished: number; readonly server: ServerFigures };
  readonly ceiling: Figures;
  readonly ratio: number;
  /** Summed over the instances. */
  readonly apiCpuMsPerRequest: CpuPerRequest;
  readonly push?: PushFigures;
}

/** The command bus's counters from each instance's `/metrics`, summed over command types and instances. */
export async function commandCounters(urls: readonly string[]): Promise<CommandCounters> {
  const texts = await Promise.all(urls.map((url) => fetch(`${url}/metrics`).then((r) => r.text())));
  const text = texts.join('\n');
  const buckets = new Map<number, number>();
  for (const match of text.matchAll(/^cronica_command_duration_seconds_bucket\{[^}]*le="([^"]+)"[^}]*\} (\d+)/gm)) {
    const bound = match[1] === '+Inf' ? Infinity : Number(match[1]) * 1000;
    buckets.set(bound, (buckets.get(bound) ?? 0) + Number(match[2]));
  }
  const conflicts = [...text.matchAll(/^cronica_command_conflicts_total (\d+)/gm)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
  return { buckets, conflicts };
}

export function serverFigures(before: CommandCounters, after: CommandCounters): ServerFigures {
  const bounds = [...after.buckets.keys()].sort((a, b) => a - b);
  const count = (bound: number) => (after.buckets.get(bound) ?? 0) - (before.buckets.get(bound) ?? 0);
  const total = count(Infinity);
  const atMost = (p: number) => {
    const bound = bounds.find((b) => count(b) >= (p / 100) * total);
    return bound === undefined || bound === Infinity ? null : bound;
  };
  return {
    commands: total,
    p50AtMostMs: atMost(50),
    p99AtMostMs: atMost(99),
    shareUnder50Ms: total === 0 ? 0 : toThreeDecimals(count(50) / total),
    conflicts: after.conflicts - before.conflicts,
  };
}

/** One run's report: the figures of one instance (and of two), against the targets. */
export function benchApiReport(
  { players, warmUp }: BenchSizes,
  one: InstancesReport,
  two: InstancesReport | null,
  loadBefore = toThreeDecimals(loadavg()[0]!),
): BenchApiReport {
  return {
    players,
    matches: players / 2,
    warmUpMatches: warmUp,
    commands: one.commands,
    ceiling: one.ceiling,
    ratio: one.ratio,
    targets: {
      commandsPerSecond: atLeast(TARGET_COMMANDS_PER_SECOND, one.commands.perSecond),
      p99Ms: atMost(TARGET_P99_MS, one.commands.p99Ms),
    },
    machine: machineLoad(loadBefore, toThreeDecimals(loadavg()[0]!)),
    apiCpuMsPerRequest: one.apiCpuMsPerRequest,
    twoInstances: two,
    ...(one.push ? { push: one.push } : {}),
  };
}

/** `cpu`: the API's CPU read before and after the commands, the ceiling and the polls measured alone. */
export function cpuPerRequest(
  cpu: ReadonlyArray<number | null>,
  commands: number,
  ceiling: number,
  views: number,
): CpuPerRequest {
  const perRequest = (from: number | null, to: number | null, requests: number) =>
    from === null || to === null ? null : toThreeDecimals((to - from) / Math.max(requests, 1));
  return {
    commands: perRequest(cpu[0]!, cpu[1]!, commands),
    ceiling: perRequest(cpu[2]!, cpu[3]!, ceiling),
    views: views === 0 ? null : perRequest(cpu[3]!, cpu[4]!, views),
    viewsPerCommand: toThreeDecimals(views / Math.max(commands, 1)),
  };
}

export function printBenchApi(io: CliIO, r: BenchApiReport): void {
  const line = (f: Figures) =>
    `${f.requests} peticiones / requests, ${f.perSecond} /s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, errores / errors ${f.errors}`;
  io.out(
    [
      `API GraphQL sobre HTTP / over HTTP — ${r.players} jugadores / players en / in ${r.matches} partidas / matches, tras / after ${r.warmUpMatches} de calentamiento / warm-up`,
      `  submitGameCommand:    ${line(r.commands)} (${r.commands.matchesFinished} terminadas / finished)`,
      `  en el servidor / server-side (bus): p50 ≤ ${r.commands.server.p50AtMostMs ?? '>1000'} ms, p99 ≤ ${r.commands.server.p99AtMostMs ?? '>1000'} ms, < 50 ms: ${Math.round(r.commands.server.shareUnder50Ms * 100)} %, conflictos / conflicts ${r.commands.server.conflicts}`,
      `  { __typename } (techo / ceiling): ${line(r.ceiling)}`,
      `  órdenes ÷ techo / commands ÷ ceiling: ${r.ratio}`,
      `  CPU de la API por petición / API CPU per request: órdenes / commands ${r.apiCpuMsPerRequest.commands ?? '?'} ms (con / with ${r.apiCpuMsPerRequest.viewsPerCommand} matchView, ${r.apiCpuMsPerRequest.views ?? '?'} ms), techo / ceiling ${r.apiCpuMsPerRequest.ceiling ?? '?'} ms`,
      `  objetivos / targets: ≥ ${TARGET_COMMANDS_PER_SECOND}/s: ${yesOrNo(r.targets.commandsPerSecond.met)}; p99 ≤ ${TARGET_P99_MS} ms: ${yesOrNo(r.targets.p99Ms.met)}`,
      ...(r.twoInstances === null
        ? []
        : [
            `  dos instancias / two instances: órdenes / commands ${line(r.twoInstances.commands)}`,
            `    techo / ceiling ${line(r.twoInstances.ceiling)}; órdenes ÷ techo / commands ÷ ceiling: ${r.twoInstances.ratio}`,
            `    CPU de las API por petición / APIs' CPU per request: órdenes / commands ${r.twoInstances.apiCpuMsPerRequest.commands ?? '?'} ms, techo / ceiling ${r.twoInstances.apiCpuMsPerRequest.ceiling ?? '?'} ms; conflictos / conflicts ${r.twoInstances.commands.server.conflicts}`,
            `    órdenes por CPU, dos ÷ una / commands per CPU, two ÷ one: ${perCpuTwoOverOne(r) ?? '?'}`,
          ]),
      ...(r.apart === undefined
        ? []
        : [
            `  instancias aparte / instances apart: cada una con su DATA_DIR, un EventStoreDB compartido / each its own DATA_DIR, one shared EventStoreDB (${r.apart})`,
          ]),
      machineLine(r.machine),
    ].join('\n'),
  );
}

/** Commands per CPU second through two instances as a share of one instance's (the aim is 0.8 or more). */
export function perCpuTwoOverOne(r: {
  readonly apiCpuMsPerRequest: CpuPerRequest;
  readonly twoInstances: { readonly apiCpuMsPerRequest: CpuPerRequest } | null;
}): number | null {
  const one = r.apiCpuMsPerRequest.commands;
  const two = r.twoInstances?.apiCpuMsPerRequest.commands;
  return one && two ? toThreeDecimals(one / two) : null;
}
