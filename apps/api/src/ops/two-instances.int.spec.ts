import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openChildStore, type ChildApi } from '../testing/child-api.js';
import { RoundRobin, spawnInstances, waitCaughtUp } from '../testing/instances.js';
import { matchStream } from '@cronica/matches';
import {
  commandRuns,
  playTable,
  subscribe,
  until,
  readModelsAndRebuild,
  readStream,
  setUpTables,
  verifyPublicReplay,
  VIEW,
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
    for (const api of instances) api.child.kill('SIGKILL');
    await Promise.all(instances.map((api) => api.exited));
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
        const events = await readStream(store, matchStream(table.matchId));
        const runs = commandRuns(events);
        // Applied exactly once: one run of events per commandId, as many as the client was told.
        expect([...runs].filter(([, run]) => run.runs !== 1)).toEqual([]);
        for (const [commandId, count] of ledger.applied) {
          if (commandId.startsWith(`${table.matchId}-`))
            expect({ commandId, events: runs.get(commandId)?.events }).toEqual({ commandId, events: count });
        }
        // The views count game events (not the match's own setup events): ask the API for the last one.
        const last = await proxy.gql<{ matchView: { status: string; eventCount: number } }>(
          VIEW,
          { m: table.matchId },
          table.players[0].token,
        );
        expect(last.data?.matchView.status).toBe('finished');
        finalCounts.push(last.data!.matchView.eventCount);
        expect(await verifyPublicReplay(proxy.gql, table.matchId)).toEqual({ errors: [], fullyVerified: true });
      }

      // Pushes may cover several events at once; each feed must reach the end, never go back.
      await until(
        () => feeds.every((feed, i) => feed.counts.at(-1) === finalCounts[Math.floor(i / 2)]),
        'every subscriber saw the last event',
      );
      for (const feed of feeds) {
        expect(feed.counts).toEqual([...feed.counts].sort((a, b) => a - b));
        expect(feed.statuses.at(-1)).toBe('finished');
      }
      await Promise.all(feeds.map((feed) => feed.close()));

      for (const url of urls) await waitCaughtUp(url);
      for (const api of instances) api.child.kill('SIGTERM');
      await Promise.all(instances.map((api) => api.exited));
      const [first, second] = [
        await readModelsAndRebuild(join(dataDir, 'read-models-0'), store),
        await readModelsAndRebuild(join(dataDir, 'read-models-1'), store),
      ];
      expect(first.live).toEqual(first.rebuilt);
      expect(second.live).toEqual(first.live);
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
    for (const api of instances) api.child.kill('SIGKILL');
    await Promise.all(instances.map((api) => api.exited));
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
      for (const table of tables) {
        const runs = commandRuns(await readStream(store, matchStream(table.matchId)));
        expect([...runs].filter(([, run]) => run.runs !== 1)).toEqual([]);
        for (const [commandId, count] of ledger.applied) {
          if (commandId.startsWith(`${table.matchId}-`))
            expect({ commandId, events: runs.get(commandId)?.events }).toEqual({ commandId, events: count });
        }
        expect(await verifyPublicReplay(proxy.gql, table.matchId)).toEqual({ errors: [], fullyVerified: true });
      }
      await waitCaughtUp(instances[0]!.url);
      instances[0]!.child.kill('SIGTERM');
      await instances[0]!.exited;
      const survivor = await readModelsAndRebuild(join(dataDir, 'read-models-0'), store);
      expect(survivor.live).toEqual(survivor.rebuilt);
    } finally {
      await store.close();
    }
  }, 600_000);
});
