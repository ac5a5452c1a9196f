import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import type { Logger } from 'pino';
import WebSocket from 'ws';
import { startApi, type RunningApi } from '../bootstrap.js';
import type { KdfParams } from '../auth/password.js';
import { loadConfig, type ApiConfig } from '../config/config.js';

export interface GqlResponse<T = Record<string, unknown>> {
  readonly status: number;
  readonly data?: T;
  readonly errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  readonly headers: Headers;
}

export interface TestApi extends RunningApi {
  readonly dataDir: string;
  readonly config: ApiConfig;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<GqlResponse<T>>;
  ws(token?: string): Client;
  /** The store's head position from the operators' /health/details (null on an empty store). */
  storeHead(): Promise<string | null>;
  stop(): Promise<void>;
}

/** The operators' token every test API gets (see health/ops-access.ts). */
export const TEST_OPS_TOKEN = 'test-ops-token-0123456789';

/**
 * Password hashing for tests: the real floor (auth/password.ts) costs ~0.3 s a hash, and the
 * suites sign up hundreds of accounts. Only code can set this; SCRYPT_COST cannot go below the floor.
 */
export const TEST_KDF: KdfParams = { N: 2 ** 10, r: 8, p: 1 };

export interface TestApiOptions {
  /** Hash passwords with the production parameters (tests of the KDF itself). */
  readonly realKdf?: boolean;
  /** Where the API logs (tests that read its log lines); silent otherwise. */
  readonly logger?: Logger;
}

/** A real API over HTTP on a free port, with its own temporary DATA_DIR. */
export async function startTestApi(
  env: Record<string, string> = {},
  dataDir?: string,
  options: TestApiOptions = {},
): Promise<TestApi> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'cronica-api-'));
  const config = testConfig(env, dir, options);
  const api = await startApi(config, options.logger);
  const clients: Client[] = [];
  return {
    ...api,
    dataDir: dir,
    config,
    gql: <T>(
      query: string,
      variables: Record<string, unknown> = {},
      token?: string,
      headers: Record<string, string> = {},
    ) => postGql<T>(api.url, query, variables, token, headers),
    ws(token?: string): Client {
      const client = socketClient(api.url, token);
      clients.push(client);
      return client;
    },
    async storeHead(): Promise<string | null> {
      const response = await fetch(`${api.url}/health/details`, {
        headers: { authorization: `Bearer ${config.opsToken ?? ''}` },
      });
      return ((await response.json()) as { store: { head: string | null } }).store.head;
    },
    async stop(): Promise<void> {
      await Promise.all(clients.map((client) => client.dispose()));
      await api.close();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A test API's settings: silent, no demo, logins unthrottled, and a cheap KDF unless the test measures the real one. */
function testConfig(env: Record<string, string>, dir: string, options: TestApiOptions): ApiConfig {
  const loaded = loadConfig({
    API_PORT: '0',
    DATA_DIR: dir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    OPS_TOKEN: TEST_OPS_TOKEN,
    RATE_LIMIT_LOGINS_PER_MINUTE: '100000',
    ...env,
  });
  return options.realKdf ? loaded : { ...loaded, kdf: TEST_KDF };
}

/** A graphql-ws client of the API that never retries (a test sees each close as it happens). */
function socketClient(url: string, token: string | undefined): Client {
  return createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
}

/** One GraphQL request over HTTP, as a browser sends it: its status, data, errors and headers. */
async function postGql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token: string | undefined,
  headers: Record<string, string>,
): Promise<GqlResponse<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: GqlResponse['errors'] };
  return { status: response.status, data: body.data ?? undefined, errors: body.errors, headers: response.headers };
}

/** One query or mutation over a graphql-ws client: its single answer (errors included). */
export function overSocket(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<FormattedExecutionResult<Record<string, unknown>, unknown>> {
  return new Promise((resolve, reject) => {
    let answer: FormattedExecutionResult<Record<string, unknown>, unknown> | undefined;
    client.subscribe(
      { query, variables },
      { next: (value) => (answer = value), error: reject, complete: () => resolve(answer!) },
    );
  });
}

/** Collects the next `count` results of a subscription. */
export function nextResults<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  count: number,
): { done: Promise<T[]>; ready: Promise<void> } {
  const results: T[] = [];
  let settle!: (value: T[]) => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<T[]>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  let onReady!: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  client.on('connected', () => setTimeout(onReady, 100));
  const unsubscribe = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) return fail(new Error(JSON.stringify(value.errors)));
        results.push(value.data as T);
        if (results.length >= count) {
          unsubscribe();
          settle(results);
        }
      },
      error: fail,
      complete: () => settle(results),
    },
  );
  return { done, ready };
}

export interface Account {
  readonly id: string;
  readonly username: string;
  readonly token: string;
}

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token player { id username } } }`;

/** Registers an account and returns its session. */
export async function signUp(api: TestApi, username: string, displayName = username): Promise<Account> {
  const result = await api.gql<{ register: { token: string; player: { id: string; username: string } } }>(REGISTER, {
    input: { commandId: `signup-${username}`, username, displayName, password: `clave-de-${username}` },
  });
  if (!result.data) throw new Error(`sign-up failed: ${JSON.stringify(result.errors)}`);
  return { id: result.data.register.player.id, username, token: result.data.register.token };
}

let commandCounter = 0;
/** A fresh client command id. */
export const cmd = (label = 'c') => `${label}-${process.pid}-${(commandCounter += 1)}`;

/** Runs a mutation and fails loudly on errors. */
export async function mutate<T = Record<string, unknown>>(
  api: TestApi,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const result = await api.gql<T>(query, variables, token);
  if (result.errors || !result.data) throw new Error(`${query.slice(0, 60)}… failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** Runs a mutation of one root field and answers that field (what most steps of a spec read). */
export async function mutateOne<T>(
  api: TestApi,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const [answer] = Object.values(await mutate<Record<string, T>>(api, query, variables, token));
  return answer as T;
}

/** Runs a command mutation and answers the names of the events it recorded (none for a repeat). */
export async function eventsRecorded(
  api: TestApi,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<string[]> {
  return (await mutateOne<{ result: { events: string[] } }>(api, query, variables, token)).result.events;
}
