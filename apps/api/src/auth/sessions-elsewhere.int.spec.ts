import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The gRPC stand-in for an EventStoreDB node (libs/event-store's own tests run against it): the
// one store two API processes with nothing else in common can share on a machine without a server.
import { FakeEventStoreDb } from '../../../../libs/event-store/src/testing/fake-eventstoredb.js';
import { API_DB_FILE } from '../store/api-db.js';
import { spawnApi, type ChildApi } from '../testing/child-api.js';
import { rawSocket } from '../testing/raw-socket.js';

const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { token } }';
const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const ME = '{ me { username } }';
const FAILED = '{ me { failedSignIns { count network } } }';
const MAKE_CODE = 'mutation ($p: String!) { createRecoveryCode(currentPassword: $p) { code } }';
const RESET =
  'mutation ($u: String!, $c: String!, $n: String!) { resetPassword(input: { username: $u, recoveryCode: $c, newPassword: $n }) { recoveryCode } }';
const CLOCK = 'subscription ($t: ID!) { roundClock(tournamentId: $t) { remainingMs } }';
const SECRET = 'a-deployment-secret-both-instances-are-given';

interface Answer<T> {
  readonly data?: T;
  readonly errors?: Array<{ extensions?: { code?: string } }>;
}

async function gql<T>(api: ChildApi, query: string, variables: object = {}, token?: string): Promise<Answer<T>> {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '198.51.100.23',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer<T>;
}

const signUp = async (api: ChildApi, username: string) => {
  const input = { commandId: `su-${username}`, username, displayName: username, password: `clave-de-${username}` };
  return (await gql<{ register: { token: string } }>(api, REGISTER, { input })).data!.register.token;
};
const login = async (api: ChildApi, username: string, password = `clave-de-${username}`) =>
  (await gql<{ login: { token: string } }>(api, LOGIN, { u: username, p: password })).data?.login.token;
const me = async (api: ChildApi, token: string) =>
  (await gql<{ me: { username: string } | null }>(api, ME, {}, token)).data?.me ?? null;

async function stop(api: ChildApi | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  api.child.kill('SIGTERM');
  await api.exited;
}

// Two API processes sharing only the event store and the operator's configuration, each with its
// own DATA_DIR: accounts, passwords, recovery codes, sessions and failed sign-ins are in the store, so either
// instance serves what the other wrote, at once, and needs none of the other's files.
describe('accounts and sessions across two API instances that share only the event store', () => {
  const dirs = [mkdtempSync(join(tmpdir(), 'sessions-a-')), mkdtempSync(join(tmpdir(), 'sessions-b-'))] as const;
  let store: FakeEventStoreDb;
  let a: ChildApi;
  let b: ChildApi;
  beforeAll(async () => {
    store = await FakeEventStoreDb.start();
    const env = { EVENTSTORE_CONNECTION_STRING: store.connectionString, CRONICA_DEPLOYMENT_SECRET: SECRET };
    [a, b] = await Promise.all([spawnApi(dirs[0], env), spawnApi(dirs[1], env)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await store?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('takes a session made on one instance on the other at once, and signs in on either', async () => {
    const ana = await signUp(a, 'ana');
    expect(await me(b, ana)).toEqual({ username: 'ana' });
    const onB = await login(b, 'ana');
    expect(onB).toBeDefined();
    expect(await me(a, onB!)).toEqual({ username: 'ana' });
  });

  it('closes the other instance’s live sockets within a second of signing out everywhere', async () => {
    const bea = await signUp(a, 'bea');
    const ws = await rawSocket(b.url, { token: bea });
    ws.subscribe('clock', CLOCK, { t: 'none' });
    expect((await ws.next('clock')).type).toBe('next');
    const started = performance.now();
    expect((await gql(a, 'mutation { signOutEverywhere }', {}, bea)).errors).toBeUndefined();
    expect(await ws.closed).toMatchObject({ code: 4401 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await me(b, bea)).toBeNull();
  });

  it('tells the holder on one instance of wrong passwords typed on the other', async () => {
    const carla = await signUp(b, 'carla');
    expect(await login(a, 'carla', 'adivina-esta-clave')).toBeUndefined();
    const seen = await gql<{ me: { failedSignIns: unknown[] } }>(b, FAILED, {}, carla);
    expect(seen.data?.me.failedSignIns).toEqual([{ count: 1, network: '198.51.100.0/24' }]);
  });

  it('takes a recovery code made on one instance on the other, once: the password it sets signs in on either', async () => {
    const elsa = await signUp(a, 'elsa');
    const made = await gql<{ createRecoveryCode: { code: string } }>(a, MAKE_CODE, { p: 'clave-de-elsa' }, elsa);
    const code = made.data!.createRecoveryCode.code;
    const reset = (api: ChildApi) => gql(api, RESET, { u: 'elsa', c: code, n: 'una-clave-nueva-de-elsa' });
    expect((await reset(b)).errors).toBeUndefined();
    expect(await me(b, elsa)).toBeNull();
    expect(await login(a, 'elsa', 'una-clave-nueva-de-elsa')).toBeDefined();
    expect((await reset(a)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('needs nothing from the other instance’s DATA_DIR, and writes no api.sqlite of its own', async () => {
    const dario = await signUp(a, 'dario');
    await stop(a);
    rmSync(dirs[0], { recursive: true, force: true });
    expect(await me(b, dario)).toEqual({ username: 'dario' });
    expect(await me(b, (await login(b, 'dario'))!)).toEqual({ username: 'dario' });
    expect(readdirSync(dirs[1])).not.toContain(API_DB_FILE);
  });
});
