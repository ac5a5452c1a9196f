import type { EventStore } from '@cronica/event-store';
import { expect } from 'vitest';
import type { ChildApi } from '../testing/child-api.js';
import { RoundRobin } from '../testing/instances.js';
import {
  feedsReachTheEnd,
  playTable,
  PLAYED_OUT,
  setUpTables,
  stopAndRebuild,
  subscribe,
  tableAfterPlay,
  until,
  type Feed,
  type Ledger,
  type Table,
} from './instances.testkit.js';

/** The scenarios the two-instance tests play, on one shared store or on their own disks. */

/** Tables played through a round-robin over two instances, with each seat's feed on a different instance. */
export interface PlayedWatched {
  readonly proxy: RoundRobin;
  readonly tables: readonly Table[];
  readonly ledger: Ledger;
  readonly feeds: readonly Feed[];
}

/**
 * Plays `count` tables through a round-robin over two instances, each player listening on one
 * instance and the rival on the other, so a command handled by either must reach both; some
 * commands are resent, and each resend is answered as a duplicate.
 */
export async function playWatchedOnBoth(instances: readonly ChildApi[], count: number): Promise<PlayedWatched> {
  const urls = instances.map((api) => api.url);
  const proxy = new RoundRobin(urls);
  const tables = await setUpTables(proxy.gql, 'p', count);
  const feeds = tables.flatMap((table) => [subscribe(urls[0]!, table, 0), subscribe(urls[1]!, table, 1)]);
  await Promise.all(feeds.map((feed) => feed.ready));
  const ledger: Ledger = { applied: new Map(), duplicates: 0 };
  await Promise.all(tables.map((table, n) => playTable(proxy.gql, table, n + 1, ledger)));
  expect(ledger.duplicates).toBeGreaterThan(0);
  return { proxy, tables, ledger, feeds };
}

/** Every table played out in `store` as the ledger says, and every feed saw its match to the end, in order. */
export async function expectEveryFeedSawTheEnd({ proxy, tables, ledger, feeds }: PlayedWatched, store: EventStore) {
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
}

/** Tables played through a round-robin over two instances, the second killed (SIGKILL) mid-play. */
export interface PlayedThroughAKill {
  readonly proxy: RoundRobin;
  readonly tables: readonly Table[];
  readonly ledger: Ledger;
}

/** Plays `count` tables through a round-robin over `instances`, killing the second once `beforeKill` commands are applied. */
export async function playThroughAKill(
  instances: readonly ChildApi[],
  count: number,
  beforeKill: number,
): Promise<PlayedThroughAKill> {
  const proxy = new RoundRobin(instances.map((api) => api.url));
  const tables = await setUpTables(proxy.gql, 'k', count);
  const ledger: Ledger = { applied: new Map(), duplicates: 0 };
  const playing = Promise.all(tables.map((table, n) => playTable(proxy.gql, table, n + 7, ledger)));
  await until(() => ledger.applied.size >= beforeKill, `${beforeKill} commands applied before the kill`);
  instances[1]!.child.kill('SIGKILL');
  expect(await instances[1]!.exited).toBe('SIGKILL');
  await playing;
  expect(proxy.size).toBe(1);
  return { proxy, tables, ledger };
}

/** Every table played out in `store` as the ledger says, and the survivor's read models equal a rebuild; closes the store. */
export async function expectSurvivorCarriedEveryMatch(
  { proxy, tables, ledger }: PlayedThroughAKill,
  survivor: ChildApi,
  readModelsDir: string,
  store: EventStore,
): Promise<void> {
  try {
    for (const table of tables) expect(await tableAfterPlay(proxy.gql, store, table, ledger)).toMatchObject(PLAYED_OUT);
    const [rebuilt] = await stopAndRebuild([survivor], [readModelsDir], store);
    expect(rebuilt!.live).toEqual(rebuilt!.rebuilt);
  } finally {
    await store.close();
  }
}
