import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openChildStore, type ChildApi } from '../testing/child-api.js';
import { readModelsDirOf, RoundRobin, spawnInstances } from '../testing/instances.js';
import {
  feedsReachTheEnd,
  killAll,
  playTable,
  PLAYED_OUT,
  setUpTables,
  stopAndRebuild,
  subscribe,
  tableAfterPlay,
  until,
  type Ledger,
} from './instances.testkit.js';

// Two API processes on one embedded store (one SQLite file in WAL mode, the shared API database
// beside it), behind a round-robin: what docker compose runs on EventStoreDB, proven here without
// a server. Each process has its own read models and learns of the other's writes by polling the
// store, like any subscriber.

const TABLES = 25; // 50 players

describe('two API instances on one embedded store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cronica-two-'));
  let instances: ChildApi[] = [];
  afterAll(async () => {
    await killAll(instances);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves 50 players through a round-robin: each command applied once, every subscriber on either instance sees every match to its end, chains intact, both read models equal a rebuild', async () => {
    instances = await spawnInstances(dataDir, 2);
    const urls = instances.map((api) => api.url);
    const proxy = new RoundRobin(urls);
    const tables = await setUpTables(proxy.gql, 'p', TABLES);

    // Each player listens on one instance, the rival on the other: a command handled by either
    // instance must reach both.
    const feeds = tables.flatMap((table) => [subscribe(urls[0]!, table, 0), subscribe(urls[1]!, table, 1)]);
    await Promise.all(feeds.map((feed) => feed.ready));

    const ledger: Ledger = { applied: new Map(), duplicates: 0 };
    await Promise.all(tables.map((table, n) => playTable(proxy.gql, table, n + 1, ledger)));
    expect(ledger.duplicates).toBeGreaterThan(0);

    const store = openChildStore(dataDir);
    try {
      const finalCounts: number[] = [];
      for (const table of tables) {
        const played = await tableAfterPlay(proxy.gql, store, table, ledger);
        expect(played).toMatchObject(PLAYED_OUT);
        finalCounts.push(played.eventCount);
      }
      await feedsReachTheEnd(feeds, finalCounts);
      for (const feed of feeds) {
        expect(feed.counts).toEqual([...feed.counts].sort((a, b) => a - b));
        expect(feed.statuses.at(-1)).toBe('finished');
      }

      const [first, second] = await stopAndRebuild(
        instances,
        [0, 1].map((n) => readModelsDirOf(dataDir, n)),
        store,
      );
      expect(first!.live).toEqual(first!.rebuilt);
      expect(second!.live).toEqual(first!.live);
    } finally {
      await store.close();
    }
    // Two API processes from source on a shared 2-core machine: a guard against a hang, not a speed assertion.
  }, 600_000);
});

describe('one of two API instances killed under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cronica-kill-'));
  let instances: ChildApi[] = [];
  afterAll(async () => {
    await killAll(instances);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged command, and the other instance carries every match to its end', async () => {
    instances = await spawnInstances(dataDir, 2);
    const proxy = new RoundRobin(instances.map((api) => api.url));
    const tables = await setUpTables(proxy.gql, 'k', 10);
    const ledger: Ledger = { applied: new Map(), duplicates: 0 };
    const playing = Promise.all(tables.map((table, n) => playTable(proxy.gql, table, n + 7, ledger)));
    await until(() => ledger.applied.size >= 40, '40 commands applied before the kill');
    instances[1]!.child.kill('SIGKILL');
    expect(await instances[1]!.exited).toBe('SIGKILL');
    await playing;
    expect(proxy.size).toBe(1);

    const store = openChildStore(dataDir);
    try {
      for (const table of tables)
        expect(await tableAfterPlay(proxy.gql, store, table, ledger)).toMatchObject(PLAYED_OUT);
      const [survivor] = await stopAndRebuild([instances[0]!], [readModelsDirOf(dataDir, 0)], store);
      expect(survivor!.live).toEqual(survivor!.rebuilt);
    } finally {
      await store.close();
    }
  }, 600_000);
});
