import { request } from 'node:http';
import { expect } from 'vitest';
import type { TestApi } from './harness.js';
import { errorsOf, rawSocket } from './raw-socket.js';

/** The two ways a client reaches the API; every refusal must read the same on both. */
export type Transport = 'http' | 'ws';
export const TRANSPORTS: readonly Transport[] = ['http', 'ws'];

export interface Answer<T> {
  readonly data?: T;
  readonly errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** One operation over HTTP, or over a WebSocket of its own (graphql-transport-ws), answered alike. */
export async function over<T = Record<string, unknown>>(
  api: TestApi,
  transport: Transport,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Answer<T>> {
  if (transport === 'http') {
    const { data, errors } = await api.gql<T>(query, variables, token);
    return { ...(data ? { data } : {}), ...(errors ? { errors } : {}) };
  }
  const ws = await rawSocket(api.url, token ? { token } : {});
  try {
    ws.subscribe('op', query, variables);
    const message = await ws.next('op', 15_000);
    if (message.type === 'error') return { errors: errorsOf(message) };
    return message.payload as Answer<T>;
  } finally {
    ws.close();
  }
}

/**
 * The request refused alike over HTTP and WebSocket, its first error's extensions holding `expected`,
 * with nothing written to the store. `variables` is asked once per transport (a fresh command id).
 */
export async function expectRefusedOnEveryTransport(
  api: TestApi,
  query: string,
  variables: () => Record<string, unknown>,
  token: string | undefined,
  expected: Record<string, unknown>,
): Promise<void> {
  for (const transport of TRANSPORTS) {
    const before = await api.storeHead();
    const answer = await over(api, transport, query, variables(), token);
    expect([transport, answer.errors?.[0]?.extensions]).toEqual([transport, expect.objectContaining(expected)]);
    expect(await api.storeHead()).toBe(before);
  }
}

/** An OPTIONS preflight sent to `address` with any Host and Origin; resolves with the allowed origin. */
export function preflight(api: TestApi, address: string, origin: string, host: string): Promise<string | null> {
  const port = new URL(api.url).port;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: address,
        port,
        path: '/graphql',
        method: 'OPTIONS',
        headers: { origin, host, 'access-control-request-method': 'POST' },
      },
      (res) => {
        res.resume();
        resolve((res.headers['access-control-allow-origin'] as string | undefined) ?? null);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Headers of a request from `address`, forwarded by a trusted proxy (the loopback): each test's buckets stay its own. */
export const forwardedFrom = (address: string) => ({ 'x-forwarded-for': address });

/** The first error's code of an answer, or `ok` when it has none: what a limit test counts. */
export const outcomeCode = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  result.errors?.[0]?.extensions?.code ?? 'ok';
