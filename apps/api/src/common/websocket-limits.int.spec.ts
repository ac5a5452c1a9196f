import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/harness.js';
import { errorsOf, rawSocket } from '../testing/raw-socket.js';
import { suiteApi, TIGHT_LIMITS } from '../testing/suite-api.js';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const CLOCK = 'subscription { roundClock(tournamentId: "no-such") { remainingMs } }';

/** Opens a socket, subscribes with `query` and answers the first error of the reply; the socket is closed after. */
async function firstErrorOver(url: string, query: string) {
  const ws = await rawSocket(url);
  ws.subscribe('probe', query);
  const [error] = errorsOf(await ws.next('probe'));
  ws.close();
  return error;
}

/** Every limit an HTTP request meets, a WebSocket meets too. */
describe('limits over graphql-ws', () => {
  const api = suiteApi({
    ...TIGHT_LIMITS,
    MAX_BODY_BYTES: '4096',
    WS_MAX_SUBSCRIPTIONS: '5',
    WS_MESSAGES_PER_MINUTE: '40',
  });
  beforeAll(async () => {
    await signUp(api, 'rosa');
  });

  it('refuses a query deeper than the limit, as BAD_USER_INPUT with both languages', async () => {
    const error = await firstErrorOver(api.url, '{ tournaments { pairings { result { status } } } }');
    expect(error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'QUERY_TOO_DEEP',
      maxDepth: 2,
      messages: { es: expect.stringMatching(/profundidad/), en: expect.stringMatching(/depth/) },
    });
  });

  it('refuses a query costlier than the limit', async () => {
    const error = await firstErrorOver(
      api.url,
      `{ ${Array.from({ length: 70 }, (_, i) => `t${i}: me { id }`).join(' ')} }`,
    );
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', maxCost: 60 });
  });

  it('closes the socket on a message larger than MAX_BODY_BYTES (1009), without running it', async () => {
    const ws = await rawSocket(api.url);
    ws.subscribe('big', `{ me { id } } # ${'x'.repeat(5000)}`);
    expect((await ws.closed).code).toBe(1009);
  });

  it('rate-limits logins over one socket like over HTTP', async () => {
    // An address of its own (forwarded by a trusted proxy: the loopback), so no other test's mutations share the bucket.
    const ws = await rawSocket(api.url, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      ws.subscribe(`login-${i}`, LOGIN, { u: 'rosa', p: `mal-${i}-clave` });
      codes.push(errorsOf(await ws.next(`login-${i}`))[0]?.extensions?.code);
    }
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED', 'RATE_LIMITED']);
    ws.close();
  });

  it('caps the live subscriptions of one socket', async () => {
    const ws = await rawSocket(api.url);
    for (let i = 0; i < 5; i += 1) ws.subscribe(`clock-${i}`, CLOCK);
    // Each accepted subscription ticks (null: no such tournament); the sixth is refused.
    for (let i = 0; i < 5; i += 1) expect((await ws.next(`clock-${i}`)).type).toBe('next');
    ws.subscribe('clock-5', CLOCK);
    const refused = await ws.next('clock-5');
    expect(refused.type).toBe('error');
    expect(errorsOf(refused)[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', maxSubscriptions: 5 });
    ws.close();
  });

  it('formats errors like HTTP: an unknown field is BAD_USER_INPUT with both languages', async () => {
    const error = await firstErrorOver(api.url, '{ noSuchField }');
    expect(error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'GRAPHQL_VALIDATION_FAILED',
      messages: {
        es: expect.stringMatching(/^La operación GraphQL no encaja con el esquema de la API: .*noSuchField/),
        en: expect.stringMatching(/noSuchField/),
      },
    });
    const unreadable = await firstErrorOver(api.url, '{ tournaments {');
    expect(unreadable?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'GRAPHQL_PARSE_FAILED',
      messages: { es: expect.stringMatching(/^La operación GraphQL no se puede leer: Syntax Error/) },
    });
    const over = await api.gql('{ noSuchField }');
    expect(over.errors?.[0]?.extensions).toMatchObject({
      code: error?.extensions?.code,
      reason: error?.extensions?.reason,
    });
  });

  it('closes a socket that floods messages (1008)', async () => {
    const ws = await rawSocket(api.url);
    for (let i = 0; i < 60; i += 1) ws.send({ type: 'ping' });
    expect((await ws.closed).code).toBe(1008);
  });
});
