import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { machineLine, machineLoad, type MachineLoad, yesOrNo } from './bench-report.js';
import { join } from 'node:path';
import { EXIT_NEGATIVE, EXIT_OK, parseOptions, positiveInt, printJson, UsageError } from '../command.js';
import { switchFlags, valueFlags, type CliCommand, type CliIO } from '../command.js';
import { API_MAIN, freePort, gqlAt, pool, ROOT, startApi, summarize, type Gql } from './bench-http.js';
import { measurePage, type BenchPageReport } from './bench-page.js';

/**
 * `bench event`: a large event through the running API, as an organizer runs it at the desk:
 * walk-ins registered (guest players: no password hashing in the way), registration closed, the
 * first round paired and published, every result entered, the round ended. The figure that
 * matters is pair + publish (aim: under 2 s for 2,048 players); the baseline, measured in the
 * same run, is one desk command (the median registration). Then the page half (bench-page.ts):
 * the tournament page's time to interactive in Chromium, beside a static page of the same size.
 */
const TARGET_PAIR_PUBLISH_MS = 2_000;
const CONCURRENCY = 8;

const REGISTER = 'mutation ($i: RegisterInput!) { register(input: $i) { token } }';
const CREATE = 'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id } } }';
const GUEST =
  'mutation ($t: ID!, $n: String!, $c: ID!) { registerGuest(tournamentId: $t, name: $n, commandId: $c) { result { events } } }';
const STEP = (name: string) =>
  `mutation ($t: ID!, $c: ID!) { ${name}(tournamentId: $t, commandId: $c) { result { events } } }`;
const TABLES = 'query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { table playerB } } }';
const OVERRIDE = `mutation ($t: ID!, $n: Int!, $res: MatchResultInput!, $c: ID!) {
  overrideResult(tournamentId: $t, round: 1, table: $n, result: $res, reason: "Acta de mesa / result slip", commandId: $c) { result { events } } }`;

export interface BenchEventReport {
  readonly players: number;
  readonly tournamentId: string;
  readonly tables: number;
  readonly registration: { readonly ms: number; readonly p50Ms: number; readonly p99Ms: number };
  readonly pairMs: number;
  readonly publishMs: number;
  readonly pairAndPublishMs: number;
  readonly results: { readonly ms: number; readonly perSecond: number; readonly p50Ms: number; readonly p99Ms: number };
  readonly endRoundMs: number;
  /** pair + publish ÷ the median desk command, both measured in this run. */
  readonly ratioToOneCommand: number;
  readonly target: { readonly pairAndPublishMs: number; readonly met: boolean };
  readonly errors: number;
  /** The tournament page against its floor; null with --no-page. */
  readonly page: BenchPageReport | null;
  readonly machine: MachineLoad;
}

type Answer = { data?: unknown; errors?: unknown[] };

async function timed(work: () => Promise<Answer>, what: string): Promise<number> {
  const t0 = performance.now();
  const answer = await work();
  if (!answer.data) throw new Error(`${what}: ${JSON.stringify(answer.errors)}`);
  return performance.now() - t0;
}

async function openEvent(gql: Gql, players: number): Promise<{ token: string; t: string }> {
  const signedUp = await gql<{ register: { token: string } }>(REGISTER, {
    i: {
      commandId: 'bench-event-organizer',
      username: 'organizadora',
      displayName: 'Organizadora',
      password: 'clave-del-banco-de-pruebas',
    },
  });
  if (!signedUp.data) throw new Error(`sign-up failed: ${JSON.stringify(signedUp.errors)}`);
  const token = signedUp.data.register.token;
  const input = {
    commandId: 'bench-event',
    name: `Banco de pruebas: ${players} jugadores`,
    game: 'blades-of-ash',
    requireDeckLists: false,
    registration: 'open',
  };
  const created = await gql<{ createTournament: { tournament: { id: string } } }>(CREATE, { input }, token);
  if (!created.data) throw new Error(`createTournament failed: ${JSON.stringify(created.errors)}`);
  return { token, t: created.data.createTournament.tournament.id };
}

async function registerAll(
  gql: Gql,
  token: string,
  t: string,
  players: number,
): Promise<{ ms: number; latencies: number[] }> {
  const latencies: number[] = [];
  const started = performance.now();
  await pool(
    Array.from({ length: players }, (_, n) => n),
    CONCURRENCY,
    async (n) => {
      latencies.push(
        await timed(() => gql(GUEST, { t, n: `Jugador ${n + 1}`, c: `guest-${n}` }, token), 'registerGuest'),
      );
    },
  );
  return { ms: performance.now() - started, latencies };
}

async function reportAll(
  gql: Gql,
  token: string,
  t: string,
): Promise<{ tables: number; ms: number; latencies: number[]; errors: number }> {
  const read = await gql<{ tournament: { pairings: Array<{ table: number; playerB: string | null }> } }>(
    TABLES,
    { t },
    token,
  );
  const tables = (read.data?.tournament.pairings ?? []).filter((p) => p.playerB !== null);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await pool(tables, CONCURRENCY, async ({ table }) => {
    const winner = table % 3 === 0 ? 'b' : 'a';
    const res = {
      winner,
      games: [{ winner, lifeA: winner === 'a' ? 1 + (table % 20) : 0, lifeB: winner === 'b' ? 1 + (table % 20) : 0 }],
    };
    const t0 = performance.now();
    const answer = await gql(OVERRIDE, { t, n: table, res, c: `result-${table}` }, token);
    latencies.push(performance.now() - t0);
    if (!answer.data) errors += 1;
  });
  return { tables: read.data?.tournament.pairings.length ?? 0, ms: performance.now() - started, latencies, errors };
}

const rounded = (ms: number) => Math.round(ms);

export async function measureEvent(url: string, players: number): Promise<BenchEventReport> {
  const loadBefore = loadavg()[0]!;
  const gql = gqlAt(url);
  const { token, t } = await openEvent(gql, players);
  const registration = await registerAll(gql, token, t, players);
  await timed(() => gql(STEP('closeRegistration'), { t, c: 'close' }, token), 'closeRegistration');
  const pairMs = await timed(() => gql(STEP('pairNextRound'), { t, c: 'pair-1' }, token), 'pairNextRound');
  const publishMs = await timed(() => gql(STEP('publishPairings'), { t, c: 'publish-1' }, token), 'publishPairings');
  const results = await reportAll(gql, token, t);
  const endRoundMs = await timed(() => gql(STEP('endRound'), { t, c: 'end-1' }, token), 'endRound');
  const reg = summarize(registration.latencies, registration.ms, 0);
  const res = summarize(results.latencies, results.ms, results.errors);
  return {
    players,
    tournamentId: t,
    tables: results.tables,
    registration: { ms: rounded(registration.ms), p50Ms: reg.p50Ms, p99Ms: reg.p99Ms },
    pairMs: rounded(pairMs),
    publishMs: rounded(publishMs),
    pairAndPublishMs: rounded(pairMs + publishMs),
    results: { ms: rounded(results.ms), perSecond: res.perSecond, p50Ms: res.p50Ms, p99Ms: res.p99Ms },
    endRoundMs: rounded(endRoundMs),
    ratioToOneCommand: Math.round(((pairMs + publishMs) / Math.max(reg.p50Ms, 0.001)) * 10) / 10,
    target: { pairAndPublishMs: TARGET_PAIR_PUBLISH_MS, met: pairMs + publishMs <= TARGET_PAIR_PUBLISH_MS },
    errors: results.errors,
    page: null,
    machine: machineLoad(Math.round(loadBefore * 100) / 100, Math.round(loadavg()[0]! * 100) / 100),
  };
}

export interface BenchEventOptions {
  readonly players: number;
  readonly build: boolean;
  /** A running API to measure instead of starting one. */
  readonly url?: string;
  readonly page: boolean;
  readonly runs: number;
  readonly apiPort?: number;
  readonly webPort?: number;
}

const optionSpec = {
  ...valueFlags('players', 'runs', 'url', 'api-port', 'web-port'),
  ...switchFlags('no-build', 'no-page'),
};

/** The flags as the run takes them; a usage error for a field under two, a bad count or a port out of range. */
export function eventOptions(values: Record<string, unknown>): BenchEventOptions {
  const players = positiveInt(values.players as string | undefined, 'players', 2048);
  if (players < 2) throw new UsageError('--players debe ser ≥ 2 / must be ≥ 2');
  const port = (name: string) =>
    values[name] === undefined ? undefined : positiveInt(values[name] as string, name, 0);
  const [apiPort, webPort] = [port('api-port'), port('web-port')];
  if ((apiPort ?? 0) > 65535 || (webPort ?? 0) > 65535)
    throw new UsageError('puerto inválido / invalid port (1-65535)');
  return {
    players,
    build: !values['no-build'],
    page: !values['no-page'],
    runs: positiveInt(values.runs as string | undefined, 'runs', 3),
    ...(typeof values.url === 'string' ? { url: values.url } : {}),
    ...(apiPort ? { apiPort } : {}),
    ...(webPort ? { webPort } : {}),
  };
}

function buildFirst(page: boolean): void {
  const projects = page ? ['api', 'web'] : ['api'];
  if (
    spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...projects, '--output-style=stream'], {
      cwd: ROOT,
      stdio: 'ignore',
    }).status !== 0
  ) {
    throw new UsageError(`no se pudo compilar / the build failed (npx nx run-many -t build -p ${projects.join(' ')})`);
  }
}

async function withPage(
  report: BenchEventReport,
  apiUrl: string,
  options: BenchEventOptions,
  webPort: number,
): Promise<BenchEventReport> {
  if (!options.page) return report;
  const page = await measurePage(apiUrl, report.tournamentId, webPort, options.runs);
  const after = Math.round(loadavg()[0]! * 100) / 100;
  return { ...report, page, machine: { ...report.machine, loadAverage1m: { ...report.machine.loadAverage1m, after } } };
}

export async function runBenchEvent(options: BenchEventOptions): Promise<BenchEventReport> {
  const webPort = options.webPort ?? (await freePort());
  if (options.url) return withPage(await measureEvent(options.url, options.players), options.url, options, webPort);
  if (options.build) buildFirst(options.page);
  if (!existsSync(API_MAIN)) throw new UsageError(`falta / missing ${API_MAIN}: npx nx run api:build`);
  const dataDir = mkdtempSync(join(tmpdir(), 'cronica-bench-event-'));
  // The API lets the bench's web (its browser calls) through CORS.
  const api = await startApi(dataDir, dataDir, {
    ...(options.apiPort ? { port: options.apiPort } : {}),
    env: { WEB_PORT: String(webPort) },
  });
  try {
    return await withPage(await measureEvent(api.url, options.players), api.url, options, webPort);
  } finally {
    api.child.kill('SIGTERM');
    await new Promise((resolve) => api.child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Met when pair + publish and the page (when measured) are within their aims, with no errors. */
export function eventTargetsMet(report: BenchEventReport): boolean {
  return report.target.met && report.errors === 0 && (report.page === null || report.page.target.met);
}

function printHuman(io: CliIO, r: BenchEventReport): void {
  io.out(
    [
      `Evento / event — ${r.players} jugadores / players, ${r.tables} mesas / tables`,
      `  inscripción / registration: ${r.registration.ms} ms (p50 ${r.registration.p50Ms} ms, p99 ${r.registration.p99Ms} ms por jugador / per player)`,
      `  emparejar / pair: ${r.pairMs} ms; publicar / publish: ${r.publishMs} ms; total ${r.pairAndPublishMs} ms (objetivo / target ≤ ${r.target.pairAndPublishMs} ms: ${yesOrNo(r.target.met)})`,
      `  = ${r.ratioToOneCommand} × una orden de mesa / one desk command (p50)`,
      `  resultados / results: ${r.results.ms} ms, ${r.results.perSecond}/s (p50 ${r.results.p50Ms} ms, p99 ${r.results.p99Ms} ms), errores / errors ${r.errors}`,
      `  terminar ronda / end round: ${r.endRoundMs} ms`,
      ...(r.page
        ? [
            `  página / page: ${r.page.bytes} bytes; interactiva / interactive en ${r.page.ttiMs.median} ms (mediana / median, ${r.page.ttiMs.runs.join(', ')}; objetivo / target ≤ ${r.page.target.ttiMs} ms: ${yesOrNo(r.page.target.met)})`,
            `  suelo / floor (HTML estático del mismo tamaño / static HTML of the same size): ${r.page.floorMs.median} ms (${r.page.floorMs.runs.join(', ')}); = ${r.page.ratio} × suelo / floor`,
          ]
        : []),
      machineLine(r.machine),
    ].join('\n'),
  );
}

export const benchEventCommand: CliCommand = {
  path: ['bench', 'event'],
  summary:
    'Mide un evento grande por la API: inscribir, emparejar y publicar, resultados / benchmarks a large event through the API',
  usage: [
    'bench event [--players N] [--runs N] [--no-page] [--no-build] [--url URL] [--api-port N] [--web-port N] [--json]',
    '  --players N    jugadores (invitados de mesa) / players (desk walk-ins) (default 2048)',
    '  --runs N       cargas de la página y del suelo / loads of the page and of the floor (default 3, mediana / median)',
    '  --no-page      sin la mitad de la página (Chromium) / skip the page half (Chromium)',
    '  --no-build     usa apps/api/dist y apps/web/.next tal cual / use the builds as they are',
    '  --url URL      mide una API ya en marcha (con límites altos) / measure a running API (with high rate limits)',
    '  --api-port N, --web-port N   puertos / ports (default: libres / free ones)',
    'Sale con 1 si emparejar y publicar pasa de 2 s, la página de 1,5 s o hay errores / exits 1 when pair + publish exceeds 2 s, the page 1.5 s, or errors occur.',
  ].join('\n'),
  async run(argv, io) {
    const { values } = parseOptions(argv, optionSpec);
    const report = await runBenchEvent(eventOptions(values));
    if (values.json) printJson(io, report);
    else printHuman(io, report);
    return eventTargetsMet(report) ? EXIT_OK : EXIT_NEGATIVE;
  },
};
