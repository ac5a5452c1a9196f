import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, StreamDeletedError, type EventStore, type RecordedEvent } from '@cronica/event-store';
import { findSession, migrateReadModels, Projector } from '@cronica/projections';
import { RETENTION } from '@cronica/util';
import { FailedSignIns } from '../auth/failed-sign-ins.js';
import { failedSignInsDayStream, privateEvent, sessionStream, signOutsMonthStream } from '../auth/private-streams.js';
import { SETTLE_MS, SessionPrune } from '../auth/session-prune.js';
import { SessionTokens } from '../auth/session-tokens.js';
import { SessionStore, tokenDigest, touchEvery } from '../auth/sessions.js';
import { RetentionPrune } from './retention.js';

const T0 = Date.UTC(2026, 0, 10, 12);
const IDLE_MS = RETENTION.sessionIdleDefaultMs;
const TOUCH_MS = touchEvery(IDLE_MS);
const DAY_MS = 24 * 3600_000;
/** Every instance of one deployment marks its tokens with the same key. */
const TOKENS = new SessionTokens(Buffer.alloc(32, 7));

/** One API instance's view: its own read model over the shared store. */
function instance(store: EventStore) {
  const readDb = new Database(':memory:');
  migrateReadModels(readDb);
  const sessions = new SessionStore(store, readDb, IDLE_MS, TOKENS);
  const failed = new FailedSignIns(store);
  const sessionStreams = new SessionPrune(store, readDb, IDLE_MS, TOUCH_MS);
  const passwords = { forgetFailureBudgets: (now: number) => failed.purge(now) };
  const prune = new RetentionPrune({ store, readDb, sessions, sessionStreams, passwords });
  const project = async () => {
    const events: RecordedEvent[] = [];
    for await (const event of store.readAll()) events.push(event);
    new Projector(readDb).apply(events);
  };
  return { readDb, sessions, failed, prune, project };
}

describe('the retention prune (clock injected)', () => {
  let store: EventStore;
  let a: ReturnType<typeof instance>;
  const readBack = async (stream: string) => {
    for await (const event of store.readStream(stream)) void event;
  };

  beforeEach(() => {
    store = new SqliteEventStore({ filename: ':memory:' });
    a = instance(store);
  });
  afterEach(async () => {
    a.readDb.close();
    await store.close();
  });

  it('deletes a signed-out session’s stream a few minutes after it ended; its token stays refused', async () => {
    const ended = await a.sessions.create('acc', T0);
    await a.sessions.revoke(ended.token, 'signed-out', T0 + 1000);
    await a.project();
    expect((await a.prune.prune(T0 + 2000)).sessions).toBe(0);
    expect((await a.prune.prune(T0 + 1000 + SETTLE_MS)).sessions).toBe(1);
    await expect(readBack(sessionStream(tokenDigest(ended.token)))).rejects.toBeInstanceOf(StreamDeletedError);
    expect(findSession(a.readDb, tokenDigest(ended.token))).toBeUndefined();
    expect(await a.sessions.accountFor(ended.token, T0 + 2 * SETTLE_MS)).toBeNull();
    await a.sessions.revoke(ended.token, 'signed-out', T0 + 2 * SETTLE_MS);
  });

  it('deletes a session left unused past the idle period (and the last use it may not have written), and keeps one in use', async () => {
    const idle = await a.sessions.create('acc-idle', T0);
    const used = await a.sessions.create('acc-used', T0);
    await a.project();
    expect(await a.sessions.accountFor(used.token, T0 + IDLE_MS - 1000)).toBe('acc-used');
    await a.project();
    expect((await a.prune.prune(T0 + IDLE_MS + 1000)).sessions).toBe(0);
    expect((await a.prune.prune(T0 + IDLE_MS + TOUCH_MS + SETTLE_MS)).sessions).toBe(1);
    expect(await a.sessions.accountFor(idle.token, T0 + IDLE_MS + TOUCH_MS + SETTLE_MS)).toBeNull();
    expect(await a.sessions.accountFor(used.token, T0 + IDLE_MS + TOUCH_MS + SETTLE_MS)).toBe('acc-used');
  });

  it('keeps a session its read model thinks idle when the store has a newer use', async () => {
    const session = await a.sessions.create('acc', T0);
    await a.project();
    const later = T0 + IDLE_MS - 1000;
    await store.appendToStream(sessionStream(tokenDigest(session.token)), privateEvent('SessionUsed', { at: later }));
    expect((await a.prune.prune(T0 + IDLE_MS + TOUCH_MS + SETTLE_MS)).sessions).toBe(0);
    await a.project();
    expect(await a.sessions.accountFor(session.token, T0 + IDLE_MS + TOUCH_MS + SETTLE_MS)).toBe('acc');
  });

  it('lets several instances prune at once: a stream deleted elsewhere is done, and forgotten here too', async () => {
    const b = instance(store);
    const ended = await a.sessions.create('acc', T0);
    await a.sessions.revoke(ended.token, 'signed-out', T0);
    await a.project();
    await b.project();
    const [here, there] = await Promise.all([a.prune.prune(T0 + SETTLE_MS), b.prune.prune(T0 + SETTLE_MS)]);
    expect(here.sessions + there.sessions).toBeGreaterThanOrEqual(1);
    expect(findSession(b.readDb, tokenDigest(ended.token))).toBeUndefined();
    expect(findSession(a.readDb, tokenDigest(ended.token))).toBeUndefined();
    b.readDb.close();
  });

  it('deletes a day of failed sign-ins once its period is past, and keeps telling the recent ones', async () => {
    await a.failed.record('acc', '203.0.113.0/24', false, T0);
    const recent = T0 + RETENTION.failedSignInsMs;
    await a.failed.record('acc', '198.51.100.0/24', false, recent);
    await a.project();
    const dayEnd = Date.UTC(2026, 0, 11);
    expect((await a.prune.prune(dayEnd + RETENTION.failedSignInsMs - 1)).failedSignInDays).toBe(0);
    expect((await a.prune.prune(dayEnd + RETENTION.failedSignInsMs)).failedSignInDays).toBe(1);
    await expect(readBack(failedSignInsDayStream('acc', T0))).rejects.toBeInstanceOf(StreamDeletedError);
    const listed = await a.failed.recent('acc', dayEnd + RETENTION.failedSignInsMs);
    expect(listed.map((group) => group.network)).toEqual(['198.51.100.0/24']);
  });

  it('deletes a month of sign-outs everywhere once every session it could end has expired; later ones still end sessions', async () => {
    await a.sessions.create('acc', T0);
    await a.sessions.revokeAll('acc', 'signed-out-everywhere', T0 + 1000);
    await a.project();
    const monthEnd = Date.UTC(2026, 1, 1);
    expect((await a.prune.prune(monthEnd + RETENTION.sessionMaxMs - 1)).signOutMonths).toBe(0);
    expect((await a.prune.prune(monthEnd + RETENTION.sessionMaxMs)).signOutMonths).toBe(1);
    await expect(readBack(signOutsMonthStream('acc', T0))).rejects.toBeInstanceOf(StreamDeletedError);
    const now = monthEnd + RETENTION.sessionMaxMs + 1000;
    const fresh = await a.sessions.create('acc', now);
    await a.sessions.revokeAll('acc', 'signed-out-everywhere', now + 1000);
    expect(await new SessionStore(store, a.readDb, IDLE_MS, TOKENS).accountFor(fresh.token, now + 2000)).toBeNull();
  });

  it('forgets this instance’s budgets of failed sign-in events of hours gone by', async () => {
    await a.failed.record('acc', '203.0.113.0/24', false, T0);
    expect((await a.prune.prune(T0 + DAY_MS)).failureBudgets).toBe(1);
  });
});
