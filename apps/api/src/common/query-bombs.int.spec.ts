import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/harness.js';
import { errorsOf, rawSocket, type RawSocket } from '../testing/raw-socket.js';

/** `query { ...F0 } fragment F0 on Query { ...F1 ...F1 } … fragment F25 on Query { __typename }`: ~1 KB, 2^25 fields once spread out. */
const BOMB = [
  'query { ...F0 }',
  ...Array.from({ length: 25 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`),
  'fragment F25 on Query { __typename }',
].join('\n');
const CYCLE = 'query { ...A } fragment A on Query { __typename ...B } fragment B on Query { ...A }';
const TOO_MANY_FRAGMENTS = `{ ...G0 } ${Array.from({ length: 200 }, (_, i) => `fragment G${i} on Query { __typename ${i + 1 < 200 ? `...G${i + 1}` : ''} }`).join(' ')}`;

/**
 * A generous bound for "at once": the walk is linear, so these answers take milliseconds; before,
 * the 25-level bomb held the event loop for seconds (11 s on the review machine), and every other
 * request with it. Loose enough for a busy two-core machine, far below the old freeze.
 */
const AT_ONCE_MS = 2000;

/** Runs `request` while `/health` is asked again and again: how long the request took and the slowest `/health` meanwhile. */
async function whileProbingHealth<T>(
  api: TestApi,
  request: () => Promise<T>,
): Promise<{ answer: T; ms: number; healthWorstMs: number }> {
  const started = performance.now();
  let done = false;
  const answer = request().finally(() => (done = true));
  let healthWorstMs = 0;
  do {
    const asked = performance.now();
    const health = await fetch(`${api.url}/health`, { headers: { connection: 'close' } });
    await health.text();
    healthWorstMs = Math.max(healthWorstMs, performance.now() - asked);
  } while (!done);
  const result = await answer;
  return { answer: result, ms: performance.now() - started, healthWorstMs };
}

describe('hostile GraphQL documents are answered at once, on both transports', () => {
  let api: TestApi;
  let ws: RawSocket;
  beforeAll(async () => {
    api = await startTestApi();
    ws = await rawSocket(api.url);
  });
  afterAll(async () => {
    ws.close();
    await api.stop();
  });

  it('refuses a 25-level fragment bomb over HTTP by its cost, while /health keeps answering', async () => {
    const { answer, ms, healthWorstMs } = await whileProbingHealth(api, () => api.gql(BOMB));
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', cost: 2 ** 25, maxCost: 20_000 });
    expect(ms).toBeLessThan(AT_ONCE_MS);
    expect(healthWorstMs).toBeLessThan(AT_ONCE_MS);
  });

  it('refuses the same bomb over a WebSocket, while /health keeps answering, and the socket stays usable', async () => {
    const { answer, ms, healthWorstMs } = await whileProbingHealth(api, () => {
      ws.subscribe('bomb', BOMB);
      return ws.next('bomb');
    });
    expect(answer.type).toBe('error');
    expect(errorsOf(answer)[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', cost: 2 ** 25, maxCost: 20_000 });
    expect(ms).toBeLessThan(AT_ONCE_MS);
    expect(healthWorstMs).toBeLessThan(AT_ONCE_MS);
    ws.subscribe('after', '{ __typename }');
    expect(await ws.next('after')).toMatchObject({ type: 'next', payload: { data: { __typename: 'Query' } } });
  });

  it('answers a fragment cycle over HTTP as a validation error (400), not an internal one', async () => {
    const answer = await api.gql(CYCLE);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Cannot spread fragment "A" within itself/),
      extensions: { code: 'BAD_USER_INPUT', reason: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('answers a fragment cycle over a WebSocket with the same error, and keeps the socket open', async () => {
    ws.subscribe('cycle', CYCLE);
    const answer = await ws.next('cycle');
    expect(answer.type).toBe('error');
    expect(errorsOf(answer)[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'GRAPHQL_VALIDATION_FAILED',
    });
    ws.subscribe('still-open', '{ __typename }');
    expect((await ws.next('still-open')).type).toBe('next');
  });

  it('refuses a document with too many fragments before validating it, on both transports', async () => {
    const http = await api.gql(TOO_MANY_FRAGMENTS);
    expect(http.status).toBe(400);
    expect(http.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'TOO_MANY_FRAGMENTS',
      messages: { es: expect.any(String), en: expect.any(String) },
    });
    ws.subscribe('fragments', TOO_MANY_FRAGMENTS);
    expect(errorsOf(await ws.next('fragments'))[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'TOO_MANY_FRAGMENTS',
    });
  });

  it('refuses 20 000 nested brackets with a clear message rather than overflowing the parser, on both transports', async () => {
    const nested = `{ tournaments(limit: ${'['.repeat(20_000)}) { id } }`;
    const http = await api.gql(nested);
    expect(http.status).toBe(400);
    expect(http.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'NESTED_TOO_DEEPLY',
      messages: { en: 'The request is nested too deeply.' },
    });
    ws.subscribe('nested', nested);
    expect(errorsOf(await ws.next('nested'))[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'NESTED_TOO_DEEPLY',
    });
  });
});
