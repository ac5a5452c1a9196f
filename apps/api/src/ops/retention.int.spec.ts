import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { StreamDeletedError, type EventStore } from '@cronica/event-store';
import { RETENTION } from '@cronica/util';
import { AuthService } from '../auth/auth.service.js';
import { SIGN_IN_FAILED } from '../auth/failed-sign-ins.js';
import { dayOf, failedSignInsDayStream, privateEvent, sessionStream } from '../auth/private-streams.js';
import { SETTLE_MS } from '../auth/session-prune.js';
import { tokenDigest } from '../auth/sessions.js';
import { EVENT_STORE } from '../store/tokens.js';
import { signUp, type Account } from '../testing/harness.js';
import { suiteApi } from '../testing/suite-api.js';

const ME = '{ me { id } }';
const FAILED = '{ me { failedSignIns { day count network } } }';
const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const DAY_MS = 24 * 3600_000;

// The privacy notice promises that ended sessions and old failed sign-ins are deleted
// (RETENTION_RULES in @cronica/util): here they leave the embedded store's file too.
describe('data past its retention period leaves the event store', () => {
  const api = suiteApi();
  let store: EventStore;
  let auth: AuthService;
  let elena: Account;
  /** Every byte the embedded store keeps on disk (the database and its write-ahead log). */
  const storeBytes = () =>
    Buffer.concat(
      readdirSync(api.dataDir)
        .filter((name) => name.startsWith('events.sqlite'))
        .map((name) => readFileSync(join(api.dataDir, name))),
    ).toString('latin1');
  const readBack = async (stream: string) => {
    for await (const event of store.readStream(stream)) void event;
  };

  beforeAll(async () => {
    store = api.app.get<EventStore>(EVENT_STORE, { strict: false });
    auth = api.app.get(AuthService, { strict: false });
    elena = await signUp(api, 'elena');
  });

  it('deletes a signed-out session’s stream, its events leave events.sqlite and its token stays refused', async () => {
    const digest = tokenDigest(elena.token);
    expect((await api.gql<{ me: { id: string } }>(ME, {}, elena.token)).data?.me?.id).toBe(elena.id);
    await api.gql('mutation { logout }', {}, elena.token);
    const eventIds: string[] = [];
    for await (const event of store.readStream(sessionStream(digest))) eventIds.push(event.id);
    expect(eventIds.length).toBeGreaterThanOrEqual(2);
    for (const id of eventIds) expect(storeBytes()).toContain(id);
    expect(storeBytes()).toContain(`"accountId":"${elena.id}","createdAt"`);

    const later = Date.now() + SETTLE_MS + 1000;
    await vi.waitFor(async () => expect((await auth.pruneRetention(later)).sessions).toBe(1), { timeout: 5000 });
    await expect(readBack(sessionStream(digest))).rejects.toBeInstanceOf(StreamDeletedError);
    // What stays is the stream's name, the store's mark that it was deleted: a digest of a
    // token nobody can use, linked to no account (libs/event-store README, "Deleting a stream").
    for (const id of eventIds) expect(storeBytes()).not.toContain(id);
    expect(storeBytes()).not.toContain(`"accountId":"${elena.id}","createdAt"`);
    expect((await api.gql<{ me: null }>(ME, {}, elena.token)).data?.me).toBeNull();
  });

  it('deletes failed sign-ins of a day past the period, and still lists the recent ones on the account', async () => {
    const owner = await signUp(api, 'fabiola');
    const old = Date.now() - RETENTION.failedSignInsMs - 2 * DAY_MS;
    const oldGroup = { day: dayOf(old), count: 3, lastAt: old, network: '192.0.2.0/24', knownDevice: false };
    await store.appendToStream(failedSignInsDayStream(owner.id, old), privateEvent(SIGN_IN_FAILED, oldGroup));
    await api.gql(LOGIN, { u: 'fabiola', p: 'no-es-la-clave' }, undefined, { 'x-forwarded-for': '198.51.100.7' });

    await vi.waitFor(async () => expect((await auth.pruneRetention(Date.now())).failedSignInDays).toBe(1), {
      timeout: 5000,
    });
    await expect(readBack(failedSignInsDayStream(owner.id, old))).rejects.toBeInstanceOf(StreamDeletedError);
    expect(storeBytes()).not.toContain('192.0.2.0/24');
    const listed = await api.gql<{ me: { failedSignIns: Array<{ network: string }> } }>(FAILED, {}, owner.token);
    expect(listed.data?.me.failedSignIns).toEqual([{ day: dayOf(Date.now()), count: 1, network: '198.51.100.0/24' }]);
  });
});
