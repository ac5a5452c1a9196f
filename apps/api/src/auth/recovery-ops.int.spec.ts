import { describe, expect, it } from 'vitest';
import { mutate, signUp, startTestApi, TEST_OPS_TOKEN, type TestApi } from '../testing/harness.js';
import { suiteApi } from '../testing/suite-api.js';
import { outcomeCode } from '../testing/transports.js';

const RESET = `mutation ($u: String!, $c: String!, $n: String!) {
  resetPassword(input: { username: $u, recoveryCode: $c, newPassword: $n }) { recoveryCode }
}`;
const ME = '{ me { recoveryCode { madeBy } } }';
const ERASE = 'mutation ($p: String!) { eraseMyAccount(password: $p) }';

/** What the CLI's `account recovery-code` sends. */
function askForCode(api: TestApi, username: string, headers: Record<string, string> = {}) {
  return fetch(`${api.url}/ops/accounts/${encodeURIComponent(username)}/recovery-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });
}
const asOperator = { authorization: `Bearer ${TEST_OPS_TOKEN}` };

describe('a recovery code the server’s operator makes for a person who kept none', () => {
  const api = suiteApi({ RATE_LIMIT_LOGINS_PER_MINUTE: '1000' });

  it('lets the person back in once, and their account page says the operator made it', async () => {
    const ines = await signUp(api, 'ines');
    const answer = await askForCode(api, 'Ines', asOperator);
    expect(answer.status).toBe(201);
    const { code } = (await answer.json()) as { code: string };
    expect((await mutate<{ me: unknown }>(api, ME, {}, ines.token)).me).toEqual({
      recoveryCode: { madeBy: 'operator' },
    });
    const reset = await api.gql(RESET, { u: 'ines', c: code, n: 'vuelvo-a-entrar-en-la-tienda' });
    expect(outcomeCode(reset)).toBe('ok');
    expect(outcomeCode(await api.gql(RESET, { u: 'ines', c: code, n: 'otra-vez-la-misma-clave' }))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('answers 404 alike to a wrong token, no token, an unknown and an erased account, and makes nothing', async () => {
    const juana = await signUp(api, 'juana');
    const before = await api.storeHead();
    expect((await askForCode(api, 'juana')).status).toBe(404);
    expect((await askForCode(api, 'juana', { authorization: 'Bearer not-the-token-at-all' })).status).toBe(404);
    expect((await askForCode(api, 'nadie-con-ese-nombre', asOperator)).status).toBe(404);
    expect(await api.storeHead()).toBe(before);
    expect(await mutate(api, ERASE, { p: 'clave-de-juana' }, juana.token)).toEqual({ eraseMyAccount: true });
    expect((await askForCode(api, 'juana', asOperator)).status).toBe(404);
  });

  it('takes only a JSON body, so no page can send it from the operator’s browser with a plain form', async () => {
    await signUp(api, 'karen');
    const form = await fetch(`${api.url}/ops/accounts/karen/recovery-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...asOperator },
      body: 'x=1',
    });
    expect(form.status).toBe(415);
  });
});

describe('with no OPS_TOKEN set, as `npm start` runs', () => {
  it('answers the operator on this machine, and nobody through a proxy', async () => {
    const api = await startTestApi({ OPS_TOKEN: '' });
    try {
      await signUp(api, 'luna');
      expect((await askForCode(api, 'luna')).status).toBe(201);
      expect((await askForCode(api, 'luna', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    } finally {
      await api.stop();
    }
  });
});
