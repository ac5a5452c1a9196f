import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { StreamDeletedError, type EventStore } from '@cronica/event-store';
import { READ_MODELS_FILE } from '../store/open.js';
import { EVENT_STORE } from '../store/tokens.js';
import { ApiSecrets } from '../common/api-secrets.js';
import { SETTLE_MS } from './session-prune.js';
import { SESSION_TOKEN_KEY, SessionTokens } from './session-tokens.js';
import { tokenDigest } from './sessions.js';
import { cmd, mutate, signUp, startTestApi, type Account, type TestApi } from '../testing/harness.js';
import { rawSocket } from '../testing/raw-socket.js';
import { openTournament } from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const ME = '{ me { username } }';
const CLOCK = 'subscription ($t: ID!) { roundClock(tournamentId: $t) { remainingMs } }';

/** Opens a socket as `token` with a live subscription that is ticking. */
async function liveSubscription(api: TestApi, token: string, tournamentId = 'none') {
  const ws = await rawSocket(api.url, { token });
  ws.subscribe('clock', CLOCK, { t: tournamentId });
  expect((await ws.next('clock')).type).toBe('next');
  return ws;
}

describe('ending a session ends its live subscriptions', () => {
  const api = suiteApi();

  it('closes the socket of a session that signs out (4401), and only that one', async () => {
    const carmen = await signUp(api, 'carmen');
    const other = (await api.gql<{ login: { token: string } }>(LOGIN, { u: 'carmen', p: 'clave-de-carmen' })).data!
      .login.token;
    const [ending, staying] = [await liveSubscription(api, carmen.token), await liveSubscription(api, other)];
    await mutate(api, 'mutation { logout }', {}, carmen.token);
    expect(await ending.closed).toMatchObject({ code: 4401 });
    expect((await staying.next('clock', 3000)).type).toBe('next');
    staying.close();
  });

  it('ends every other session, sockets included, when the password changes', async () => {
    const dario = await signUp(api, 'dario');
    const elsewhere = (await api.gql<{ login: { token: string } }>(LOGIN, { u: 'dario', p: 'clave-de-dario' })).data!
      .login.token;
    const socket = await liveSubscription(api, elsewhere);
    const changed = await mutate<{ changePassword: { token: string } }>(
      api,
      'mutation { changePassword(currentPassword: "clave-de-dario", newPassword: "otra-clave-de-dario") { token } }',
      {},
      dario.token,
    );
    expect(await socket.closed).toMatchObject({ code: 4401 });
    for (const old of [dario.token, elsewhere])
      expect((await api.gql<{ me: unknown }>(ME, {}, old)).data?.me).toBeNull();
    expect((await api.gql<{ me: { username: string } }>(ME, {}, changed.changePassword.token)).data?.me).toEqual({
      username: 'dario',
    });
  });

  it('closes a removed judge’s sockets (4403), so its subscriptions restart with what it may see now', async () => {
    const [orga, judge] = await Promise.all([signUp(api, 'orga'), signUp(api, 'juana')]);
    const t = await openTournament(api, orga, { name: 'Con juez', game: 'blades-of-ash', rounds: 3 });
    const staff = (name: string) =>
      `mutation ($t: ID!, $c: ID!) { ${name}(tournamentId: $t, username: "juana", commandId: $c) { result { events } } }`;
    await mutate(api, staff('appointJudge'), { t, c: cmd() }, orga.token);
    const socket = await liveSubscription(api, judge.token, t);
    await mutate(api, staff('removeJudge'), { t, c: cmd() }, orga.token);
    expect(await socket.closed).toMatchObject({ code: 4403 });
  });
});

describe('idle and expired sessions', () => {
  let api: TestApi;
  let fina: Account;
  beforeAll(async () => {
    api = await startTestApi({ SESSION_IDLE_MINUTES: '60' });
    fina = await signUp(api, 'fina');
  });
  afterAll(async () => {
    await api.stop();
    rmSync(api.dataDir, { recursive: true, force: true });
  });

  /** A session of fina's as another instance would have written it: started `startedAgo` ms ago, never used since. */
  async function oldSession(startedAgo: number, lifetime = 30 * 24 * 3600_000): Promise<string> {
    const token = new SessionTokens(api.app.get(ApiSecrets, { strict: false }).key(SESSION_TOKEN_KEY, 32)).issue();
    const createdAt = Date.now() - startedAgo;
    await api.app.get<EventStore>(EVENT_STORE, { strict: false }).appendToStream(
      `session-${tokenDigest(token)}`,
      {
        id: randomUUID(),
        type: 'SessionStarted',
        data: { accountId: fina.id, createdAt, expiresAt: createdAt + lifetime },
      },
      { expectedRevision: 'no_stream' },
    );
    return token;
  }

  it('ends a session left unused longer than SESSION_IDLE_MINUTES, and keeps one in use', async () => {
    const idle = await oldSession(2 * 3600_000);
    expect((await api.gql<{ me: unknown }>(ME, {}, idle)).data?.me).toBeNull();
    const recent = await oldSession(30 * 60_000);
    expect((await api.gql<{ me: { username: string } }>(ME, {}, recent)).data?.me).toEqual({ username: 'fina' });
  });

  it('deletes expired and idle sessions when it starts, and they stay ended', async () => {
    const digests = () => {
      const readModels = new Database(join(api.config.readModelsDir, READ_MODELS_FILE), { readonly: true });
      const rows = readModels.prepare('SELECT digest FROM sessions').all() as Array<{ digest: string }>;
      readModels.close();
      return rows.map((row) => row.digest);
    };
    // Expired longer ago than the few minutes every instance gets to see it end (session-prune.ts).
    const expired = await oldSession(SETTLE_MS + 120_000, 60_000);
    await vi.waitFor(() => expect(digests()).toContain(tokenDigest(expired)));
    await api.close();
    api = await startTestApi({ SESSION_IDLE_MINUTES: '60' }, api.dataDir);
    await vi.waitFor(() => expect(digests()).not.toContain(tokenDigest(expired)), { timeout: 5000 });
    const store = api.app.get<EventStore>(EVENT_STORE, { strict: false });
    const readBack = async () => {
      for await (const event of store.readStream(`session-${tokenDigest(expired)}`)) void event;
    };
    await expect(readBack()).rejects.toBeInstanceOf(StreamDeletedError);
    expect((await api.gql<{ me: unknown }>(ME, {}, expired)).data?.me).toBeNull();
    expect((await api.gql<{ me: { username: string } }>(ME, {}, fina.token)).data?.me).toEqual({ username: 'fina' });
  });
});

describe('SECURE_COOKIES', () => {
  it('reads every spelling of "on" the way the web does, and marks the session cookie Secure', async () => {
    const api = await startTestApi({ SECURE_COOKIES: 'yes' });
    try {
      await signUp(api, 'gema');
      const response = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: LOGIN, variables: { u: 'gema', p: 'clave-de-gema' } }),
      });
      expect(response.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    } finally {
      await api.stop();
    }
    await expect(startTestApi({ SECURE_COOKIES: 'ture' })).rejects.toThrow(/SECURE_COOKIES/);
  });
});
