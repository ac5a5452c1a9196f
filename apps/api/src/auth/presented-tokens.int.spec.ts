import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventStore } from '@cronica/event-store';
import { EVENT_STORE } from '../store/tokens.js';
import { SESSION_COOKIE } from './viewer.js';
import { signUp, type TestApi } from '../testing/harness.js';
import { rawSocket } from '../testing/raw-socket.js';
import { suiteApi } from '../testing/suite-api.js';

const ME = '{ me { username } }';

/** Tokens nobody was given: shapes a scanner tries, and a real token's parts reassembled. */
function madeUpTokens(real: string): string[] {
  const [nonce, mark] = real.split('.');
  return [
    'x',
    'nonsense',
    `${nonce}.${'A'.repeat(mark!.length)}`,
    `${randomBytes(32).toString('base64url')}.${mark}`,
    `${real}.extra`,
    'ñ'.repeat(66),
    'a'.repeat(4_000),
  ];
}

/** Counts the reads the API makes of its event store from now on. */
function storeReads(api: TestApi): () => number {
  const store = api.app.get<EventStore>(EVENT_STORE, { strict: false });
  const spies = [vi.spyOn(store, 'readStream'), vi.spyOn(store, 'readAll')];
  return () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
}

describe('a made-up session token presented to the API', () => {
  const api = suiteApi();
  let real: string;
  beforeAll(async () => {
    real = (await signUp(api, 'presenta')).token;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('over HTTP, as a Bearer header or as the cookie, reads as signed out and costs no store read', async () => {
    const reads = storeReads(api);
    for (const token of madeUpTokens(real)) {
      const bearer = await api.gql<{ me: unknown }>(ME, {}, token);
      expect(bearer.status).toBe(200);
      expect(bearer.data?.me).toBeNull();
      const cookie = await api.gql<{ me: unknown }>(ME, {}, undefined, {
        cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
      });
      expect(cookie.data?.me).toBeNull();
    }
    expect(reads()).toBe(0);
  });

  it('over a WebSocket connection, reads as signed out and costs no store read', async () => {
    const reads = storeReads(api);
    for (const token of madeUpTokens(real)) {
      const socket = await rawSocket(api.url, { token });
      socket.subscribe('me', ME);
      const answer = await socket.next('me');
      expect(answer).toMatchObject({ type: 'next', payload: { data: { me: null } } });
      socket.close();
    }
    expect(reads()).toBe(0);
  });

  it('the real token still signs its holder in on both transports', async () => {
    expect((await api.gql<{ me: { username: string } }>(ME, {}, real)).data?.me?.username).toBe('presenta');
    const socket = await rawSocket(api.url, { token: real });
    socket.subscribe('me', ME);
    expect(await socket.next('me')).toMatchObject({ payload: { data: { me: { username: 'presenta' } } } });
    socket.close();
  });
});
