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
