import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type EventStore, type RecordedEvent } from '@cronica/event-store';
import { migrateReadModels, Projector, type ReadDb } from '@cronica/projections';
import { RETENTION } from '@cronica/util';
import { FailedSignIns } from '../auth/failed-sign-ins.js';
import { SessionStore } from '../auth/sessions.js';
import { RetentionPrune } from './retention.js';

const T0 = Date.UTC(2026, 0, 10, 12);
const IDLE_MS = RETENTION.sessionIdleDefaultMs;
const DAY_MS = 24 * 3600_000;

describe('the retention prune (clock injected)', () => {
  let store: EventStore;
  let readDb: ReadDb;
  let sessions: SessionStore;
  let failed: FailedSignIns;
  let prune: RetentionPrune;
  /** Projects everything the store holds into this instance's read models. */
  const project = async () => {
    const events: RecordedEvent[] = [];
    for await (const event of store.readAll()) events.push(event);
    new Projector(readDb).apply(events);
  };
  const rows = () => (readDb.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;

  beforeEach(() => {
    store = new SqliteEventStore({ filename: ':memory:' });
    readDb = new Database(':memory:');
    migrateReadModels(readDb);
    sessions = new SessionStore(store, readDb, IDLE_MS);
    failed = new FailedSignIns(store);
    prune = new RetentionPrune(sessions, { forgetFailureBudgets: (now: number) => failed.purge(now) } as never);
  });
  afterEach(async () => {
    readDb.close();
    await store.close();
  });

  it('forgets a session left unused for the idle period, and keeps one in use', async () => {
    const idle = await sessions.create('acc-idle', T0);
    const used = await sessions.create('acc-used', T0);
    await project();
    expect(await sessions.accountFor(used.token, T0 + IDLE_MS - 1000)).toBe('acc-used');
    await project();
    expect(prune.prune(T0 + IDLE_MS + 1000).sessions).toBe(1);
    expect(rows()).toBe(1);
    expect(await sessions.accountFor(idle.token, T0 + IDLE_MS + 1000)).toBeNull();
    expect(await sessions.accountFor(used.token, T0 + IDLE_MS + 1000)).toBe('acc-used');
  });

  it('forgets ended sessions, and a forgotten one stays ended when asked again', async () => {
    const ended = await sessions.create('acc', T0);
    await sessions.revoke(ended.token, 'signed-out', T0 + 1000);
    await project();
    expect(prune.prune(T0 + 2000).sessions).toBe(1);
    expect(await sessions.accountFor(ended.token, T0 + 3000)).toBeNull();
  });

  it('tells the account holder only the failed sign-ins of the kept period', async () => {
    await failed.record('acc', '203.0.113.0/24', false, T0);
    await failed.record('acc', '203.0.113.0/24', false, T0 + 1000);
    const now = T0 + RETENTION.failedSignInsMs + DAY_MS;
    expect((await failed.recent('acc', T0 + 2000)).map((group) => group.count)).toEqual([2]);
    expect(await failed.recent('acc', now)).toEqual([]);
    expect(prune.prune(now).failureBudgets).toBe(1);
  });
});
