// Test support for the contract suite (excluded from the library build): the adapters every
// contract spec runs against, and small helpers to make events and drain iterators.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStoreDbEventStore } from '../eventstoredb/esdb-event-store.js';
import { SqliteEventStore } from '../sqlite/sqlite-event-store.js';
import { FakeEventStoreDb } from './fake-eventstoredb.js';
import { test } from 'vitest';
import type { EventData, EventStore, JsonValue, Subscription, SubscriptionMessage } from '../types.js';

export interface ContractAdapter {
  readonly name: string;
  /** False when the backend is not available here; its leg is then reported as skipped. */
  readonly enabled: boolean;
  /**
   * True when nothing but the test writes to the store. The EventStoreDB leg may run against a
   * server other clients write to, so its tests only look at streams and positions of their own.
   */
  readonly exclusive: boolean;
  /**
   * What `$all` shows of a tombstoned stream's events: EventStoreDB keeps them until an operator
   * runs a scavenge; the embedded store deletes them with the tombstone.
   */
  readonly tombstonedEventsInAll: 'kept until scavenge' | 'removed';
  /** Opens a store; `second` is another client of the same data (another connection or process). */
  open(): Promise<{ store: EventStore; second: () => EventStore; cleanup: () => Promise<void> }>;
}

const connectionString = process.env.EVENTSTORE_CONNECTION_STRING?.trim();

export const sqliteAdapter: ContractAdapter = {
  name: 'embedded SQLite',
  enabled: true,
  exclusive: true,
  tombstonedEventsInAll: 'removed',
  async open() {
    const dataDir = mkdtempSync(join(tmpdir(), 'cronica-store-'));
    const opened: EventStore[] = [];
    const openOne = () => {
      const store = new SqliteEventStore({ dataDir, pollIntervalMs: 20 });
      opened.push(store);
      return store;
    };
    const store = openOne();
    return {
      store,
      second: openOne,
      cleanup: async () => {
        for (const s of opened) await s.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/** EventStoreDB clients of one server; `stop` runs after they are closed. */
function openEsdbClients(connection: string, stop: () => Promise<void> = async () => undefined) {
  const opened: EventStore[] = [];
  const openOne = () => {
    const store = new EventStoreDbEventStore(connection);
    opened.push(store);
    return store;
  };
  return {
    store: openOne(),
    second: openOne,
    cleanup: async () => {
      for (const s of opened) await s.close();
      await stop();
    },
  };
}

export const eventStoreDbAdapter: ContractAdapter = {
  name: 'EventStoreDB',
  enabled: connectionString !== undefined && connectionString !== '',
  exclusive: false,
  tombstonedEventsInAll: 'kept until scavenge',
  open: async () => openEsdbClients(connectionString!),
};

/**
 * The EventStoreDB adapter against the stand-in server (src/testing/fake-eventstoredb.ts), always:
 * a fresh server on an ephemeral port per opened store, so nobody else writes to it.
 */
export const fakeEventStoreDbAdapter: ContractAdapter = {
  name: 'EventStoreDB stand-in',
  enabled: true,
  exclusive: true,
  tombstonedEventsInAll: 'kept until scavenge',
  async open() {
    const fake = await FakeEventStoreDb.start();
    return openEsdbClients(fake.connectionString, () => fake.stop());
  },
};

export const contractAdapters: readonly ContractAdapter[] = [
  sqliteAdapter,
  fakeEventStoreDbAdapter,
  eventStoreDbAdapter,
];

type OpenedStore = Awaited<ReturnType<ContractAdapter['open']>>;

/**
 * `it` for the tests of one adapter: a test that names `store` (or `second`, another client of the
 * same data) gets a store opened for it alone, cleaned up after it whether it passed or failed.
 */
export function itOnFreshStore(adapter: ContractAdapter) {
  return test.extend<{ opened: OpenedStore; store: EventStore; second: () => EventStore }>({
    // The fixture needs nothing else; vitest reads what a fixture needs from its first parameter's pattern.
    // eslint-disable-next-line no-empty-pattern
    opened: async ({}, use) => {
      const opened = await adapter.open();
      try {
        await use(opened);
      } finally {
        await opened.cleanup();
      }
    },
    store: async ({ opened }, use) => use(opened.store),
    second: async ({ opened }, use) => use(opened.second),
  });
}

/** Says plainly, once per spec file, that the EventStoreDB leg did not run and why. */
export function announceSkippedLegs(file: string): void {
  if (!eventStoreDbAdapter.enabled) {
    console.log(
      `[${file}] real EventStoreDB leg skipped: EVENTSTORE_CONNECTION_STRING is not set (the embedded SQLite and EventStoreDB stand-in legs ran).`,
    );
  }
}

/** A stream name no other test (or earlier run against a shared server) has used. */
export function uniqueStream(prefix = 'test'): string {
  return `${prefix}-${randomUUID()}`;
}

export function newEvent(type = 'Tested', data: JsonValue = { n: 0 }, metadata?: JsonValue): EventData {
  return metadata === undefined ? { id: randomUUID(), type, data } : { id: randomUUID(), type, data, metadata };
}

export function newEvents(count: number, type = 'Tested'): EventData[] {
  return Array.from({ length: count }, (_, n) => newEvent(type, { n }));
}

/** The error an iteration or a call ends with, or undefined when it succeeds. */
export function errorOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => undefined,
    (e: unknown) => e,
  );
}

export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

/** Reads messages until `done` says stop, failing after `timeoutMs` instead of hanging the run. */
export async function takeUntil(
  subscription: Subscription,
  done: (messages: readonly SubscriptionMessage[]) => boolean,
  timeoutMs = 10_000,
): Promise<SubscriptionMessage[]> {
  const messages: SubscriptionMessage[] = [];
  const iterator = subscription[Symbol.asyncIterator]();
  const deadline = Date.now() + timeoutMs;
  while (!done(messages)) {
    const left = deadline - Date.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), Math.max(left, 0))),
    );
    const next = await Promise.race([iterator.next(), timeout]);
    clearTimeout(timer);
    if (next === 'timeout') throw new Error(`subscription stalled after ${messages.length} messages`);
    if (next.done) break;
    messages.push(next.value);
  }
  return messages;
}

/** Every byte a SQLite store keeps on disk in `dataDir`: the database file and its write-ahead log. */
export function sqliteFileBytes(dataDir: string): Buffer {
  return Buffer.concat(
    ['events.sqlite', 'events.sqlite-wal']
      .map((name) => join(dataDir, name))
      .filter((path) => existsSync(path))
      .map((path) => readFileSync(path)),
  );
}
