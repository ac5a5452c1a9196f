import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl } from './env';

/** Asks the API directly, to compare what the web shows with what the store holds. */
export async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const response = await request.post(`${apiUrl}/graphql`, { data: { query, variables }, headers });
  expect(response.ok(), await response.text()).toBeTruthy();
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
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
