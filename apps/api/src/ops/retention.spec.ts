import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETENTION } from '@cronica/util';
import { FailedSignIns } from '../auth/failed-sign-ins.js';
import { LoginGuard } from '../auth/login-guard.js';
import { SessionStore } from '../auth/sessions.js';
import { RateLimiter, SharedBuckets } from '../common/rate-limiter.js';
import { openApiDb, type ApiDb } from '../store/api-db.js';
import { RetentionPrune } from './retention.js';

const T0 = Date.UTC(2026, 0, 10, 12);
const IDLE_MS = RETENTION.sessionIdleDefaultMs;

describe('the retention prune (clock injected)', () => {
  let dir: string;
  let db: ApiDb;
  let prune: RetentionPrune;
  const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cronica-retention-'));
    db = openApiDb(dir);
    prune = new RetentionPrune(db, IDLE_MS);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('deletes a session left unused for the idle period, and keeps one in use', () => {
    const sessions = new SessionStore(db, IDLE_MS);
    const idle = sessions.create('acc-idle', T0);
    const used = sessions.create('acc-used', T0);
    sessions.accountFor(used.token, T0 + IDLE_MS - 60_000);
    expect(prune.prune(T0 + IDLE_MS - 1).sessions).toBe(0);
    expect(prune.prune(T0 + IDLE_MS).sessions).toBe(1);
    expect(sessions.accountFor(idle.token, T0 + IDLE_MS)).toBeNull();
    expect(sessions.accountFor(used.token, T0 + IDLE_MS)).toBe('acc-used');
  });

  it('deletes every session at its absolute lifetime, however often it is used', () => {
    const sessions = new SessionStore(db, IDLE_MS);
    const session = sessions.create('acc', T0);
    for (let at = T0; at < T0 + RETENTION.sessionMaxMs; at += IDLE_MS / 2) sessions.accountFor(session.token, at);
    expect(prune.prune(T0 + RETENTION.sessionMaxMs - 1).sessions).toBe(0);
    expect(prune.prune(T0 + RETENTION.sessionMaxMs).sessions).toBe(1);
    expect(count('sessions')).toBe(0);
  });

  it('forgets wrong passwords and their networks after their period, not before', () => {
    const failed = new FailedSignIns(db);
    failed.record('acc', '203.0.113.0/24', false, T0);
    failed.record('acc', '198.51.100.0/24', false, T0 + 60_000);
    expect(prune.prune(T0 + RETENTION.failedSignInsMs - 1).failedSignIns).toBe(0);
    expect(prune.prune(T0 + RETENTION.failedSignInsMs).failedSignIns).toBe(1);
    expect(failed.recent('acc', T0 + RETENTION.failedSignInsMs).map((group) => group.network)).toEqual([
      '198.51.100.0/24',
    ]);
    expect(prune.prune(T0 + RETENTION.failedSignInsMs + 60_000).failedSignIns).toBe(1);
    expect(count('failed_sign_ins')).toBe(0);
  });

  it('deletes runs of wrong passwords (username and client address) a day after the last failure', () => {
    const guard = new LoginGuard(100, db);
    guard.failed({ username: 'ana', address: '203.0.113.7' }, T0);
    expect(count('login_failure_runs')).toBe(2);
    expect(prune.prune(T0 + RETENTION.failureRunsMs - 1).failureRuns).toBe(0);
    expect(prune.prune(T0 + RETENTION.failureRunsMs).failureRuns).toBe(2);
    expect(db.prepare('SELECT key FROM login_failure_runs').all()).toEqual([]);
  });

  it('deletes rate buckets of every scope once idle, keeping the ones still in use', () => {
    const mutations = new RateLimiter(10, 60_000, new SharedBuckets(db, 'mutations'));
    const logins = new RateLimiter(10, 60_000, new SharedBuckets(db, 'login-address'));
    mutations.take('account:acc', T0);
    logins.take('203.0.113.7', T0);
    mutations.take('account:busy', T0 + RETENTION.rateBucketIdleMs - 1);
    expect(prune.prune(T0 + RETENTION.rateBucketIdleMs - 1).rateBuckets).toBe(0);
    expect(prune.prune(T0 + RETENTION.rateBucketIdleMs + 1).rateBuckets).toBe(2);
    expect(db.prepare('SELECT key FROM rate_buckets').all()).toEqual([{ key: 'account:busy' }]);
  });
});
