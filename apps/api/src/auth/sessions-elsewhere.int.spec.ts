import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The gRPC stand-in for an EventStoreDB node (libs/event-store's own tests run against it): the
// one store two API instances with nothing else in common can share on a machine without a server.
import { FakeEventStoreDb } from '../../../../libs/event-store/src/testing/fake-eventstoredb.js';
import { API_DB_FILE } from '../store/api-db.js';
import { mutate, signUp, startTestApi, type TestApi } from '../testing/harness.js';
import { rawSocket } from '../testing/raw-socket.js';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const ME = '{ me { username } }';
const FAILED = '{ me { failedSignIns { count network } } }';
const CLOCK = 'subscription ($t: ID!) { roundClock(tournamentId: $t) { remainingMs } }';
const SECRET = 'a-deployment-secret-both-instances-are-given';

const me = async (api: TestApi, token: string) =>
  (await api.gql<{ me: { username: string } | null }>(ME, {}, token)).data?.me ?? null;

const login = async (api: TestApi, username: string, password = `clave-de-${username}`) =>
  (
    await api.gql<{ login: { token: string } }>(LOGIN, { u: username, p: password }, undefined, {
      'x-forwarded-for': '198.51.100.23',
    })
  ).data?.login.token;

// Two API instances sharing only the event store and the operator's configuration, each with
// its own DATA_DIR: accounts, passwords, sessions and failed sign-ins are in the store, so
// either instance serves what the other wrote, at once, and needs none of the other's files.
describe('accounts and sessions across two API instances that share only the event store', () => {
  const dirs = [mkdtempSync(join(tmpdir(), 'sessions-a-')), mkdtempSync(join(tmpdir(), 'sessions-b-'))];
  let store: FakeEventStoreDb;
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    store = await FakeEventStoreDb.start();
    const env = { EVENTSTORE_CONNECTION_STRING: store.connectionString, CRONICA_DEPLOYMENT_SECRET: SECRET };
    a = await startTestApi(env, dirs[0]);
    b = await startTestApi(env, dirs[1]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await store?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('takes a session made on one instance on the other at once, and signs in on either', async () => {
    const ana = await signUp(a, 'ana');
    expect(await me(b, ana.token)).toEqual({ username: 'ana' });
    const onB = await login(b, 'ana');
    expect(onB).toBeDefined();
    expect(await me(a, onB!)).toEqual({ username: 'ana' });
  });

  it('closes the other instance’s live sockets within a second of signing out everywhere', async () => {
    const bea = await signUp(a, 'bea');
    const ws = await rawSocket(b.url, { token: bea.token });
    ws.subscribe('clock', CLOCK, { t: 'none' });
    expect((await ws.next('clock')).type).toBe('next');
    const started = performance.now();
    await mutate(a, 'mutation { signOutEverywhere }', {}, bea.token);
    expect(await ws.closed).toMatchObject({ code: 4401 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await me(b, bea.token)).toBeNull();
  });

  it('tells the holder on one instance of wrong passwords typed on the other', async () => {
    const carla = await signUp(b, 'carla');
    expect(await login(a, 'carla', 'adivina-esta-clave')).toBeUndefined();
    const seen = await b.gql<{ me: { failedSignIns: unknown[] } }>(FAILED, {}, carla.token);
    expect(seen.data?.me.failedSignIns).toEqual([{ count: 1, network: '198.51.100.0/24' }]);
  });

  it('needs nothing from the other instance’s DATA_DIR, and writes no api.sqlite of its own', async () => {
    const dario = await signUp(a, 'dario');
    await a.stop();
    rmSync(dirs[0]!, { recursive: true, force: true });
    expect(await me(b, dario.token)).toEqual({ username: 'dario' });
    expect(await me(b, (await login(b, 'dario'))!)).toEqual({ username: 'dario' });
    expect(readdirSync(dirs[1]!)).not.toContain(API_DB_FILE);
  });
});
