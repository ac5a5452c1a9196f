import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi } from '../testing/harness.js';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const from = (address: string) => ({ 'x-forwarded-for': address });
const code = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => result.errors?.[0]?.extensions?.code ?? 'ok';

describe('rate limits count every mutation field, per account', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await api.stop();
  });

  it('takes one token per aliased mutation field: five sign-ups in one request do not pass a limit of three', async () => {
    const fields = Array.from(
      { length: 5 },
      (_, i) => `r${i}: register(input: { commandId: "alias-${i}", username: "alias${i}", displayName: "A", password: "clave-larga-${i}-x" }) { token }`,
    );
    const result = await api.gql(`mutation { ${fields.join(' ')} }`, {}, undefined, from('198.51.100.1'));
    expect(result.status).toBe(429);
    expect(result.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(code(result)).toBe('RATE_LIMITED');
    const nobody = await api.gql('query { player(id: "x") { id } }');
    expect(nobody.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await api.gql(LOGIN, { u: 'alias0', p: 'clave-larga-0-x' }, undefined, from('198.51.100.2'))).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shares one bucket among all the sessions of an account', async () => {
    await signUp(api, 'ana');
    const sessions = [];
    for (const address of ['198.51.100.3', '198.51.100.4']) {
      sessions.push((await api.gql<{ login: { token: string } }>(LOGIN, { u: 'ana', p: 'clave-de-ana' }, undefined, from(address))).data!.login.token);
    }
    const create = (token: string, i: number) =>
      api.gql(
        'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id } } }',
        { input: { commandId: `shared-${i}`, name: `T${i}`, game: 'blades-of-ash', rounds: 3 } },
        token,
      );
    const codes = [];
    for (const [i, token] of [sessions[0]!, sessions[1]!, sessions[0]!, sessions[1]!].entries()) codes.push(code(await create(token, i)));
    expect(codes).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED']);
  });
});

describe('password guessing', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_LOGINS_PER_MINUTE: '4' });
    await signUp(api, 'bruno');
  });
  afterAll(async () => {
    await api.stop();
  });

  it('slows down sign-in to a username after five wrong passwords, from any address', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(code(await api.gql(LOGIN, { u: 'bruno', p: `intento-${i}-malo` }, undefined, from(`192.0.2.${10 + i}`)))).toBe('UNAUTHENTICATED');
    }
    const right = await api.gql(LOGIN, { u: 'bruno', p: 'clave-de-bruno' }, undefined, from('192.0.2.99'));
    expect(code(right)).toBe('RATE_LIMITED');
    expect(right.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(code(await api.gql(LOGIN, { u: 'bruno', p: 'clave-de-bruno' }, undefined, from('192.0.2.99')))).toBe('ok');
  });

  it('limits password checks per client address, and each address the web forwards has its own bucket', async () => {
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push(code(await api.gql(LOGIN, { u: `nadie${i}`, p: 'lo-que-sea-1' }, undefined, from('203.0.113.50'))));
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
    // Another reader signing in through the same web server (the same peer address) is not held back.
    expect(code(await api.gql(LOGIN, { u: 'bruno', p: 'clave-de-bruno' }, undefined, from('203.0.113.51')))).toBe('ok');
  });
});

describe('X-Forwarded-For from a peer that is not trusted', () => {
  it('is ignored: a client cannot invent addresses to escape its bucket', async () => {
    const api = await startTestApi({ RATE_LIMIT_LOGINS_PER_MINUTE: '2', TRUST_PROXY: 'none' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push(code(await api.gql(LOGIN, { u: `x${i}yz`, p: 'lo-que-sea-1' }, undefined, from(`192.0.2.${i}`))));
      expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
    } finally {
      await api.stop();
    }
  });
});
