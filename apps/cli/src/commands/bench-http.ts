import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toThreeDecimals } from './bench-report.js';

/** What every API benchmark shares: the built API in a child process, a lean GraphQL client, figures. */
export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const API_MAIN = join(ROOT, 'apps', 'api', 'dist', 'main.js');

export interface Figures {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
}

/** CPU time the process `pid` has used so far, from /proc (Linux, USER_HZ = 100); null when unreadable. */
export function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export type Gql = <T>(
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) => Promise<{ data?: T; errors?: unknown[] }>;

export function summarize(latenciesMs: readonly number[], wallMs: number, errors: number): Figures {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return {
    requests: sorted.length,
    perSecond: Math.round(sorted.length / (Math.max(wallMs, 1) / 1000)),
    p50Ms: toThreeDecimals(at(50)),
    p99Ms: toThreeDecimals(at(99)),
    errors,
  };
}

/**
 * GraphQL over plain `node:http` with a keep-alive agent (one connection per simulated client,
 * as a browser or the CLI keeps one): `fetch` costs the client several times the CPU per
 * request, which on this 2-core machine is taken from the API being measured.
 */
export function gqlAt(url: string): Gql {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const target = new URL('/graphql', url);
  const post = (body: string, token: string | undefined, retried: boolean): Promise<never> =>
    new Promise((resolve, reject) => {
      const headers = {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      };
      const req = request(target, { method: 'POST', agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as never);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        res.on('error', reject);
      });
      // An idle keep-alive connection the server closed just as it was reused: send again on a
      // new one (Node's documented pattern; every mutation here carries its commandId).
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (req.reusedSocket && !retried && error.code === 'ECONNRESET') resolve(post(body, token, true));
        else reject(error);
      });
      req.end(body);
    });
  return (query, variables, token) => post(JSON.stringify({ query, variables }), token, false);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The deployment secret of every API this process starts: instances of one run share it, as an
 * operator's instances do (seeds and session marks are derived from it), and no run reuses it.
 */
const RUN_DEPLOYMENT_SECRET = randomBytes(32).toString('hex');

/**
 * Starts the built API as it is deployed (NODE_ENV=production, as its Dockerfile sets and as the
 * peer benchmark runs boardgame.io; libraries such as graphql-js skip their development checks);
 * `options.port` (a free port when absent) and `options.env` (e.g. the web's port for CORS) as asked.
 */
export async function startApi(
  dataDir: string,
  readModelsDir = dataDir,
  options: { readonly port?: number; readonly env?: Readonly<Record<string, string>> } = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = options.port ?? (await freePort());
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    CRONICA_DEPLOYMENT_SECRET: RUN_DEPLOYMENT_SECRET,
    ...options.env,
    DATA_DIR: dataDir,
    READ_MODELS_DIR: readModelsDir,
    API_PORT: String(port),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000000',
    RATE_LIMIT_LOGINS_PER_MINUTE: '1000000',
    RATE_LIMIT_QUERIES_PER_MINUTE: '1000000',
    WS_MAX_SOCKETS_PER_CLIENT: '100000',
    WS_MAX_SOCKETS_PER_ADDRESS: '100000',
  };
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: join(ROOT, 'apps', 'api'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not answer /health within 30 s');
}

/** Runs `work` with at most `limit` of them at once. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}
