import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type EventStore } from '@cronica/event-store';
import { FAILED_SIGN_IN_EVENTS_PER_HOUR, FailedSignIns, SIGN_IN_FAILED } from './failed-sign-ins.js';
import { failedSignInsDayStream, failedSignInsStream, privateEvent } from './private-streams.js';

const T0 = Date.UTC(2026, 0, 10, 12);

describe('failed sign-ins in the store, capped per account and hour', () => {
  let store: EventStore;
  let failed: FailedSignIns;
  const written = async () => {
    let events = 0;
    for await (const event of store.readStream(failedSignInsDayStream('acc', T0))) events += event ? 1 : 0;
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

  it('still tells the holder of failures written before they were kept per day', async () => {
    const older = { day: '2026-01-09', count: 2, lastAt: T0 - 86_400_000, network: null, knownDevice: false };
    await store.appendToStream(failedSignInsStream('acc'), privateEvent(SIGN_IN_FAILED, older));
    await failed.record('acc', '203.0.113.0/24', false, T0);
    expect((await failed.recent('acc', T0 + 1000)).map((group) => [group.day, group.count])).toEqual([
      ['2026-01-10', 1],
      ['2026-01-09', 2],
    ]);
  });
});
