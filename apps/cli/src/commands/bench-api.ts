import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  parseOptions,
  positiveInt,
  printJson,
  switchFlags,
  UsageError,
  valueFlags,
  wholeNumber,
  type CliCommand,
} from '../command.js';
import { sharedStoreName } from './bench-api-apart.js';
import {
  benchApiReport,
  commandCounters,
  cpuPerRequest,
  printBenchApi,
  serverFigures,
  type BenchApiReport,
  type BenchSizes,
  type InstancesReport,
} from './bench-api-figures.js';
import { cpuMsOfAll, roundRobin, withInstances } from './bench-api-instances.js';
import {
  benchApiExitCode,
  maxRatioOption,
  measureParts,
  partsLines,
  partsReport,
  requestErrors,
} from './bench-api-parts.js';
import { openPushes, pushLines, type PushFigures } from './bench-api-push.js';
import { askViews, countingViews, playTable, viewOf, type BenchTable } from './bench-api-play.js';
import { ACCEPT, DECKS, INVITE, REGISTER, SEED, TRIVIAL } from './bench-api-queries.js';
import { API_MAIN, pool, ROOT, summarize, type Figures, type Gql } from './bench-http.js';
import { toThreeDecimals } from './bench-report.js';

/**
 * `bench api`: the built API in a child process over a temporary DATA_DIR; simulated players in
 * concurrent matches send game commands over HTTP, then the same number of requests, at the same
 * concurrency, go to a trivial GraphQL query (the ceiling). Then the same run through two API
 * processes on one DATA_DIR, the requests alternating between them.
 */

/**
 * Matches played through each measured set of instances before the CPU is read (`--warm-up`), so the
 * figures are a running server's: the command path compiled and its caches filled, as after any
 * hour of play. 0 measures from a cold start.
 */
const WARM_UP_MATCHES = 10;

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
  if (url) return benchApiReport(sizes, await measure([url], sizes, options.pids ?? [], push), null);
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
  return { ...benchApiReport(sizes, one, two, loadBefore), ...(apart ? { apart: sharedStoreName() } : {}) };
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
      printBenchApi(io, report);
      io.out([...pushLines(report.push), ...partsLines(parts)].join('\n'));
    }
    return benchApiExitCode(requestErrors(report), parts);
  },
};
