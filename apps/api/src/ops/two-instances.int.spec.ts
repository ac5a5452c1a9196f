import { describe, expect, it } from 'vitest';
import { childApiFolder, openChildStore } from '../testing/child-api.js';
import { readModelsDirOf, spawnInstances } from '../testing/instances.js';
import { stopAndRebuild } from './instances.testkit.js';
import {
  expectEveryFeedSawTheEnd,
  expectSurvivorCarriedEveryMatch,
  playThroughAKill,
  playWatchedOnBoth,
} from './round-robin.testkit.js';

// Two API processes on one embedded store (one SQLite file in WAL mode, the shared API database
// beside it), behind a round-robin: what docker compose runs on EventStoreDB, proven here without
// a server. Each process has its own read models and learns of the other's writes by polling the
// store, like any subscriber.

const TABLES = 25; // 50 players

describe('two API instances on one embedded store', () => {
  const { dataDir, running: instances } = childApiFolder('cronica-two-');

  it('serves 50 players through a round-robin: each command applied once, every subscriber on either instance sees every match to its end, chains intact, both read models equal a rebuild', async () => {
    instances.push(...(await spawnInstances(dataDir, 2)));
    const played = await playWatchedOnBoth(instances, TABLES);
    const store = openChildStore(dataDir);
    try {
      await expectEveryFeedSawTheEnd(played, store);
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
  const { dataDir, running: instances } = childApiFolder('cronica-kill-');

  it('loses no acknowledged command, and the other instance carries every match to its end', async () => {
    instances.push(...(await spawnInstances(dataDir, 2)));
    const played = await playThroughAKill(instances, 10, 40);
    await expectSurvivorCarriedEveryMatch(played, instances[0]!, readModelsDirOf(dataDir, 0), openChildStore(dataDir));
  }, 600_000);
});
