import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi } from '../testing/harness.js';
import { errorsOf, rawSocket } from '../testing/raw-socket.js';
import { suiteApi } from '../testing/suite-api.js';
import { forwardedFrom, outcomeCode } from '../testing/transports.js';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';

describe('rate limits count every mutation field, per account', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '3' });

  it('takes one token per aliased mutation field: five sign-ups in one request do not pass a limit of three', async () => {
    const fields = Array.from(
      { length: 5 },
      (_, i) =>
        `r${i}: register(input: { commandId: "alias-${i}", username: "alias${i}", displayName: "A", password: "clave-larga-${i}-x" }) { token }`,
    );
    const result = await api.gql(`mutation { ${fields.join(' ')} }`, {}, undefined, forwardedFrom('198.51.100.1'));
    expect(result.status).toBe(429);
    expect(result.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(outcomeCode(result)).toBe('RATE_LIMITED');
    const nobody = await api.gql('query { player(id: "x") { id } }');
    expect(nobody.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      (await api.gql(LOGIN, { u: 'alias0', p: 'clave-larga-0-x' }, undefined, forwardedFrom('198.51.100.2')))
        .errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('counts a signed-out IPv6 client by its /64: rotating addresses inside it shares one bucket', async () => {
    const codes = [];
    for (let i = 1; i <= 4; i += 1)
      codes.push(outcomeCode(await api.gql('mutation { logout }', {}, undefined, forwardedFrom(`2001:db8:9:9::${i}`))));
    expect(codes).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED']);
    expect(outcomeCode(await api.gql('mutation { logout }', {}, undefined, forwardedFrom('2001:db8:9:a::1')))).toBe(
      'ok',
    );
  });

  it('shares one bucket among all the sessions of an account', async () => {
    await signUp(api, 'ana');
    const sessions = [];
    for (const address of ['198.51.100.3', '198.51.100.4']) {
      sessions.push(
        (
          await api.gql<{ login: { token: string } }>(
            LOGIN,
            { u: 'ana', p: 'clave-de-ana' },
            undefined,
            forwardedFrom(address),
          )
        ).data!.login.token,
      );
    }
    const create = (token: string, i: number) =>
      api.gql(
        'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id } } }',
        { input: { commandId: `shared-${i}`, name: `T${i}`, game: 'blades-of-ash', rounds: 3 } },
        token,
      );
    const codes = [];
    for (const [i, token] of [sessions[0]!, sessions[1]!, sessions[0]!, sessions[1]!].entries())
      codes.push(outcomeCode(await create(token, i)));
    expect(codes).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED']);
  });
});

describe('password guessing', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_LOGINS_PER_MINUTE: '8' });
    for (const name of ['bruno', 'berta', 'benito']) await signUp(api, name);
  });
  afterAll(async () => {
    await api.stop();
  });

  const guessFrom = async (username: string, address: string, times: number) => {
    const codes = [];
    for (let i = 0; i < times; i += 1)
      codes.push(
        outcomeCode(await api.gql(LOGIN, { u: username, p: `intento-${i}-malo` }, undefined, forwardedFrom(address))),
      );
    return codes;
  };

  it('slows down the client guessing a username, and never the owner signing in from elsewhere with the right password', async () => {
    expect(await guessFrom('bruno', '192.0.2.10', 6)).toEqual([...Array(5).fill('UNAUTHENTICATED'), 'RATE_LIMITED']);
    expect(
      outcomeCode(await api.gql(LOGIN, { u: 'bruno', p: 'clave-de-bruno' }, undefined, forwardedFrom('192.0.2.99'))),
    ).toBe('ok');
    // The guesser's own client waits, even with the right password.
    const held = await api.gql(LOGIN, { u: 'bruno', p: 'clave-de-bruno' }, undefined, forwardedFrom('192.0.2.10'));
    expect(held.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'client',
      retryAfterSeconds: expect.any(Number),
    });
  });

  it('lets a device the account signed in on before through, even from the guesser’s own address (a venue’s network)', async () => {
    const first = await api.gql<{ login: { deviceToken: string } }>(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { deviceToken } }',
      { u: 'berta', p: 'clave-de-berta' },
      undefined,
      forwardedFrom('192.0.2.20'),
    );
    const deviceToken = first.data!.login.deviceToken;
    expect(await guessFrom('berta', '192.0.2.21', 6)).toContain('RATE_LIMITED');
    const signIn = (tokens: string[]) =>
      api.gql(
        'mutation ($u: String!, $p: String!, $d: [String!]) { login(username: $u, password: $p, deviceTokens: $d) { token } }',
        { u: 'berta', p: 'clave-de-berta', d: tokens },
        undefined,
        forwardedFrom('192.0.2.21'),
      );
    expect(outcomeCode(await signIn([]))).toBe('RATE_LIMITED');
    // A token issued to another account, or a forged one, is no device of hers. The forgery changes
    // the seal's first character, not its last: a base64 seal's last character may carry padding
    // bits only, so changing it can leave the same bytes (and the same, valid, seal).
    const [version, device, seal] = deviceToken.split('.');
    const forged = `${version}.${device}.${seal!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expect(outcomeCode(await signIn([forged]))).toBe('RATE_LIMITED');
    expect(outcomeCode(await signIn(['basura', deviceToken]))).toBe('ok');
  });

  it('holds the same over WebSocket: a socket’s guesses slow that socket, not the owner over HTTP', async () => {
    const ws = await rawSocket(api.url, { headers: { 'x-forwarded-for': '192.0.2.30' } });
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i += 1) {
      ws.subscribe(`g${i}`, LOGIN, { u: 'benito', p: `intento-${i}-malo` });
      codes.push(errorsOf(await ws.next(`g${i}`))[0]?.extensions?.code);
    }
    ws.close();
    expect(codes).toEqual([...Array(5).fill('UNAUTHENTICATED'), 'RATE_LIMITED']);
    expect(
      outcomeCode(await api.gql(LOGIN, { u: 'benito', p: 'clave-de-benito' }, undefined, forwardedFrom('192.0.2.31'))),
    ).toBe('ok');
  });

  it('limits password checks per client address, and each address the web forwards has its own bucket', async () => {
    const codes = [];
    for (let i = 0; i < 9; i += 1)
      codes.push(
        outcomeCode(
          await api.gql(LOGIN, { u: `nadie${i}`, p: 'lo-que-sea-1' }, undefined, forwardedFrom('203.0.113.50')),
        ),
      );
    expect(codes).toEqual([...Array(8).fill('UNAUTHENTICATED'), 'RATE_LIMITED']);
    // Another reader signing in through the same web server (the same peer address) is not held back.
    expect(
      outcomeCode(await api.gql(LOGIN, { u: 'bruno', p: 'clave-de-bruno' }, undefined, forwardedFrom('203.0.113.51'))),
    ).toBe('ok');
  });
});

describe('X-Forwarded-For from a peer that is not trusted', () => {
  it('is ignored: a client cannot invent addresses to escape its bucket', async () => {
    const api = await startTestApi({ RATE_LIMIT_LOGINS_PER_MINUTE: '2', TRUST_PROXY: 'none' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i += 1)
        codes.push(
          outcomeCode(
            await api.gql(LOGIN, { u: `x${i}yz`, p: 'lo-que-sea-1' }, undefined, forwardedFrom(`192.0.2.${i}`)),
          ),
        );
      expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
    } finally {
      await api.stop();
    }
  });
});
