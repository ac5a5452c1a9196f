import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Account } from '../testing/harness.js';
import { errorsOf, rawSocket } from '../testing/raw-socket.js';
import { suiteApi } from '../testing/suite-api.js';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const FAILED = '{ me { failedSignIns { day count lastAt network knownDevice } } }';

interface Group {
  readonly day: string;
  readonly count: number;
  readonly lastAt: string;
  readonly network: string | null;
  readonly knownDevice: boolean;
}

describe('the account holder is told of wrong passwords typed for their account', () => {
  const api = suiteApi();
  let carla: Account;
  let dario: Account;
  beforeAll(async () => {
    carla = await signUp(api, 'carla');
    dario = await signUp(api, 'dario');
  });

  const failedSignIns = async (token: string) =>
    (await api.gql<{ me: { failedSignIns: Group[] } }>(FAILED, {}, token)).data!.me.failedSignIns;

  it('lists when, how many and from which network (over HTTP and WebSocket), never the passwords or a whole address', async () => {
    for (let i = 0; i < 3; i += 1)
      await api.gql(LOGIN, { u: 'carla', p: `adivina-${i}-x` }, undefined, { 'x-forwarded-for': '198.51.100.23' });
    const ws = await rawSocket(api.url, { headers: { 'x-forwarded-for': '2001:db8:5:6::7' } });
    ws.subscribe('guess', LOGIN, { u: 'carla', p: 'adivina-por-ws' });
    expect(errorsOf(await ws.next('guess'))[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    ws.close();

    const response = await api.gql(FAILED, {}, carla.token);
    const groups = (response.data as { me: { failedSignIns: Group[] } }).me.failedSignIns;
    const today = new Date().toISOString().slice(0, 10);
    expect(groups).toEqual([
      { day: today, count: 1, lastAt: expect.any(String), network: '2001:db8:5::/56', knownDevice: false },
      { day: today, count: 3, lastAt: expect.any(String), network: '198.51.100.0/24', knownDevice: false },
    ]);
    const answer = JSON.stringify(response);
    expect(answer).not.toMatch(/adivina|198\.51\.100\.23|2001:db8:5:6/);
  });

  it('shows each holder only their own account’s attempts, and keeps nothing for usernames nobody has', async () => {
    await api.gql(LOGIN, { u: 'nadie-se-llama-asi', p: 'adivina-1-x' }, undefined, {
      'x-forwarded-for': '198.51.100.24',
    });
    expect(await failedSignIns(dario.token)).toEqual([]);
    expect((await failedSignIns(carla.token)).reduce((sum, group) => sum + group.count, 0)).toBe(4);
    expect((await api.gql<{ me: null }>(FAILED)).data?.me).toBeNull();
  });
});
