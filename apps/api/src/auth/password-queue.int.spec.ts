import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi } from '../testing/harness.js';
import { errorsOf, rawSocket } from '../testing/raw-socket.js';
import { NETWORK_SHARE } from './password.js';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const FLOOD = 3 * NETWORK_SHARE;
// Real scrypt on a shared machine: give the hashes time.
const SLOW = 120_000;

describe('password hashing shared fairly between networks', () => {
  let api: TestApi;
  beforeAll(async () => {
    // The production scrypt cost: a hash lasts long enough for a flood to queue up, as it would live.
    api = await startTestApi({}, undefined, { realKdf: true });
    await signUp(api, 'elena');
    await signUp(api, 'fermin');
  }, SLOW);
  afterAll(async () => {
    await api.stop();
  });

  it(
    'refuses a flood from one network beyond its share, while sign-ins from other networks (HTTP and WebSocket) are admitted and succeed',
    async () => {
      const ws = await rawSocket(api.url, { headers: { 'x-forwarded-for': '192.0.2.77' } });
      // Many addresses of one /24, each within its own per-address bucket: only the network budget can tell them apart.
      const flood = Array.from({ length: FLOOD }, (_, i) =>
        api.gql(LOGIN, { u: `nadie${i}`, p: 'lo-que-sea-1' }, undefined, { 'x-forwarded-for': `198.51.100.${i + 1}` }),
      );
      const overHttp = api.gql<{ login: { token: string } }>(LOGIN, { u: 'elena', p: 'clave-de-elena' }, undefined, {
        'x-forwarded-for': '203.0.113.9',
      });
      ws.subscribe('fermin', LOGIN, { u: 'fermin', p: 'clave-de-fermin' });
      const [answers, http, viaSocket] = await Promise.all([Promise.all(flood), overHttp, ws.next('fermin', SLOW)]);
      ws.close();

      expect(http.errors).toBeUndefined();
      expect(http.data?.login.token).toEqual(expect.any(String));
      expect(errorsOf(viaSocket)).toEqual([]);
      const refused = answers.filter((answer) => answer.errors?.[0]?.extensions?.reason === 'network');
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]!.errors![0]!.extensions).toMatchObject({
        code: 'RATE_LIMITED',
        retryAfterSeconds: 1,
        messages: { es: expect.stringMatching(/tu red/) },
      });
      expect(
        answers.every((answer) =>
          ['UNAUTHENTICATED', 'RATE_LIMITED'].includes(String(answer.errors?.[0]?.extensions?.code)),
        ),
      ).toBe(true);
    },
    SLOW,
  );
});
