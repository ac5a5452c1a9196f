import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '@cronica/event-store';
import { signUp, startTestApi, type Account, type TestApi } from '../testing/harness.js';
import { over, TRANSPORTS, type Transport } from '../testing/transports.js';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token player { id username } } }`;
const ME = '{ me { username } }';
/** Needs a signed-in account: an empty list for one, UNAUTHENTICATED without. */
const SENT_INVITATIONS = '{ sentInvitations { __typename } }';

const signUpInput = (username: string) => ({
  commandId: `su-${username}`,
  username,
  displayName: username,
  password: `clave-de-${username}`,
});

/** Deletes the embedded store's files (the database, its WAL and shared memory): a wiped store. */
function wipeStore(dataDir: string): void {
  for (const name of readdirSync(dataDir))
    if (name.startsWith(SQLITE_FILE_NAME)) rmSync(join(dataDir, name), { force: true });
}

describe('an API whose event store was wiped under it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cronica-wiped-'));
  let after: TestApi;
  let accounts: Record<Transport, Account>;
  beforeAll(async () => {
    const before = await startTestApi({}, dataDir);
    accounts = { http: await signUp(before, 'ana'), ws: await signUp(before, 'bea') };
    for (const transport of TRANSPORTS) {
      const sent = await over(before, transport, REGISTER, { input: signUpInput(`re-${transport}`) });
      expect(sent.errors).toBeUndefined();
    }
    await before.stop();
    wipeStore(dataDir);
    after = await startTestApi({}, dataDir);
  });
  afterAll(async () => {
    await after.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(TRANSPORTS)('answers a resent sign-up at once, as a new command (%s)', async (transport) => {
    const started = performance.now();
    const resent = await over<{ register: { token: string } }>(after, transport, REGISTER, {
      input: signUpInput(`re-${transport}`),
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(resent.errors).toBeUndefined();
    const me = await over<{ me: { username: string } | null }>(after, transport, ME, {}, resent.data!.register.token);
    expect(me.data?.me).toEqual({ username: `re-${transport}` });
  });

  it.each(TRANSPORTS)('refuses a session of an account the store no longer has (%s)', async (transport) => {
    const old = await over<{ sentInvitations: unknown[] }>(
      after,
      transport,
      SENT_INVITATIONS,
      {},
      accounts[transport].token,
    );
    expect(old.data?.sentInvitations).toBeUndefined();
    expect(old.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
