import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The gRPC stand-in for an EventStoreDB node the event-store lib's own tests run against: the one
// store two API instances with nothing else in common can share on a machine without a server.
import { FakeEventStoreDb } from '../../../../libs/event-store/src/testing/fake-eventstoredb.js';
import type { EventStore } from '@cronica/event-store';
import { EVENT_STORE } from '../store/tokens.js';
import { startTestApi, type TestApi } from '../testing/harness.js';
import { waitCaughtUp } from '../testing/instances.js';
import { over, TRANSPORTS } from '../testing/transports.js';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token player { id username } } }`;
const ME = '{ me { username displayName } }';

const signUp = (username: string, displayName = username) => ({
  commandId: `su-${username}`,
  username,
  displayName,
  password: `clave-de-${username}`,
});

/** The category of each stream appended to after `head` (a resent sign-up signs in: a session, nothing else). */
async function streamsSince(api: TestApi, head: string | null): Promise<string[]> {
  const streams: string[] = [];
  for await (const event of api.app.get<EventStore>(EVENT_STORE, { strict: false }).readAll())
    if (event.position > BigInt(head ?? -1)) streams.push(event.streamId.split('-')[0]!);
  return streams;
}

type Registered = { register: { token: string; player: { id: string; username: string } } };

// Two API instances that share only the event store: each its own DATA_DIR (read models). What
// a command did is in the store, so a resend reaching the other instance is the
// same command, answered with its first outcome, whether or not that instance has projected it yet.
describe('a command resent to another API instance that shares only the event store', () => {
  const dirs = [mkdtempSync(join(tmpdir(), 'cronica-resend-a-')), mkdtempSync(join(tmpdir(), 'cronica-resend-b-'))];
  let store: FakeEventStoreDb;
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    store = await FakeEventStoreDb.start();
    // Every instance is given the deployment secret: the keys its session tokens are marked with derive from it.
    const env = {
      EVENTSTORE_CONNECTION_STRING: store.connectionString,
      CRONICA_DEPLOYMENT_SECRET: 'a-deployment-secret-both-instances-are-given',
    };
    a = await startTestApi(env, dirs[0]);
    b = await startTestApi(env, dirs[1]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await store?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each(TRANSPORTS)(
    'answers the resend as the same outcome and appends nothing but its new session (%s)',
    async (transport) => {
      const input = signUp(`ana-${transport}`);
      const first = await over<Registered>(a, transport, REGISTER, { input });
      expect(first.errors).toBeUndefined();
      const head = await a.storeHead();

      const resent = await over<Registered>(b, transport, REGISTER, { input });
      expect(resent.errors).toBeUndefined();
      expect(resent.data?.register.player).toEqual(first.data?.register.player);
      expect(await streamsSince(b, head)).toEqual(['session']);
      const me = await over<{ me: { username: string } }>(b, transport, ME, {}, resent.data!.register.token);
      expect(me.data?.me).toEqual({ username: input.username, displayName: input.displayName });

      // Once B's read models have projected the command, the resend is answered from them, alike.
      await waitCaughtUp(b.url);
      const later = await over<Registered>(b, transport, REGISTER, { input });
      expect(later.data?.register.player).toEqual(first.data?.register.player);
      expect(await streamsSince(b, head)).toEqual(['session', 'session']);
    },
  );

  it.each(TRANSPORTS)('refuses the commandId reused for another payload with CONFLICT (%s)', async (transport) => {
    const input = signUp(`bea-${transport}`);
    expect((await over(a, transport, REGISTER, { input })).errors).toBeUndefined();
    const head = await a.storeHead();
    const reused = await over(b, transport, REGISTER, { input: { ...input, displayName: 'Otra Persona' } });
    expect(reused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await b.storeHead()).toBe(head);
  });
});
