import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStoreDbEventStore, type RecordedEvent } from '@cronica/event-store';
// The gRPC stand-in for an EventStoreDB node (libs/event-store's own tests run against it): the
// one store two API processes with nothing else in common can share on a machine without a server.
import { FakeEventStoreDb } from '../../../../libs/event-store/src/testing/fake-eventstoredb.js';
import { API_DB_FILE } from '../store/api-db.js';
import { tournamentStream } from '../tournaments/tournament-aggregate.js';
import { killAll, type ChildApi } from '../testing/child-api.js';
import { gqlAt, instanceDataDir, readModelsDirOf, spawnInstances } from '../testing/instances.js';
import { signUp, stopAndRebuild } from './instances.testkit.js';
import {
  expectEveryFeedSawTheEnd,
  expectSurvivorCarriedEveryMatch,
  playThroughAKill,
  playWatchedOnBoth,
} from './round-robin.testkit.js';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const ME = '{ me { username } }';
// What the operator gives every instance (README, "Running more than one API"): the deployment
// secret, and nothing else. The replay signing key derives from it, so a replay sealed by one
// instance verifies under the key another serves.
const SHARED = {
  CRONICA_DEPLOYMENT_SECRET: 'a-deployment-secret-every-instance-is-given',
  // Both look for check-ins due to open every second (tournaments/check-in-opener.ts).
  CHECK_IN_POLL_SECONDS: '1',
};
const CREATE = 'mutation ($i: CreateTournamentInput!) { createTournament(input: $i) { tournament { id } } }';
const CHECK_IN_OPEN = 'query ($t: ID!) { tournament(id: $t) { checkInOpen } }';

// Two API processes as on two machines: each its own empty DATA_DIR (nothing there but its
// read-model cache), one EventStoreDB between them, the same deployment secret. Accounts,
// sessions, commands and what subscribers see all travel through the store.
describe('two API instances that share only an EventStoreDB server', () => {
  const root = mkdtempSync(join(tmpdir(), 'cronica-apart-'));
  let server: FakeEventStoreDb;
  let store: EventStoreDbEventStore;
  let instances: ChildApi[] = [];
  beforeAll(async () => {
    server = await FakeEventStoreDb.start();
    store = new EventStoreDbEventStore(server.connectionString);
    const env = { EVENTSTORE_CONNECTION_STRING: server.connectionString, ...SHARED };
    instances = await spawnInstances(root, 2, { apart: true, env });
  }, 120_000);
  afterAll(async () => {
    await killAll(instances);
    await store?.close();
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('takes a sign-up made on one instance as a sign-in and a session on the other', async () => {
    const [a, b] = instances.map((api) => gqlAt(api.url)) as [ReturnType<typeof gqlAt>, ReturnType<typeof gqlAt>];
    const ana = await signUp(a, 'ana');
    expect((await b<{ me: unknown }>(ME, {}, ana.token)).data?.me).toEqual({ username: 'ana' });
    const onB = await b<{ login: { token: string } }>(LOGIN, { u: 'ana', p: 'clave-de-ana' });
    expect((await a<{ me: unknown }>(ME, {}, onB.data!.login.token)).data?.me).toEqual({ username: 'ana' });
  });

  it('serves one replay signing key from both, derived from the deployment secret they were given', async () => {
    const served = await Promise.all(
      instances.map(async (api) => (await fetch(`${api.url}/.well-known/cronica-replay-keys.json`)).json()),
    );
    expect(served[1]).toEqual(served[0]);
  });

  it('opens a scheduled check-in once, though both instances look for it every second', async () => {
    const [a, b] = instances.map((api) => gqlAt(api.url)) as [ReturnType<typeof gqlAt>, ReturnType<typeof gqlAt>];
    const olga = await signUp(a, 'olga');
    // Starts in half an hour on a UTC wall clock, check-in an hour before: due as soon as it exists.
    const startsAt = new Date(Date.now() + 30 * 60_000).toISOString().slice(0, 16);
    const input = { commandId: 'apart-open', name: 'Apertura', game: 'blades-of-ash', registration: 'open' };
    const schedule = { startsAt, timeZone: 'UTC', checkInOpensBefore: 60 };
    const created = await a<{ createTournament: { tournament: { id: string } } }>(
      CREATE,
      { i: { ...input, ...schedule } },
      olga.token,
    );
    const t = created.data!.createTournament.tournament.id;
    for (const gql of [a, b])
      await expect
        .poll(
          async () =>
            (await gql<{ tournament: { checkInOpen: boolean } }>(CHECK_IN_OPEN, { t })).data?.tournament.checkInOpen,
          {
            timeout: 20_000,
          },
        )
        .toBe(true);
    // Both have projected the opening, so neither sends again; a send already on its way is refused or a duplicate.
    const openings: RecordedEvent[] = [];
    for await (const event of store.readStream(tournamentStream(t)))
      if (event.type === 'CheckInOpened') openings.push(event);
    expect(openings).toHaveLength(1);
    expect(openings[0]!.data).toMatchObject({ scheduled: true, by: { role: 'organizer', id: olga.id } });
  });

  it('plays matches with commands alternating between them: applied once, every subscriber on either sees every move, read models equal a rebuild', async () => {
    await expectEveryFeedSawTheEnd(await playWatchedOnBoth(instances, 6), store);

    const [first, second] = await stopAndRebuild(
      instances,
      [0, 1].map((n) => readModelsDirOf(root, n, true)),
      store,
    );
    expect(first!.live).toEqual(first!.rebuilt);
    expect(second!.live).toEqual(first!.live);
    // Nothing on either disk but the read-model cache: no events, no API database, no key files.
    for (const n of [0, 1])
      expect(readdirSync(instanceDataDir(root, n)).filter((name) => !name.startsWith('read-models'))).toEqual([]);
    expect(readdirSync(instanceDataDir(root, 0))).not.toContain(API_DB_FILE);
  }, 600_000);
});

describe('one of two API instances on their own disks killed mid-play', () => {
  const root = mkdtempSync(join(tmpdir(), 'cronica-apart-kill-'));
  let server: FakeEventStoreDb;
  let instances: ChildApi[] = [];
  afterAll(async () => {
    await killAll(instances);
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('loses no acknowledged command, and the other instance carries every match to its end', async () => {
    server = await FakeEventStoreDb.start();
    const env = { EVENTSTORE_CONNECTION_STRING: server.connectionString, ...SHARED };
    instances = await spawnInstances(root, 2, { apart: true, env });
    const played = await playThroughAKill(instances, 6, 24);
    const store = new EventStoreDbEventStore(server.connectionString);
    await expectSurvivorCarriedEveryMatch(played, instances[0]!, readModelsDirOf(root, 0, true), store);
  }, 600_000);
});
