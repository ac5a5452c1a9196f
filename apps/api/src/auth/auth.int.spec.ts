import { describe, expect, it } from 'vitest';
import { type TestApi } from '../testing/harness.js';
import type { EventStore } from '@cronica/event-store';
import { EVENT_STORE } from '../store/tokens.js';
import { suiteApi } from '../testing/suite-api.js';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token expiresAt player { id username displayName } } }`;
const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token player { username } } }`;

describe('accounts and sessions', () => {
  const api = suiteApi();

  it('registers, signs in with a bearer token and answers me', async () => {
    const input = { commandId: 'c-reg-1', username: 'Marta', displayName: 'Marta Gil', password: 'secreto-largo' };
    const registered = await api.gql<{ register: { token: string; player: { id: string; username: string } } }>(
      REGISTER,
      { input },
    );
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.register.player.username).toBe('marta');
    const me = await api.gql<{ me: { displayName: string } | null }>(
      '{ me { displayName } }',
      {},
      registered.data?.register.token,
    );
    expect(me.data?.me).toEqual({ displayName: 'Marta Gil' });
    const anonymous = await api.gql<{ me: unknown }>('{ me { displayName } }');
    expect(anonymous.data?.me).toBeNull();
  });

  it('sets an HttpOnly session cookie the web can send back', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGIN, variables: { u: 'marta', p: 'secreto-largo' } }),
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/cronica_session=[^;]+;.*HttpOnly/i);
    const me = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie.split(';')[0] ?? '' },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    expect(((await me.json()) as { data: unknown }).data).toEqual({ me: { username: 'marta' } });
  });

  it('refuses a wrong password and a taken username, writing nothing', async () => {
    const wrong = await api.gql(LOGIN, { u: 'marta', p: 'otra-cosa-mala' });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const head = await api.storeHead();
    const taken = await api.gql(REGISTER, {
      input: { commandId: 'c-reg-2', username: 'marta', displayName: 'Otra', password: 'otra-clave-larga' },
    });
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'ACCOUNT_USERNAME_TAKEN' });
    expect(head).toMatch(/^\d+$/);
    expect(await api.storeHead()).toBe(head);
  });

  it('resending a register commandId returns the first outcome and writes nothing but the new session', async () => {
    const input = { commandId: 'c-reg-3', username: 'nuria', displayName: 'Nuria', password: 'clave-de-nuria' };
    await api.gql(REGISTER, { input });
    const before = await streamsNow(api);
    const again = await api.gql<{ register: { player: { username: string } } }>(REGISTER, { input });
    expect(again.data?.register.player.username).toBe('nuria');
    const written = (await streamsNow(api)).slice(before.length);
    expect(written.map((stream) => stream.replace(/-[0-9a-f]{64}$/, ''))).toEqual(['session']);
  });

  it('rejects malformed input as BAD_USER_INPUT', async () => {
    const short = await api.gql(REGISTER, {
      input: { commandId: 'c-reg-4', username: 'x', displayName: '', password: '1' },
    });
    expect(short.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const typed = await api.gql(REGISTER, {
      input: { commandId: 'c-reg-5', username: 42, displayName: 'A', password: 'xxxxxxxxxx' },
    });
    expect(typed.errors?.[0]?.extensions?.code, JSON.stringify(typed.errors)).toBe('BAD_USER_INPUT');
    const broken = await api.gql('mutation { register(input: { username: ');
    expect(broken.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('logout ends the session', async () => {
    const login = await api.gql<{ login: { token: string } }>(LOGIN, { u: 'nuria', p: 'clave-de-nuria' });
    const token = login.data?.login.token;
    expect((await api.gql('mutation { logout }', {}, token)).data).toEqual({ logout: true });
    expect((await api.gql<{ me: unknown }>('{ me { username } }', {}, token)).data?.me).toBeNull();
  });
});

/** The stream of every event in the store, in order. */
async function streamsNow(api: TestApi): Promise<string[]> {
  const streams: string[] = [];
  for await (const event of api.app.get<EventStore>(EVENT_STORE, { strict: false }).readAll())
    streams.push(event.streamId);
  return streams;
}
