import type { PasswordChecks } from '../auth/password-checks.js';
import type { SessionStore } from '../auth/sessions.js';

/** How many rows one prune forgot, per kind of data. */
export interface Pruned {
  readonly sessions: number;
  readonly failureBudgets: number;
}

/**
 * Forgets what this instance keeps about people once its period in `RETENTION` (@cronica/util,
 * printed on the privacy notice) has passed: ended, expired and idle sessions in its read model,
 * and its hourly budgets of failed sign-in events. Rate buckets and runs of wrong passwords live
 * in memory and forget themselves (rate-limiter.ts, login-failures.ts). The clock is the
 * caller's, so tests move it instead of waiting.
 */
export class RetentionPrune {
  constructor(
    private readonly sessions: SessionStore,
    private readonly passwords: PasswordChecks,
  ) {}

  prune(now: number): Pruned {
    return { sessions: this.sessions.purge(now), failureBudgets: this.passwords.forgetFailureBudgets(now) };
  }
}
