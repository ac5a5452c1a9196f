import { FailedSignIns } from '../auth/failed-sign-ins.js';
import { SharedFailures } from '../auth/login-failures.js';
import { SessionStore } from '../auth/sessions.js';
import { pruneIdleBuckets } from '../common/rate-limiter.js';
import type { ApiDb } from '../store/api-db.js';

/** How many rows one prune deleted, per kind of data. */
export interface Pruned {
  readonly sessions: number;
  readonly failedSignIns: number;
  readonly failureRuns: number;
  readonly rateBuckets: number;
}

/**
 * Deletes what the API keeps about people outside the event log once its period in
 * `RETENTION` (@cronica/util, printed on the privacy notice) has passed: ended sessions, wrong
 * passwords older than their period, forgotten runs of wrong passwords and idle rate buckets.
 * The clock is the caller's, so tests move it instead of waiting.
 */
export class RetentionPrune {
  private readonly sessions: SessionStore;
  private readonly failedSignIns: FailedSignIns;
  private readonly failureRuns: SharedFailures;

  constructor(
    private readonly db: ApiDb,
    sessionIdleMs: number,
  ) {
    this.sessions = new SessionStore(db, sessionIdleMs);
    this.failedSignIns = new FailedSignIns(db);
    this.failureRuns = new SharedFailures(db);
  }

  prune(now: number): Pruned {
    return {
      sessions: this.sessions.purge(now),
      failedSignIns: this.failedSignIns.purge(now),
      failureRuns: this.failureRuns.forget(now),
      rateBuckets: pruneIdleBuckets(this.db, now),
    };
  }
}
