import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { spawnApi, type ChildApi } from './child-api.js';

/**
 * Several API processes on one DATA_DIR (the embedded store shared through SQLite in WAL mode), or
 * each on its own DATA_DIR sharing one EventStoreDB server, each with read models of its own,
 * reached through a round-robin like the proxy in front of the compose replicas.
 */

export type Gql = <T>(
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
) => Promise<{ data?: T; errors?: Array<{ message?: string; extensions?: Record<string, unknown> }> }>;

/** One GraphQL POST to one instance; throws when the instance cannot be reached. */
export function gqlAt(url: string): Gql {
  return async (query, variables = {}, token) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as never;
  };
}

/** The environment of every instance: test games, no spectator delay, limits out of the way of the load (logs stay at info: spawnApi waits for the "listening" line). */
export const INSTANCE_ENV = {
  CRONICA_TEST_GAMES: '1',
  SPECTATOR_DELAY_EVENTS: '0',
  RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000000',
  RATE_LIMIT_QUERIES_PER_MINUTE: '1000000',
  WS_MAX_SOCKETS_PER_CLIENT: '100000',
  WS_MAX_SOCKETS_PER_ADDRESS: '100000',
} as const;

/** Where instance `n` keeps its read models: under the shared DATA_DIR, or in a DATA_DIR of its own. */
export const readModelsDirOf = (root: string, n: number, apart = false) =>
  apart ? instanceDataDir(root, n) : `${root}/read-models-${n}`;

/** Instance `n`'s own DATA_DIR when instances share nothing but the event store. */
export const instanceDataDir = (root: string, n: number) => `${root}/instance-${n}`;

export interface SpawnOptions {
  /**
   * Each instance on a DATA_DIR of its own under the root, sharing only the EventStoreDB server
   * `env` names (EVENTSTORE_CONNECTION_STRING) and the deployment secret: machines apart.
   */
  readonly apart?: boolean;
  readonly env?: Record<string, string>;
}

/** Starts `count` instances under `root`, one after another (on one DATA_DIR, the first creates the databases). */
export async function spawnInstances(root: string, count: number, options: SpawnOptions = {}): Promise<ChildApi[]> {
  const started: ChildApi[] = [];
  for (let n = 0; n < count; n += 1) {
    const env = { ...INSTANCE_ENV, ...options.env, READ_MODELS_DIR: readModelsDirOf(root, n, options.apart) };
    started.push(await spawnApi(options.apart ? instanceDataDir(root, n) : root, env));
  }
  return started;
}

/**
 * A round-robin over the live instances: each request goes to the next one. A request that cannot
 * reach its instance (refused, reset: the process died) takes that instance out of the rotation and
 * is sent again, unchanged, to the next one, as a proxy with passive health checks does.
 */
export class RoundRobin {
  private turn = 0;
  private readonly live: string[];

  constructor(urls: readonly string[]) {
    this.live = [...urls];
  }

  get size(): number {
    return this.live.length;
  }

  readonly gql: Gql = async (query, variables, token) => {
    for (;;) {
      if (this.live.length === 0) throw new Error('no API instance is left');
      const url = this.live[this.turn++ % this.live.length]!;
      try {
        return await gqlAt(url)(query, variables, token);
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        const at = this.live.indexOf(url);
        if (at >= 0) this.live.splice(at, 1);
      }
    }
  };
}

/** A graphql-ws client on one instance. */
export function wsAt(url: string, token?: string): Client {
  return createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
}

/** Waits until the instance's read models are live and have applied everything in the store. */
export async function waitCaughtUp(url: string, attempts = 400): Promise<void> {
  for (let i = 0; i < attempts; i += 1) {
    const health = (await fetch(`${url}/health`).then((r) => r.json())) as {
      projectionLag?: number;
      caughtUp?: boolean;
    };
    if (health.caughtUp && health.projectionLag === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not catch up with the store`);
}
