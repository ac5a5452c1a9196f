import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import {
  atLeast,
  machineLine,
  machineLoad,
  type MachineLoad,
  type Target,
  wholePerSecond,
  processCpuMs,
  toThreeDecimals,
  yesOrNo,
} from './bench-report.js';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { defaultSynchronous, SqliteEventStore, type SqliteSynchronous } from '@cronica/event-store';
import { EXIT_NEGATIVE, EXIT_OK, parseOptions, positiveInt, printJson, UsageError, valueFlags } from '../command.js';
import type { CliCommand, CliIO } from '../command.js';
import { baselineWriter, planEvents, storeWriter, type Planned, type Writer } from './bench-store-writers.js';

const BATCH_SIZE = 100;
/** Events per stream in the batched run: a long match's worth. */
const STREAM_LENGTH = 1_000;
/** Batched appends at 20,000 events/s or more, and at least half of plain better-sqlite3. */
const TARGET_EVENTS_PER_SECOND = 20_000;
const TARGET_RATIO = 0.5;

export interface BenchStoreReport {
  readonly events: number;
  readonly singleAppends: number;
  readonly synchronous: SqliteSynchronous;
  readonly store: {
    readonly batchedEventsPerSecond: number;
    readonly batchedEventsPerCpuSecond: number;
    readonly readEventsPerSecond: number;
    readonly single: SingleFigures;
  };
  readonly baseline: {
    readonly batchedEventsPerSecond: number;
    readonly batchedEventsPerCpuSecond: number;
    readonly single: SingleFigures;
  };
  /** store ÷ plain better-sqlite3, batched appends of the same rows. */
  readonly batchedRatio: number;
  readonly readBackMatches: boolean;
  readonly targets: { readonly eventsPerSecond: Target; readonly ratio: Target };
  /** Other work on the machine slows both sides alike (they take turns) but lowers absolute figures. */
  readonly machine: MachineLoad;
}

interface SingleFigures {
  readonly eventsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function singleFigures(latenciesMs: number[], totalMs: number): SingleFigures {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    eventsPerSecond: wholePerSecond(latenciesMs.length, totalMs),
    p50Ms: toThreeDecimals(percentile(sorted, 50)),
    p99Ms: toThreeDecimals(percentile(sorted, 99)),
  };
}

interface Spent {
  wallMs: number;
  cpuMs: number;
}

/**
 * Both writers take turns, a chunk of batches each (who goes first alternates), so that load from
 * other processes on the machine falls on both alike and the ratio stays meaningful. CPU time is
 * kept too: events per CPU-second do not depend on what else the machine is doing.
 */
async function timeBatched(writers: readonly [Writer, Writer], rows: Planned[]): Promise<[Spent, Spent]> {
  const spent: [Spent, Spent] = [
    { wallMs: 0, cpuMs: 0 },
    { wallMs: 0, cpuMs: 0 },
  ];
  const chunk = BATCH_SIZE * 10;
  for (let start = 0, turn = 0; start < rows.length; start += chunk, turn++) {
    for (const side of turn % 2 === 0 ? [0, 1] : [1, 0]) {
      const [wall0, cpu0] = [performance.now(), processCpuMs()];
      for (let i = start; i < Math.min(start + chunk, rows.length); i += BATCH_SIZE)
        await writers[side]!.appendBatch(rows.slice(i, i + BATCH_SIZE));
      spent[side]!.wallMs += performance.now() - wall0;
      spent[side]!.cpuMs += processCpuMs() - cpu0;
    }
  }
  return spent;
}

async function timeSingles(
  writers: readonly [Writer, Writer],
  rows: Planned[],
): Promise<[SingleFigures, SingleFigures]> {
  const latencies: [number[], number[]] = [[], []];
  for (const [n, row] of rows.entries()) {
    for (const side of n % 2 === 0 ? [0, 1] : [1, 0]) {
      const t0 = performance.now();
      await writers[side]!.appendSingle(row);
      latencies[side]!.push(performance.now() - t0);
    }
  }
  const total = (l: number[]) => l.reduce((sum, ms) => sum + ms, 0);
  return [singleFigures(latencies[0], total(latencies[0])), singleFigures(latencies[1], total(latencies[1]))];
}

async function timeReadBack(
  store: SqliteEventStore,
  rows: Planned[],
): Promise<{ eventsPerSecond: number; matches: boolean }> {
  const t0 = performance.now();
  let read = 0;
  let ordered = true;
  for await (const event of store.readAll({ maxCount: rows.length })) {
    ordered &&= event.id === rows[read]?.event.id;
    read += 1;
  }
  return { eventsPerSecond: wholePerSecond(read, performance.now() - t0), matches: ordered && read === rows.length };
}

interface StoreRun {
  events: number;
  singleAppends: number;
  synchronous: SqliteSynchronous;
  spent: [Spent, Spent];
  singles: [SingleFigures, SingleFigures];
  readBack: { eventsPerSecond: number; matches: boolean };
  loadBefore: number;
}

/** The report from one run: rates of both sides, their ratio, the targets and the machine's load. */
function storeReport({
  events,
  singleAppends,
  synchronous,
  spent,
  singles,
  readBack,
  loadBefore,
}: StoreRun): BenchStoreReport {
  const [storeSpent, baselineSpent] = spent;
  const storeRate = wholePerSecond(events, storeSpent.wallMs);
  const baselineRate = wholePerSecond(events, baselineSpent.wallMs);
  const batchedRatio = toThreeDecimals(storeRate / Math.max(baselineRate, 1));
  return {
    events,
    singleAppends,
    synchronous,
    store: {
      batchedEventsPerSecond: storeRate,
      batchedEventsPerCpuSecond: wholePerSecond(events, storeSpent.cpuMs),
      readEventsPerSecond: readBack.eventsPerSecond,
      single: singles[0],
    },
    baseline: {
      batchedEventsPerSecond: baselineRate,
      batchedEventsPerCpuSecond: wholePerSecond(events, baselineSpent.cpuMs),
      single: singles[1],
    },
    batchedRatio,
    readBackMatches: readBack.matches,
    targets: {
      eventsPerSecond: atLeast(TARGET_EVENTS_PER_SECOND, storeRate),
      ratio: atLeast(TARGET_RATIO, batchedRatio),
    },
    machine: machineLoad(loadBefore, toThreeDecimals(loadavg()[0]!)),
  };
}

export async function runBenchStore(
  events: number,
  singleAppends: number,
  synchronous: SqliteSynchronous,
): Promise<BenchStoreReport> {
  const loadBefore = toThreeDecimals(loadavg()[0]!);
  const dir = mkdtempSync(join(tmpdir(), 'cronica-bench-store-'));
  const store = new SqliteEventStore({ dataDir: join(dir, 'store'), synchronous });
  const db = new Database(join(dir, 'baseline.sqlite'));
  try {
    const writers = [storeWriter(store), baselineWriter(db, synchronous)] as const;
    const batched = planEvents(events, 'bench', STREAM_LENGTH);
    const planned = planEvents(singleAppends, 'single', Math.max(1, Math.ceil(singleAppends / 10)));
    const spent = await timeBatched(writers, batched);
    const readBack = await timeReadBack(store, batched);
    const singles = await timeSingles(writers, planned);
    return storeReport({ events, singleAppends, synchronous, spent, singles, readBack, loadBefore });
  } finally {
    await store.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const n = (value: number) => value.toLocaleString('en-US');

function printHuman(io: CliIO, r: BenchStoreReport): void {
  io.out(
    [
      `Almacén de eventos embebido / embedded event store — ${n(r.events)} eventos en lotes de ${BATCH_SIZE} / events in batches of ${BATCH_SIZE}, synchronous=${r.synchronous}`,
      `  escritura por lotes / batched appends:   ${n(r.store.batchedEventsPerSecond)} ev/s   better-sqlite3: ${n(r.baseline.batchedEventsPerSecond)} ev/s   ratio ${r.batchedRatio}`,
      `  por segundo de CPU / per CPU-second:     ${n(r.store.batchedEventsPerCpuSecond)} ev/s   better-sqlite3: ${n(r.baseline.batchedEventsPerCpuSecond)} ev/s`,
      `  lectura de $all / $all read back:        ${n(r.store.readEventsPerSecond)} ev/s   ${r.readBackMatches ? 'completa y en orden / complete and in order' : 'NO COINCIDE / MISMATCH'}`,
      `  escrituras sueltas / single appends (${n(r.singleAppends)}): ${n(r.store.single.eventsPerSecond)} ev/s, p50 ${r.store.single.p50Ms} ms, p99 ${r.store.single.p99Ms} ms` +
        `   better-sqlite3: ${n(r.baseline.single.eventsPerSecond)} ev/s, p50 ${r.baseline.single.p50Ms} ms, p99 ${r.baseline.single.p99Ms} ms`,
      `  objetivos / targets: ≥ ${n(TARGET_EVENTS_PER_SECOND)} ev/s: ${yesOrNo(r.targets.eventsPerSecond.met)};  ≥ ${TARGET_RATIO} × better-sqlite3: ${yesOrNo(r.targets.ratio.met)}`,
      machineLine(r.machine, 'carga de la máquina / machine load'),
    ].join('\n'),
  );
}

function parseSynchronous(value: string | undefined): SqliteSynchronous {
  if (value === undefined) return defaultSynchronous();
  const upper = value.toUpperCase();
  if (upper === 'FULL' || upper === 'NORMAL') return upper;
  throw new UsageError('--synchronous debe ser full o normal / must be full or normal');
}

export const benchStoreCommand: CliCommand = {
  path: ['bench', 'store'],
  summary:
    'Mide el almacén de eventos embebido frente a better-sqlite3 / benchmarks the embedded event store against plain better-sqlite3',
  usage: [
    'bench store [--events N] [--single N] [--synchronous full|normal] [--json]',
    '  --events N       eventos escritos en lotes de 100 / events appended in batches of 100 (default 100000)',
    '  --single N       escrituras de un evento para medir latencia / one-event appends timed for latency (default min(N, 2000))',
    "  --synchronous    durabilidad de SQLite / SQLite durability (default: la del almacén / the store's, normal unless EVENT_STORE_SYNCHRONOUS=full)",
    'Sale con 1 si no se cumple un objetivo o la lectura no coincide / exits 1 when a target is missed or the read-back differs.',
  ].join('\n'),
  async run(argv, io) {
    const { values } = parseOptions(argv, valueFlags('events', 'single', 'synchronous'));
    const events = positiveInt(values.events as string | undefined, 'events', 100_000);
    const single = positiveInt(values.single as string | undefined, 'single', Math.min(events, 2_000));
    const report = await runBenchStore(events, single, parseSynchronous(values.synchronous as string | undefined));
    if (values.json) printJson(io, report);
    else printHuman(io, report);
    const ok = report.readBackMatches && report.targets.eventsPerSecond.met && report.targets.ratio.met;
    return ok ? EXIT_OK : EXIT_NEGATIVE;
  },
};
