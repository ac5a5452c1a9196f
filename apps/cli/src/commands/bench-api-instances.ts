import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { instanceDirs, openSharedStore } from './bench-api-apart.js';
import { cpuMsOf, gqlAt, startApi, type Gql } from './bench-http.js';

/**
 * `count` API processes on one fresh DATA_DIR, each with its own read models (README, "Running
 * more than one API"); `apart`: each on a DATA_DIR of its own, sharing an EventStoreDB (bench-api-apart.ts).
 */
export async function withInstances<T>(
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
export function cpuMsOfAll(pids: ReadonlyArray<number | undefined>): number | null {
  let sum = 0;
  for (const pid of pids) {
    const ms = cpuMsOf(pid);
    if (ms === null) return null;
    sum += ms;
  }
  return pids.length === 0 ? null : sum;
}

/** Requests alternate between the instances, as a round-robin proxy sends them. */
export function roundRobin(urls: readonly string[]): Gql {
  const clients = urls.map(gqlAt);
  let turn = 0;
  return (query, variables, token) => clients[turn++ % clients.length]!(query, variables, token);
}
