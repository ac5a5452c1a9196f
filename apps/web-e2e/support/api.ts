import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl } from './env';

interface GraphqlBody<T> {
  readonly data?: T;
  readonly errors?: readonly { extensions?: { code?: string; retryAfterSeconds?: number } }[];
}

/** How long the API asked to wait before a request it refused only for being too many at once. */
function retryAfter(body: GraphqlBody<unknown>): number | null {
  const limited = body.errors?.find((error) => error.extensions?.code === 'RATE_LIMITED');
  const seconds = limited?.extensions?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds <= 5 ? seconds : null;
}

/** A GraphQL answer's body; an empty one for a body that is not JSON (a proxy's error page), which fails as not ok. */
function parsedBody<T>(text: string): GraphqlBody<T> {
  try {
    return JSON.parse(text) as GraphqlBody<T>;
  } catch {
    return {};
  }
}

/**
 * Asks the API directly, to compare what the web shows with what the store holds. Like any
 * well-behaved client it waits as long as a RATE_LIMITED answer says and asks again (a test that
 * registers a room of players at once meets the per-network password-check share).
 */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  // One connection per request: after a wait as long as the server's keep-alive (5 s), a pooled
  // socket would be closed by the server just as the retry is sent on it (ECONNRESET).
  const headers = { connection: 'close', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  // Patient as a person pressing again: a room of players registered at once shares the network's
  // password checks, which take longer on a busy machine; a limit still standing after this fails.
  const giveUpAt = Date.now() + 120_000;
  for (;;) {
    const response = await request.post(`${apiUrl}/graphql`, { data: { query, variables }, headers });
    const text = await response.text();
    // A whole request refused as one too many comes as HTTP 429, with the wait in its body.
    const body = parsedBody<T>(text);
    const wait = retryAfter(body);
    if (wait !== null && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    expect(response.ok(), text).toBeTruthy();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  }
}

/** Waits until the API's read models have caught up with the store (its demo seed included). */
export async function waitForProjections(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl}/health`);
        const body = (await response.json()) as { status?: string; caughtUp?: boolean; projectionLag?: number };
        return body.status === 'ok' && body.caughtUp === true && body.projectionLag === 0;
      },
      { timeout: 20_000, message: 'the API read models catch up with the store' },
    )
    .toBe(true);
}

/** The API's whole answer, errors included: for a test that expects a refusal and reads its code. */
export async function graphqlAnswer(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<{ errors?: Array<{ extensions?: Record<string, unknown> }> }> {
  const response = await request.post(`${apiUrl}/graphql`, {
    data: { query, variables },
    headers: { connection: 'close', authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { errors?: Array<{ extensions?: Record<string, unknown> }> };
}
