import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { machineLine, machineLoad, type MachineLoad, type Target, toThreeDecimals } from './bench-report.js';
import { join } from 'node:path';
import {
  parseOptions,
  positiveInt,
  printJson,
  switchFlags,
  UsageError,
  valueFlags,
  wholeNumber,
  type CliCommand,
  type CliIO,
} from '../command.js';
import {
  benchApiExitCode,
  maxRatioOption,
  measureParts,
  partsLines,
  partsReport,
  requestErrors,
  type ApiPartsReport,
} from './bench-api-parts.js';
import { openPushes, pushLines, type PushFigures } from './bench-api-push.js';
import { API_MAIN, cpuMsOf, gqlAt, pool, ROOT, startApi, summarize, type Figures, type Gql } from './bench-http.js';
import { instanceDirs, openSharedStore, sharedStoreName, type SharedStore } from './bench-api-apart.js';
import { askViews, countingViews, playTable, viewOf, type BenchTable } from './bench-api-play.js';
import { ACCEPT, DECKS, INVITE, REGISTER, SEED, TRIVIAL } from './bench-api-queries.js';

/**
 * `bench api`: the built API in a child process over a temporary DATA_DIR; simulated players in
 * concurrent matches send game commands over HTTP, then the same number of requests, at the same
 * concurrency, go to a trivial GraphQL query (the ceiling). Then the same run through two API
 * processes on one DATA_DIR, the requests alternating between them.
 */
const TARGET_COMMANDS_PER_SECOND = 1_000;
const TARGET_P99_MS = 50;
/**
 * Matches played through each measured set of instances before the CPU is read (`--warm-up`), so the
 * figures are a running server's: the command path compiled and its caches filled, as after any
 * hour of play. 0 measures from a cold start.
 */
const WARM_UP_MATCHES = 10;

/** How much one run plays: its players (two per match), the commands of each match and the warm-up's matches. */
interface BenchSizes {
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
async function commandCounters(urls: readonly string[]): Promise<CommandCounters> {
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

type Table = BenchTable;

async function setUpMatches(gql: Gql, players: number): Promise<Table[]> {
  // Names and commandIds of this run only: a real EventStoreDB keeps earlier runs' accounts and matches.
  const run = randomBytes(3).toString('hex');
  const accounts: Array<{ id: string; token: string }> = new Array(players);
  await pool(
    Array.from({ length: players }, (_, n) => n),
    4,
    async (n) => {
      const r = await gql<{ register: { token: string; player: { id: string } } }>(REGISTER, {
        i: {
          commandId: `bench-${run}-${n}`,
          username: `b${run}n${n}`,
          displayName: `Bench ${run} ${n}`,
          password: `clave-bench-${n}`,
        },
      });
      if (!r.data) throw new Error(`sign-up failed: ${JSON.stringify(r.errors)}`);
      accounts[n] = { id: r.data.register.player.id, token: r.data.register.token };
    },
  );
  const tables: Table[] = [];
  // The decks friendly matches were measured with: the first ready deck against the last.
  const decks = (await gql<{ readyDecks: Array<{ id: string }> }>(DECKS, {})).data!.readyDecks;
  for (let n = 0; n + 1 < players; n += 2) {
    const [a, b] = [accounts[n]!, accounts[n + 1]!];
    const invited = await gql<{ inviteToMatch: { id: string } }>(
      INVITE,
      { c: `bench-match-${run}-${n}`, s: [{ deckId: decks[0]!.id }, { player: b.id }] },
      a.token,
    );
    const accepted = await gql<{ acceptMatchInvitation: { matchId: string } }>(
      ACCEPT,
      { c: `bench-yes-${run}-${n}`, i: invited.data!.inviteToMatch.id, d: decks.at(-1)!.id },
      b.token,
    );
    const matchId = accepted.data!.acceptMatchInvitation.matchId;
    for (const p of [a, b])
      await gql(SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: `seed-${n}` }, p.token);
    tables.push({ matchId, tokens: [a.token, b.token] });
  }
  return tables;
}

/** Each table's two players take turns sending one of their legal commands until the budget is spent. */
async function playCommands(
  gql: Gql,
  tables: readonly Table[],
  perMatch: number,
): Promise<{ figures: Figures; finished: number }> {
  const latencies: number[] = [];
  const counts = { errors: 0, finished: 0 };
  const started = performance.now();
  await Promise.all(
    tables.map((table, t) =>
      playTable(gql, table, t, perMatch, { latencies, counts }, (seat) => viewOf(gql, table, seat)),
    ),
  );
  return { figures: summarize(latencies, performance.now() - started, counts.errors), finished: counts.finished };
}

/** The same number of requests at the same concurrency, to `{ __typename }` with a session token. */
async function playCeiling(gql: Gql, tables: readonly Table[], requests: number): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const perClient = Math.ceil(requests / tables.length);
  const started = performance.now();
  await Promise.all(
    tables.map(async (table) => {
      for (let i = 0; i < perClient && latencies.length + errors < requests; i += 1) {
        const t0 = performance.now();
        const r = await gql(TRIVIAL, {}, table.tokens[i % 2]);
        latencies.push(performance.now() - t0);
        if (!r.data) errors += 1;
      }
    }),
  );
  return summarize(latencies, performance.now() - started, errors);
}

export interface BenchApiOptions {
  readonly build: boolean;
  readonly url?: string;
  readonly twoInstances: boolean;
  readonly push: boolean;
  /** The first API's port (the second instance takes the next); a free one when absent. */
  readonly port?: number;
  /** Each instance on a DATA_DIR of its own, sharing an EventStoreDB (bench-api-apart.ts). */
  readonly apart?: boolean;
  /** Matches played before measuring, on each set of instances (default WARM_UP_MATCHES). */
  readonly warmUp?: number;
  /**
   * With `url`: processes whose CPU is read around each measured phase, such as an instance that
   * serves nobody (tools/probe-receiving-instance.mjs); none when absent.
   */
  readonly pids?: ReadonlyArray<number>;
}

export async function runBenchApi(
  players: number,
  perMatch: number,
  options: BenchApiOptions,
): Promise<BenchApiReport> {
  const { build, url, twoInstances, push, port, apart = false, warmUp = WARM_UP_MATCHES } = options;
  const sizes: BenchSizes = { players, perMatch, warmUp };
  if (url) return report(sizes, await measure([url], sizes, options.pids ?? [], push), null);
  if (
    build &&
    spawnSync('npx', ['nx', 'run', 'api:build', '--output-style=stream'], { cwd: ROOT, stdio: 'ignore' }).status !== 0
  ) {
    throw new UsageError('no se pudo compilar la API / the API failed to build (npx nx run api:build)');
  }
  if (!existsSync(API_MAIN)) throw new UsageError(`falta / missing ${API_MAIN}: npx nx run api:build`);
  const loadBefore = toThreeDecimals(loadavg()[0]!);
  const play = (urls: string[], pids: Array<number | undefined>) => measure(urls, sizes, pids, push);
  const one = await withInstances(1, play, port, apart);
  const two = twoInstances ? await withInstances(2, play, port, apart) : null;
  return { ...report(sizes, one, two, loadBefore), ...(apart ? { apart: sharedStoreName() } : {}) };
}

/**
 * `count` API processes on one fresh DATA_DIR, each with its own read models (README, "Running
 * more than one API"); `apart`: each on a DATA_DIR of its own, sharing an EventStoreDB (bench-api-apart.ts).
 */
async function withInstances<T>(
  count: number,
  work: (urls: string[], pids: Array<number | undefined>) => Promise<T>,
  port?: number,
  apart = false,
): Promise<T> {
  const root = mkdtempSync(join(tmpdir(), 'cronica-bench-api-'));
  const shared = apart ? await openSharedStore() : null;
  const apis: Array<{ url: string; child: ChildProcess }> = [];
  try {
    // One after another: on one DATA_DIR, the first creates the databases.
    for (let n = 0; n < count; n += 1) {
      const [dataDir, readModelsDir] = instanceDirs(root, n, count, apart);
      const env = shared?.env ?? {};
      apis.push(await startApi(dataDir, readModelsDir, { ...(port === undefined ? {} : { port: port + n }), env }));
    }
    return await work(
      apis.map((api) => api.url),
      apis.map((api) => api.child.pid),
    );
  } finally {
    await stopAll(apis);
    await shared?.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

function stopAll(apis: ReadonlyArray<{ child: ChildProcess }>): Promise<unknown> {
  for (const api of apis) api.child.kill('SIGTERM');
  return Promise.all(
    apis.map(
      (api) =>
        new Promise((resolve) => (api.child.exitCode !== null ? resolve(null) : api.child.once('exit', resolve))),
    ),
  );
}

/** CPU ms of every process together; null when any is unreadable (or none is given). */
function cpuMsOfAll(pids: ReadonlyArray<number | undefined>): number | null {
  let sum = 0;
  for (const pid of pids) {
    const ms = cpuMsOf(pid);
    if (ms === null) return null;
    sum += ms;
  }
  return pids.length === 0 ? null : sum;
}

/** Requests alternate between the instances, as a round-robin proxy sends them. */
function roundRobin(urls: readonly string[]): Gql {
  const clients = urls.map(gqlAt);
  let turn = 0;
  return (query, variables, token) => clients[turn++ % clients.length]!(query, variables, token);
}

function report(
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
      commandsPerSecond: {
        required: TARGET_COMMANDS_PER_SECOND,
        met: one.commands.perSecond >= TARGET_COMMANDS_PER_SECOND,
      },
      p99Ms: { required: TARGET_P99_MS, met: one.commands.p99Ms <= TARGET_P99_MS },
    },
    machine: machineLoad(loadBefore, toThreeDecimals(loadavg()[0]!)),
    apiCpuMsPerRequest: one.apiCpuMsPerRequest,
    twoInstances: two,
    ...(one.push ? { push: one.push } : {}),
  };
}

async function measure(
  urls: readonly string[],
  { players, perMatch, warmUp }: BenchSizes,
  pids: ReadonlyArray<number | undefined> = [],
  push = false,
): Promise<InstancesReport> {
  const gql = roundRobin(urls);
  const polls = countingViews(gql);
  const cpuNow = () => cpuMsOfAll(pids);
  const tables = await setUpMatches(gql, players);
  if (warmUp > 0) await playCommands(gql, await setUpMatches(gql, warmUp * 2), perMatch);
  // --push: the sockets open before the CPU is read and close after, as a page keeps its own open.
  const sockets = push ? await openPushes(urls, tables) : null;
  const before = await commandCounters(urls);
  const cpu = [cpuNow()];
  const commands: { figures: Figures; finished: number; push?: PushFigures } = sockets
    ? await sockets.play(polls.gql, perMatch)
    : await playCommands(polls.gql, tables, perMatch);
  cpu.push(cpuNow());
  const views = polls.views();
  await sockets?.close();
  const server = serverFigures(before, await commandCounters(urls));
  cpu.push(cpuNow());
  const ceiling = await playCeiling(gql, tables, commands.figures.requests);
  cpu.push(cpuNow());
  await askViews(gql, tables, views);
  cpu.push(cpuNow());
  return {
    instances: urls.length,
    commands: { ...commands.figures, matchesFinished: commands.finished, server },
    ...(commands.push ? { push: commands.push } : {}),
    ceiling,
    ratio: toThreeDecimals(commands.figures.perSecond / Math.max(ceiling.perSecond, 1)),
    apiCpuMsPerRequest: cpuPerRequest(cpu, commands.figures.requests, ceiling.requests, views),
  };
}

/** `cpu`: the API's CPU read before and after the commands, the ceiling and the polls measured alone. */
function cpuPerRequest(
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

function printHuman(io: CliIO, r: BenchApiReport): void {
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
      `  objetivos / targets: ≥ ${TARGET_COMMANDS_PER_SECOND}/s: ${r.targets.commandsPerSecond.met ? 'sí / yes' : 'NO'}; p99 ≤ ${TARGET_P99_MS} ms: ${r.targets.p99Ms.met ? 'sí / yes' : 'NO'}`,
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

export const benchApiCommand: CliCommand = {
  path: ['bench', 'api'],
  summary:
    'Mide submitGameCommand sobre HTTP frente a una consulta trivial / benchmarks submitGameCommand over HTTP against a trivial query',
  usage: [
    'bench api [--players N] [--commands N] [--no-build] [--one] [--apart] [--url URL] [--port N] [--warm-up N] [--max-ratio N] [--json]',
    '  --players N    jugadores simulados, dos por partida / simulated players, two per match (default 200)',
    '  --commands N   órdenes por partida / commands per match (default 40)',
    '  --no-build     usa apps/api/dist tal cual / use apps/api/dist as it is',
    '  --one          sin la segunda medida con dos instancias / skip the second run through two instances',
    '  --apart        cada instancia con su propio DATA_DIR, compartiendo un EventStoreDB: el de EVENTSTORE_CONNECTION_STRING o, si no, el sustituto de pruebas (FAKE_EVENTSTOREDB_PORT elige su puerto) / each instance on a DATA_DIR of its own, sharing an EventStoreDB: the one EVENTSTORE_CONNECTION_STRING names, else the test stand-in (FAKE_EVENTSTOREDB_PORT chooses its port)',
    '  --url URL      mide una API ya en marcha (con RATE_LIMIT_MUTATIONS_PER_MINUTE y RATE_LIMIT_QUERIES_PER_MINUTE altos) / measure a running API (with high rate limits)',
    '  --warm-up N    partidas jugadas antes de medir, en cada medida (0: en frío) / matches played before measuring, on each measured set of instances (0: from a cold start; default 10)',
    "  --port N       puerto de la API (la segunda instancia, el siguiente) / the API's port (the second instance takes the next)",
    '  --push         los jugadores esperan los avisos matchUpdated por WebSocket en vez de pedir matchView / players wait for matchUpdated pushes over the WebSocket instead of asking matchView',
    '  --max-ratio N  falla si la CPU de una orden pasa de N × la suma de sus partes / fail when a command costs more than N × the sum of its parts',
    'Sale con 1 si falla alguna petición (o con --max-ratio) / exits 1 when any request fails (or with --max-ratio).',
  ].join('\n'),
  async run(argv, io) {
    const { values } = parseOptions(argv, {
      ...valueFlags('players', 'commands', 'url', 'max-ratio', 'port', 'warm-up'),
      ...switchFlags('no-build', 'one', 'push', 'apart'),
    });
    const maxRatio = maxRatioOption(values['max-ratio'] as string | undefined);
    const players = positiveInt(values.players as string | undefined, 'players', 200);
    if (players < 2 || players % 2 !== 0) throw new UsageError('--players debe ser par y ≥ 2 / must be even and ≥ 2');
    const perMatch = positiveInt(values.commands as string | undefined, 'commands', 40);
    const port = values.port === undefined ? undefined : positiveInt(values.port as string, 'port');
    const warmUp = values['warm-up'] === undefined ? undefined : wholeNumber(values['warm-up'] as string, 'warm-up');
    const run = await runBenchApi(players, perMatch, {
      build: !values['no-build'],
      url: values.url as string | undefined,
      twoInstances: !values.one,
      push: values.push === true,
      apart: values.apart === true,
      ...(warmUp === undefined ? {} : { warmUp }),
      ...(port === undefined ? {} : { port }),
    });
    const parts = partsReport(run.apiCpuMsPerRequest, await measureParts(players / 2, perMatch), maxRatio);
    const report: BenchApiReport = { ...run, parts };
    if (values.json) printJson(io, report);
    else {
      printHuman(io, report);
      io.out([...pushLines(report.push), ...partsLines(parts)].join('\n'));
    }
    return benchApiExitCode(requestErrors(report), parts);
  },
};

/** Commands per CPU second through two instances as a share of one instance's (the aim is 0.8 or more). */
export function perCpuTwoOverOne(r: {
  readonly apiCpuMsPerRequest: CpuPerRequest;
  readonly twoInstances: { readonly apiCpuMsPerRequest: CpuPerRequest } | null;
}): number | null {
  const one = r.apiCpuMsPerRequest.commands;
  const two = r.twoInstances?.apiCpuMsPerRequest.commands;
  return one && two ? toThreeDecimals(one / two) : null;
}
