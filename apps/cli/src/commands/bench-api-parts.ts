import { EXIT_NEGATIVE, EXIT_OK, UsageError } from '../command.js';
import { cliRegistry } from '../games.js';
import { interleaved, measureAnswer, measureDecide, measureLookups, measureStore } from './bench-api-parts-measure.js';
import { playMatch } from './bench-api-parts-play.js';
import { toThreeDecimals } from './bench-report.js';

/**
 * What a game command costs the API, part by part, beside what the whole command costs it: the
 * aim is a command costing at most 1.5 × the sum of its parts (the rest is the framework around
 * them: GraphQL parsing and validation, the rest of the view in the answer, the bus's bookkeeping,
 * logs, metrics, the live subscription's push).
 */
export const PARTS_AIM = 1.5;

/** Each part in CPU ms per command. */
export interface CommandParts {
  /** The API's own CPU per `{ __typename }` with a session (measured over HTTP in the same run). */
  readonly trivialRequestMs: number;
  /** appendToStream of the command's events at its expected revision (embedded store, temp DATA_DIR). */
  readonly appendMs: number;
  /** The match decider with its replay tape deciding the command on the folded state, the events folded in. */
  readonly decideMs: number;
  /** The command's events read back from `$all` and applied to the read models. */
  readonly projectMs: number;
  /** Session, mutation rate bucket and command log, the API database's statements. */
  readonly lookupsMs: number;
  /** The legal moves the answer lists for the sender's seat after the command, serialized. */
  readonly answerMs: number;
}

export interface MeasuredParts {
  readonly appendMs: number;
  readonly decideMs: number;
  readonly projectMs: number;
  readonly lookupsMs: number;
  readonly answerMs: number;
  /** Commands played in this process to measure the parts, and what they appended. */
  readonly commands: number;
  readonly eventsPerCommand: number;
  readonly bytesPerCommand: number;
}

/** The API's CPU per request, as `bench api` measured it in its phases (bench-api.ts). */
export interface MeasuredCpu {
  /** The commands' phase per command, the players' matchView polls between commands included. */
  readonly commands: number | null;
  /** `{ __typename }` with a session. */
  readonly ceiling: number | null;
  /** One matchView poll. */
  readonly views: number | null;
  readonly viewsPerCommand: number;
}

export interface ApiPartsReport {
  readonly parts: CommandParts;
  readonly sumMs: number;
  /**
   * The API's CPU per command (null when unmeasured: --url, or off Linux): the commands' phase
   * without the polls the players sent in it (each at the CPU of a poll measured alone).
   */
  readonly commandMs: number | null;
  /** The commands' phase per command, polls included. */
  readonly phaseMs: number | null;
  readonly pollsPerCommand: number;
  readonly pollMs: number | null;
  /** commandMs ÷ sumMs. */
  readonly ratioToParts: number | null;
  readonly aim: number;
  /** --max-ratio: the run fails when ratioToParts is above it (null: the ratio only informs). */
  readonly maxRatio: number | null;
  readonly commands: number;
  readonly eventsPerCommand: number;
  readonly bytesPerCommand: number;
}

/**
 * Plays `matches` matches of `perMatch` commands in this process and measures each part over them,
 * repeated until each part has seen at least `samples` commands.
 */
export async function measureParts(matches: number, perMatch: number, samples?: number): Promise<MeasuredParts> {
  const registry = cliRegistry({});
  const played = Array.from({ length: matches }, (_, table) => playMatch(registry, table, perMatch));
  const order = interleaved(played);
  const decideMs = measureDecide(played, samples);
  const store = await measureStore(played, samples);
  const lookupsMs = measureLookups(order, samples);
  const answerMs = measureAnswer(played, samples);
  const commands = Math.max(order.length, 1);
  return {
    appendMs: toThreeDecimals(store.appendMs),
    decideMs: toThreeDecimals(decideMs),
    projectMs: toThreeDecimals(store.projectMs),
    lookupsMs: toThreeDecimals(lookupsMs),
    answerMs: toThreeDecimals(answerMs),
    commands: order.length,
    eventsPerCommand: toThreeDecimals(store.events / commands),
    bytesPerCommand: Math.round(store.bytes / commands),
  };
}

/** The parts beside the command's measured CPU: their sum and the command's ratio to it. */
export function partsReport(cpu: MeasuredCpu, measured: MeasuredParts, maxRatio: number | null): ApiPartsReport {
  const trivialRequestMs = cpu.ceiling;
  const polls = cpu.viewsPerCommand > 0 ? cpu.views : 0;
  const commandMs =
    cpu.commands === null || polls === null ? null : toThreeDecimals(cpu.commands - cpu.viewsPerCommand * polls);
  const parts: CommandParts = {
    trivialRequestMs: trivialRequestMs ?? 0,
    appendMs: measured.appendMs,
    decideMs: measured.decideMs,
    projectMs: measured.projectMs,
    lookupsMs: measured.lookupsMs,
    answerMs: measured.answerMs,
  };
  const sumMs = toThreeDecimals(Object.values(parts).reduce((a, b) => a + b, 0));
  return {
    parts,
    sumMs,
    commandMs,
    phaseMs: cpu.commands,
    pollsPerCommand: cpu.viewsPerCommand,
    pollMs: cpu.views,
    ratioToParts:
      commandMs === null || trivialRequestMs === null || sumMs <= 0 ? null : toThreeDecimals(commandMs / sumMs),
    aim: PARTS_AIM,
    maxRatio,
    commands: measured.commands,
    eventsPerCommand: measured.eventsPerCommand,
    bytesPerCommand: measured.bytesPerCommand,
  };
}

/** --max-ratio N: a positive number, or a usage error. */
export function maxRatioOption(value: string | undefined): number | null {
  if (value === undefined) return null;
  const ratio = Number(value);
  if (!Number.isFinite(ratio) || ratio <= 0)
    throw new UsageError(`--max-ratio debe ser un número positivo / must be a positive number: ${value}`);
  return ratio;
}

/**
 * Fails on any failed request, and on a ratio above --max-ratio when given (an unmeasured ratio
 * then fails too: nothing was checked). Throughput and p99 only inform: on a small shared
 * machine they measure the neighbours as much as the API.
 */
export function benchApiExitCode(errors: number, report: ApiPartsReport): number {
  if (errors > 0) return EXIT_NEGATIVE;
  if (report.maxRatio === null) return EXIT_OK;
  return report.ratioToParts !== null && report.ratioToParts <= report.maxRatio ? EXIT_OK : EXIT_NEGATIVE;
}

/** Every failed request of the run: commands and trivial queries, through one instance and through two. */
interface Failures {
  readonly commands: { readonly errors: number };
  readonly ceiling: { readonly errors: number };
}

export function requestErrors(r: Failures & { readonly twoInstances: Failures | null }): number {
  const two = r.twoInstances;
  return r.commands.errors + r.ceiling.errors + (two === null ? 0 : two.commands.errors + two.ceiling.errors);
}

export function partsLines(r: ApiPartsReport): string[] {
  const p = r.parts;
  const verdict =
    r.ratioToParts === null
      ? 'sin medir / unmeasured'
      : r.ratioToParts <= r.aim
        ? `dentro del objetivo / within the aim (≤ ${r.aim}×)`
        : `por encima del objetivo / above the aim (≤ ${r.aim}×)`;
  return [
    `  partes de una orden, CPU ms / parts of a command, CPU ms (${r.commands} órdenes / commands, ${r.eventsPerCommand} eventos / events, ${r.bytesPerCommand} B):`,
    `    petición trivial / trivial request ${p.trivialRequestMs}, anexar / append ${p.appendMs}, decidir / decide ${p.decideMs}, proyectar / project ${p.projectMs}, consultas / lookups ${p.lookupsMs}, respuesta / answer ${p.answerMs}`,
    `    suma / sum ${r.sumMs} ms; la orden / the command ${r.commandMs ?? '?'} ms (la fase / the phase ${r.phaseMs ?? '?'} ms menos / less ${r.pollsPerCommand} × matchView ${r.pollMs ?? '?'} ms); ratioToParts ${r.ratioToParts ?? '?'}: ${verdict}${r.maxRatio === null ? '' : `; --max-ratio ${r.maxRatio}`}`,
  ];
}
