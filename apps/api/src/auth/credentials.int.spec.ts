import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { EventStore } from '@cronica/event-store';
import { ACCOUNT_REGISTERED, accountStream, dumpReadModels } from '@cronica/projections';
import { loadConfig } from '../config/config.js';
import { READ_MODELS_FILE } from '../store/open.js';
import { EVENT_STORE } from '../store/tokens.js';
import { mutate, startTestApi, type TestApi } from '../testing/harness.js';
import { accountIdFor } from './account.js';
import { hashPassword } from './password.js';
import { suiteApi } from '../testing/suite-api.js';

const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { token } }';
const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';

/** Every event outside the account's private credentials stream: what replays, projections and exports may see. */
async function publicEvents(api: TestApi): Promise<string> {
  const events: unknown[] = [];
  for await (const event of storeOf(api).readAll())
    if (!event.streamId.startsWith('credentials-'))
      events.push({ type: event.type, data: event.data, metadata: event.metadata });
  return JSON.stringify(events);
}

const storeOf = (api: TestApi) => api.app.get<EventStore>(EVENT_STORE, { strict: false });

/** The newest hash of the account's private stream (`credentials-<id>`). */
async function storedHash(api: TestApi, username: string): Promise<string> {
  const stream = `credentials-${accountIdFor(username)}`;
  for await (const event of storeOf(api).readStream(stream, { direction: 'backwards', maxCount: 1 }))
    return (event.data as { hash: string }).hash;
  throw new Error(`no hash in ${stream}`);
}

describe('password hashes stay out of every public stream, hashed at OWASP’s minimum or above', () => {
  const api = suiteApi({}, undefined, { realKdf: true });

  it('writes account events that carry no secret, and keeps the hash in the account’s private stream only', async () => {
    const input = {
      commandId: 'sin-secreto',
      username: 'helena',
      displayName: 'Helena',
      password: 'una-clave-secreta-larga',
    };
    const { register } = await mutate<{ register: { token: string } }>(api, REGISTER, { input });
    const { changePassword } = await mutate<{ changePassword: { token: string } }>(
      api,
      'mutation { changePassword(currentPassword: "una-clave-secreta-larga", newPassword: "la-clave-nueva-larga") { token } }',
      {},
      register.token,
    );
    const log = await publicEvents(api);
    expect(log).toContain('AccountRegistered');
    // The username and display name are sealed with the person's key (README "Personal data").
    expect(log).not.toMatch(/helena/i);
    expect(log).not.toMatch(/scrypt|passwordHash|password/i);
    const hash = await storedHash(api, 'helena');
    expect(hash).toMatch(/^scrypt\$/);
    const exported = await api.gql<{ myData: unknown }>('{ myData }', {}, changePassword.token);
    expect(exported.data?.myData).toMatchObject({ account: { username: 'helena' } });
    expect(JSON.stringify(exported)).not.toMatch(/scrypt/);
    const readModels = new Database(join(api.config.readModelsDir, READ_MODELS_FILE), { readonly: true });
    try {
      expect(
        JSON.stringify(dumpReadModels(readModels), (_, v: unknown) => (typeof v === 'bigint' ? `${v}` : v)),
      ).not.toMatch(/scrypt/);
    } finally {
      readModels.close();
    }
  });

  it('hashes with scrypt at N·r·p of at least 2^15·8·3 (OWASP), which SCRYPT_COST cannot lower', async () => {
    await mutate(api, REGISTER, {
      input: { commandId: 'kdf', username: 'ines', displayName: 'Inés', password: 'otra-clave-bien-larga' },
    });
    const [, n, r, p] = (await storedHash(api, 'ines')).split('$').map(Number);
    expect(n! * r! * p!).toBeGreaterThanOrEqual(2 ** 15 * 8 * 3);
    expect(() => loadConfig({ SCRYPT_COST: '12' })).toThrow(/SCRYPT_COST/);
    expect(loadConfig({ SCRYPT_COST: '16' }).kdf.N).toBe(2 ** 16);
  });

  it('refuses the most common passwords and the username itself, saying why in both languages', async () => {
    for (const [index, password] of ['12345678', 'password1', 'Qwertyuiop', 'contraseña', 'jorge-pons'].entries()) {
      const result = await api.gql(REGISTER, {
        input: { commandId: `common-${index}`, username: 'jorge-pons', displayName: 'Jorge', password },
      });
      expect(result.errors?.[0]?.extensions, password).toMatchObject({
        code: 'BAD_USER_INPUT',
        problems: [
          { path: 'password', messages: { es: expect.stringMatching(/común/), en: expect.stringMatching(/common/) } },
        ],
      });
    }
  });
});

describe('accounts registered when events carried the hash', () => {
  it('still sign in, and their hash moves to the credential store at the current strength', async () => {
    const api = await startTestApi({}, undefined, { realKdf: true });
    try {
      const store = api.app.get<EventStore>(EVENT_STORE, { strict: false });
      const accountId = accountIdFor('legado');
      const passwordHash = await hashPassword('clave-antigua-larga', { N: 2 ** 14, r: 8, p: 1 });
      const data = {
        accountId,
        username: 'legado',
        displayName: 'Legado',
        passwordHash,
        registeredAt: new Date().toISOString(),
      };
      await store.appendToStream(
        accountStream(accountId),
        [{ id: crypto.randomUUID(), type: ACCOUNT_REGISTERED, data }],
        { expectedRevision: 'no_stream' },
      );
      expect((await api.gql(LOGIN, { u: 'legado', p: 'clave-antigua-larga' })).errors).toBeUndefined();
      const [, n, r, p] = (await storedHash(api, 'legado')).split('$').map(Number);
      expect(n! * r! * p!).toBeGreaterThanOrEqual(2 ** 15 * 8 * 3);
      expect((await api.gql(LOGIN, { u: 'legado', p: 'clave-antigua-larga' })).errors).toBeUndefined();
    } finally {
      await api.stop();
    }
  });
});
