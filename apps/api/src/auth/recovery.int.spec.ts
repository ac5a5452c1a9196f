import { describe, expect, it } from 'vitest';
import { mutate, signUp, type Account } from '../testing/harness.js';
import { suiteApi } from '../testing/suite-api.js';
import { errorsOf, rawSocket } from '../testing/raw-socket.js';
import { TRANSPORTS, forwardedFrom, outcomeCode, over } from '../testing/transports.js';

const CREATE = 'mutation ($p: String!) { createRecoveryCode(currentPassword: $p) { code setAt } }';
const RESET = `mutation ($u: String!, $c: String!, $n: String!) {
  resetPassword(input: { username: $u, recoveryCode: $c, newPassword: $n }) { session { token player { username } } recoveryCode }
}`;
const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const ME = '{ me { username recoveryCode { setAt madeBy } failedSignIns { count } } }';
const ERASE = 'mutation ($p: String!) { eraseMyAccount(password: $p) }';

const CODE_SHAPE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

interface Reset {
  resetPassword: { session: { token: string; player: { username: string } }; recoveryCode: string };
}

describe('a recovery code: the way back into an account whose password is forgotten', () => {
  // Sign-ups and codes made from one address: only the guessing tests' own clients meet a limit.
  const api = suiteApi({ RATE_LIMIT_LOGINS_PER_MINUTE: '1000' });

  const codeFor = async (account: Account) =>
    (
      await mutate<{ createRecoveryCode: { code: string } }>(
        api,
        CREATE,
        { p: `clave-de-${account.username}` },
        account.token,
      )
    ).createRecoveryCode.code;
  const reset = (username: string, code: string, newPassword: string, address = '198.51.100.200') =>
    api.gql<Reset>(RESET, { u: username, c: code, n: newPassword }, undefined, forwardedFrom(address));
  const login = (username: string, password: string) =>
    api.gql(LOGIN, { u: username, p: password }, undefined, forwardedFrom('198.51.100.201'));

  it('is made only once the password is typed again, and the account page says when', async () => {
    const rosa = await signUp(api, 'rosa');
    expect((await mutate<{ me: { recoveryCode: unknown } }>(api, ME, {}, rosa.token)).me.recoveryCode).toBeNull();
    const wrong = await api.gql(CREATE, { p: 'no-es-la-clave' }, rosa.token);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const made = await mutate<{ createRecoveryCode: { code: string; setAt: string } }>(
      api,
      CREATE,
      { p: 'clave-de-rosa' },
      rosa.token,
    );
    expect(made.createRecoveryCode.code).toMatch(CODE_SHAPE);
    const me = await mutate<{ me: { recoveryCode: unknown } }>(api, ME, {}, rosa.token);
    expect(me.me.recoveryCode).toEqual({ setAt: made.createRecoveryCode.setAt, madeBy: 'holder' });
    expect((await api.gql(CREATE, { p: 'clave-de-rosa' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('sets a new password: every session ends, the old password and the code used stop working, a new code comes back', async () => {
    const sara = await signUp(api, 'sara');
    const code = await codeFor(sara);
    // Typed back by hand: lower case, no dashes, an O for a zero.
    const typed = code.toLowerCase().replaceAll('-', '').replaceAll('0', 'o');
    const answer = await reset('Sara', typed, 'una-clave-nueva-de-sara');
    expect(answer.errors).toBeUndefined();
    const { session, recoveryCode } = answer.data!.resetPassword;
    expect(session.player.username).toBe('sara');
    expect(recoveryCode).toMatch(CODE_SHAPE);
    expect(recoveryCode).not.toBe(code);
    expect((await mutate<{ me: unknown }>(api, ME, {}, sara.token)).me).toBeNull();
    expect((await mutate<{ me: { username: string } }>(api, ME, {}, session.token)).me.username).toBe('sara');
    expect(outcomeCode(await login('sara', 'clave-de-sara'))).toBe('UNAUTHENTICATED');
    expect(outcomeCode(await login('sara', 'una-clave-nueva-de-sara'))).toBe('ok');
    expect(outcomeCode(await reset('sara', code, 'otra-clave-mas-de-sara'))).toBe('UNAUTHENTICATED');
    expect(outcomeCode(await reset('sara', recoveryCode, 'otra-clave-mas-de-sara'))).toBe('ok');
  });

  it('refuses a weak new password before looking at the code, and writes nothing', async () => {
    const tere = await signUp(api, 'tere');
    const code = await codeFor(tere);
    const before = await api.storeHead();
    const weak = await reset('tere', code, 'corta');
    expect(weak.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await api.storeHead()).toBe(before);
    expect(outcomeCode(await reset('tere', code, 'ahora-una-clave-larga'))).toBe('ok');
  });

  it('works once when two resets send the same code at the same moment', async () => {
    const uma = await signUp(api, 'uma');
    const code = await codeFor(uma);
    const outcomes = await Promise.all([
      reset('uma', code, 'primera-clave-de-uma', '198.51.100.210'),
      reset('uma', code, 'segunda-clave-de-uma', '198.51.100.211'),
    ]);
    expect(outcomes.map(outcomeCode).sort()).toEqual(['UNAUTHENTICATED', 'ok']);
  });

  it('answers an unknown username as it answers a wrong code', async () => {
    const vera = await signUp(api, 'vera');
    await codeFor(vera);
    const unknown = await reset('nadie-aqui', 'AAAA-BBBB-CCCC-DDDD-EEEE', 'una-clave-cualquiera', '198.51.100.220');
    const wrong = await reset('vera', 'AAAA-BBBB-CCCC-DDDD-EEEE', 'una-clave-cualquiera', '198.51.100.221');
    expect(unknown.errors?.[0]?.extensions).toEqual(wrong.errors?.[0]?.extensions);
    expect(unknown.errors?.[0]?.message).toBe(wrong.errors?.[0]?.message);
  });

  it('counts a wrong code as a wrong password: its holder is told, and the guessing client waits, not the owner', async () => {
    const wanda = await signUp(api, 'wanda');
    const code = await codeFor(wanda);
    const guesses = [];
    for (let i = 0; i < 6; i += 1)
      guesses.push(
        outcomeCode(await reset('wanda', `ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZ${i}`, 'clave-de-quien-adivina', '192.0.2.60')),
      );
    expect(guesses).toEqual([...Array(5).fill('UNAUTHENTICATED'), 'RATE_LIMITED']);
    const told = await mutate<{ me: { failedSignIns: Array<{ count: number }> } }>(api, ME, {}, wanda.token);
    expect(told.me.failedSignIns.reduce((sum, group) => sum + group.count, 0)).toBe(5);
    expect(outcomeCode(await reset('wanda', code, 'la-clave-nueva-de-wanda', '192.0.2.61'))).toBe('ok');
  });

  it('holds the same over WebSocket: a socket guessing codes waits after five', async () => {
    await signUp(api, 'ximena');
    const ws = await rawSocket(api.url, { headers: { 'x-forwarded-for': '192.0.2.70' } });
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i += 1) {
      ws.subscribe(`g${i}`, RESET, { u: 'ximena', c: `YYYY-YYYY-YYYY-YYYY-YYY${i}`, n: 'clave-de-quien-adivina' });
      codes.push(errorsOf(await ws.next(`g${i}`))[0]?.extensions?.code);
    }
    ws.close();
    expect(codes).toEqual([...Array(5).fill('UNAUTHENTICATED'), 'RATE_LIMITED']);
  });

  it('is read at most twice in one operation, over HTTP and WebSocket alike: each read goes to the store', async () => {
    const zoe = await signUp(api, 'zoe');
    const aliases = `{ me { ${Array.from({ length: 3 }, (_, i) => `r${i}: recoveryCode { setAt }`).join(' ')} } }`;
    for (const transport of TRANSPORTS) {
      const refused = await over(api, transport, aliases, {}, zoe.token);
      expect(refused.errors?.[0]?.extensions, transport).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'Account.recoveryCode',
        maxPerOperation: 2,
      });
    }
    expect((await over(api, 'ws', '{ me { recoveryCode { setAt } } }', {}, zoe.token)).data).toEqual({
      me: { recoveryCode: null },
    });
  });

  it('goes with the account when it is erased: the code no longer opens it, and the try is kept nowhere', async () => {
    const yago = await signUp(api, 'yago');
    const code = await codeFor(yago);
    expect(await mutate(api, ERASE, { p: 'clave-de-yago' }, yago.token)).toEqual({ eraseMyAccount: true });
    const before = await api.storeHead();
    expect(outcomeCode(await reset('yago', code, 'quiero-volver-a-entrar'))).toBe('UNAUTHENTICATED');
    // Nobody is left to tell of the try: no failed sign-in is recorded for an erased person.
    expect(await api.storeHead()).toBe(before);
  });
});
