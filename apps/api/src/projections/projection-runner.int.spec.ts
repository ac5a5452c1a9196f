import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PubSub } from 'graphql-subscriptions';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SqliteEventStore,
  StoreUnavailableError,
  type EventStore,
  type Subscription,
  type SubscriptionMessage,
  type SubscriptionStatus,
  PersonalDataVault,
} from '@cronica/event-store';
import {
  ACCOUNT_REGISTERED,
  accountStream,
  migrateReadModels,
  readCheckpoint,
  type ReadDb,
} from '@cronica/projections';
import { LiveConnections } from '../common/live-connections.js';
import { Metrics } from '../ops/metrics.js';
import { LivePublisher } from './live-publisher.js';
import { ProjectionRunner } from './projection-runner.service.js';

const dirs: string[] = [];
const stores: SqliteEventStore[] = [];
const runners: ProjectionRunner[] = [];
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.beforeApplicationShutdown();
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openStore(): SqliteEventStore {
  const dir = mkdtempSync(join(tmpdir(), 'cronica-runner-'));
  dirs.push(dir);
  const store = new SqliteEventStore({ dataDir: dir, pollIntervalMs: 10 });
  stores.push(store);
  return store;
}

function openReadDb(): ReadDb {
  const db = new Database(':memory:');
  migrateReadModels(db);
  return db;
}

async function register(store: EventStore, username: string): Promise<bigint> {
  const accountId = randomUUID();
  const data = {
    accountId,
    username,
    displayName: username,
    passwordHash: 'x',
    registeredAt: '2026-11-23T10:00:00.000Z',
  };
  return (await store.appendToStream(accountStream(accountId), { id: randomUUID(), type: ACCOUNT_REGISTERED, data }))
    .position;
}

interface Logged {
  readonly msg: string;
}

function start(store: EventStore, db: ReadDb): { runner: ProjectionRunner; logs: Logged[] } {
  const logs: Logged[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as Logged) });
  const runner = new ProjectionRunner(
    store,
    db,
    new LivePublisher(new PubSub(), new LiveConnections()),
    logger,
    new Metrics(),
    new PersonalDataVault(store),
  );
  runner.onApplicationBootstrap();
  runners.push(runner);
  return { runner, logs };
}

const until = async (check: () => boolean, timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const usernames = (db: ReadDb) =>
  (db.prepare('SELECT username FROM players ORDER BY username').all() as Array<{ username: string }>).map(
    (r) => r.username,
  );

/** The store as given, but its subscriptions pass through `wrap`. */
function withSubscriptions(store: EventStore, wrap: (inner: Subscription, n: number) => Subscription): EventStore {
  let opened = 0;
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key === 'subscribeToAll')
        return (...args: Parameters<EventStore['subscribeToAll']>) => wrap(target.subscribeToAll(...args), opened++);
      const value = Reflect.get(target, key, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A subscription that passes messages through `keep` and can fail after `failAfter` events. */
function scripted(
  inner: Subscription,
  keep: (m: SubscriptionMessage) => boolean,
  failAfter = Number.POSITIVE_INFINITY,
): Subscription {
  async function* messages(): AsyncGenerator<SubscriptionMessage> {
    let events = 0;
    for await (const message of inner) {
      if (message.kind === 'event' && events++ >= failAfter)
        throw new StoreUnavailableError('connection reset by the test');
      if (keep(message)) yield message;
    }
  }
  const iterator = messages();
  return {
    [Symbol.asyncIterator]: () => iterator,
    unsubscribe: async () => {
      await inner.unsubscribe();
      await iterator.return(undefined);
    },
    status: (): SubscriptionStatus => inner.status(),
  };
}

describe('ProjectionRunner', () => {
  it('never stops silently: a failed subscription is logged, retried from the checkpoint, and every event lands once', async () => {
    const store = openStore();
    for (const name of ['ana', 'bea', 'carla']) await register(store, name);
    const flaky = withSubscriptions(store, (inner, n) =>
      scripted(inner, () => true, n === 0 ? 2 : Number.POSITIVE_INFINITY),
    );
    const db = openReadDb();
    const { runner, logs } = start(flaky, db);
    await until(() => runner.status().state === 'live');
    expect(usernames(db)).toEqual(['ana', 'bea', 'carla']);
    expect(logs.some((l) => l.msg.startsWith('projections stopped: retrying'))).toBe(true);
    const head = await register(store, 'diego');
    await runner.waitFor(head);
    expect(usernames(db)).toEqual(['ana', 'bea', 'carla', 'diego']);
    expect(readCheckpoint(db).events).toBe(4);
    expect(runner.status()).toMatchObject({ state: 'live', failures: 0, lastFailure: { code: 'UNAVAILABLE' } });
  });

  it('applies live events without a caughtUp signal (servers before 23.10 never send one)', async () => {
    const store = openStore();
    await register(store, 'ana');
    const silent = withSubscriptions(store, (inner) => scripted(inner, (m) => m.kind !== 'caughtUp'));
    const db = openReadDb();
    const { runner } = start(silent, db);
    await until(() => runner.isCaughtUp());
    const head = await register(store, 'bea');
    await runner.waitFor(head, 2000);
    expect(usernames(db)).toEqual(['ana', 'bea']);
  });

  it('refuses to resume from another store checkpoint and rebuilds from the store it is given', async () => {
    const first = openStore();
    for (const name of ['ana', 'bea', 'carla', 'diego']) await register(first, name);
    const db = openReadDb();
    const before = start(first, db);
    await until(() => before.runner.status().state === 'live' && usernames(db).length === 4);
    await before.runner.beforeApplicationShutdown();
    // The same DATA_DIR now pointed at another store (a wiped volume, or EventStoreDB instead of the embedded one).
    const second = openStore();
    const head = await register(second, 'elena');
    const after = start(second, db);
    await after.runner.waitFor(head);
    expect(usernames(db)).toEqual(['elena']);
    expect(readCheckpoint(db)).toMatchObject({ storeId: await second.storeId(), events: 1 });
    expect(after.logs.some((l) => l.msg.startsWith('read models do not match this event store'))).toBe(true);
  });

  it('rebuilds when the store fell behind its checkpoint (restored from an older copy)', async () => {
    const store = openStore();
    await register(store, 'ana');
    const db = openReadDb();
    const { runner } = start(store, db);
    await until(() => runner.status().state === 'live' && usernames(db).length === 1);
    await runner.beforeApplicationShutdown();
    db.prepare("UPDATE checkpoint SET position = position + 1000000 WHERE name = 'all'").run();
    const again = start(store, db);
    await until(() => again.runner.status().state === 'live');
    expect(readCheckpoint(db).position).toBe(await store.headPosition());
    expect(usernames(db)).toEqual(['ana']);
  });

  it('shuts down cleanly even while it is still asking the store where to start', async () => {
    const store = openStore();
    let answer!: () => void;
    const slow = new Proxy(store, {
      get(target, key, receiver) {
        if (key === 'storeId')
          return () => new Promise<string>((resolve) => (answer = () => void target.storeId().then(resolve)));
        const value = Reflect.get(target, key, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const { runner } = start(slow, openReadDb());
    const stopped = runner.beforeApplicationShutdown();
    answer();
    await stopped;
    expect(runner.status()).toMatchObject({ state: 'stopped', subscription: null });
  });
});
