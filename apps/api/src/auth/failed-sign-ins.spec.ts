import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type EventStore } from '@cronica/event-store';
import { FAILED_SIGN_IN_EVENTS_PER_HOUR, FailedSignIns } from './failed-sign-ins.js';
import { failedSignInsStream } from './private-streams.js';

const T0 = Date.UTC(2026, 0, 10, 12);

describe('failed sign-ins in the store, capped per account and hour', () => {
  let store: EventStore;
  let failed: FailedSignIns;
  const written = async () => {
    let events = 0;
    for await (const event of store.readStream(failedSignInsStream('acc'))) events += event ? 1 : 0;
    return events;
  };
  beforeEach(() => {
    store = new SqliteEventStore({ filename: ':memory:' });
    failed = new FailedSignIns(store);
  });
  afterEach(() => store.close());

  it('writes at most the hourly cap of events for a flood of guesses, and still tells the holder every one', async () => {
    for (let i = 0; i < 200; i += 1) await failed.record('acc', '198.51.100.0/24', false, T0 + i);
    expect(await written()).toBe(FAILED_SIGN_IN_EVENTS_PER_HOUR);
    expect((await failed.recent('acc', T0 + 1000)).map((group) => group.count)).toEqual([200]);
  });

  it('writes what it held back with the first guess of the next hour, where every instance sees it', async () => {
    for (let i = 0; i < 40; i += 1) await failed.record('acc', '198.51.100.0/24', false, T0 + i);
    await failed.record('acc', '203.0.113.0/24', true, T0 + 3600_000);
    const elsewhere = new FailedSignIns(store);
    const groups = await elsewhere.recent('acc', T0 + 3600_000 + 1);
    expect(groups.map((group) => [group.network, group.count])).toEqual([
      ['203.0.113.0/24', 1],
      ['198.51.100.0/24', 40],
    ]);
  });
});
