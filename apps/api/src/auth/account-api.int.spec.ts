import { describe, expect, it } from 'vitest';
import { mutate } from '../testing/harness.js';
import { suiteApi } from '../testing/suite-api.js';

const REGISTER =
  'mutation ($input: RegisterInput!) { register(input: $input) { token expiresAt player { id username displayName } } }';
const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const ME = '{ me { id username displayName language } }';

type Problems = Array<{ path: string; messages: { es: string; en: string } }>;

describe('the account API: sign up, sign in, sign out, change password, sign out everywhere', () => {
  const api = suiteApi();

  it('signs up with a language, trims the display name, and answers me', async () => {
    const input = {
      commandId: 'alta-1',
      username: 'Lucia',
      displayName: '  Lucía Pérez  ',
      password: 'mi-clave-de-lucia',
      language: 'en',
    };
    const { register } = await mutate<{
      register: { token: string; player: { username: string; displayName: string } };
    }>(api, REGISTER, { input });
    expect(register.player).toMatchObject({ username: 'lucia', displayName: 'Lucía Pérez' });
    const me = await mutate<{ me: unknown }>(api, ME, {}, register.token);
    expect(me.me).toMatchObject({ username: 'lucia', displayName: 'Lucía Pérez', language: 'en' });
  });

  it('refuses bad input with every problem in Spanish and English, writing nothing', async () => {
    const before = await api.storeHead();
    const bidi = 'Eve\u202Enimda';
    const result = await api.gql(REGISTER, {
      input: { commandId: 'alta-mala', username: 'x', displayName: bidi, password: 'corta' },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const problems = result.errors![0]!.extensions!.problems as Problems;
    expect(problems.map((p) => p.path).sort()).toEqual(['displayName', 'password', 'username']);
    for (const problem of problems) expect(problem.messages.es).not.toBe(problem.messages.en);
    for (const displayName of ['', '   ', 'a'.repeat(61), 'Tab\there', 'Iso\u2066late\u2069', 'Línea\u2028dos']) {
      const refused = await api.gql(REGISTER, {
        input: {
          commandId: `alta-${displayName.length}`,
          username: 'valida',
          displayName,
          password: 'una-clave-valida',
        },
      });
      expect(
        (refused.errors?.[0]?.extensions?.problems as Problems | undefined)?.map((p) => p.path),
        JSON.stringify(displayName),
      ).toEqual(['displayName']);
    }
    const language = await api.gql(REGISTER, {
      input: {
        commandId: 'alta-idioma',
        username: 'valida',
        displayName: 'Válida',
        password: 'una-clave-valida',
        language: 'fr',
      },
    });
    expect(language.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await api.storeHead()).toBe(before);
  });

  it('accepts 60 characters, emoji and scripts of any direction without overrides', async () => {
    for (const [i, displayName] of ['ñ'.repeat(60), 'Ana 🃏', 'مريم', 'שרה לוי'].entries()) {
      const result = await api.gql(REGISTER, {
        input: { commandId: `nombre-${i}`, username: `nombre${i}`, displayName, password: 'una-clave-valida' },
      });
      expect(result.errors, displayName).toBeUndefined();
    }
  });

  it('changes the password: the old one stops working, a wrong current one is UNAUTHENTICATED', async () => {
    const { login } = await mutate<{ login: { token: string } }>(api, LOGIN, { u: 'lucia', p: 'mi-clave-de-lucia' });
    const change = (current: string, next: string) =>
      api.gql<{ changePassword: { token: string } }>(
        `mutation { changePassword(currentPassword: "${current}", newPassword: "${next}") { token } }`,
        {},
        login.token,
      );
    expect((await change('no-es-la-mia', 'otra-clave-nueva')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const weak = await change('mi-clave-de-lucia', 'password');
    expect(weak.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', problems: [{ path: 'newPassword' }] });
    expect((await change('mi-clave-de-lucia', 'la-nueva-de-lucia')).errors).toBeUndefined();
    expect((await api.gql(LOGIN, { u: 'lucia', p: 'mi-clave-de-lucia' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await api.gql(LOGIN, { u: 'lucia', p: 'la-nueva-de-lucia' })).errors).toBeUndefined();
    expect(
      (await api.gql('mutation { changePassword(currentPassword: "a", newPassword: "b-b-b-b-b-b") { token } }'))
        .errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('signs out everywhere: every session of the account ends, and the cookie goes', async () => {
    const tokens = [];
    for (let i = 0; i < 3; i += 1)
      tokens.push(
        (await mutate<{ login: { token: string } }>(api, LOGIN, { u: 'lucia', p: 'la-nueva-de-lucia' })).login.token,
      );
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      body: JSON.stringify({ query: 'mutation { signOutEverywhere }' }),
    });
    const body = (await response.json()) as { data: { signOutEverywhere: number } };
    expect(body.data.signOutEverywhere).toBeGreaterThanOrEqual(3);
    expect(response.headers.get('set-cookie')).toMatch(/cronica_session=;/);
    for (const token of tokens) expect((await api.gql<{ me: unknown }>(ME, {}, token)).data?.me).toBeNull();
    expect((await api.gql('mutation { signOutEverywhere }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
