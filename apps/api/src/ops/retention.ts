import type { EventStore } from '@cronica/event-store';
import { forgetPeriodStream, periodStreamsBefore, type ReadDb } from '@cronica/projections';
import { RETENTION } from '@cronica/util';
import type { SessionPrune } from '../auth/session-prune.js';
import type { SessionStore } from '../auth/sessions.js';
import { deleteStream } from '../auth/private-streams.js';

/** How much one prune deleted or forgot, per kind of data. */
export interface Pruned {
  /** Session streams deleted from the store. */
  readonly sessions: number;
  /** Days of failed sign-ins (one account's stream each) deleted from the store. */
  readonly failedSignInDays: number;
  /** Months of sign-outs everywhere (one account's stream each) deleted from the store. */
  readonly signOutMonths: number;
  /** This instance's hourly budgets of failed sign-in events, forgotten. */
  readonly failureBudgets: number;
}

export interface RetentionParts {
  readonly store: EventStore;
  readonly readDb: ReadDb;
  readonly sessions: SessionStore;
  readonly sessionStreams: SessionPrune;
  readonly passwords: { forgetFailureBudgets(now: number): number };
}

/** Period streams looked at per query; the prune pages through all of them. */
const PAGE = 500;

/**
 * Deletes what Crónica keeps about people once its period in `RETENTION` (@cronica/util,
 * printed on the privacy notice) has passed, every RETENTION.pruneEveryMs on every instance:
 * - the streams of sessions no longer usable (auth/session-prune.ts);
 * - each account's day of failed sign-ins once RETENTION.failedSignInsMs has passed since the
 *   day ended (and the single stream of before, once its newest failure is that old);
 * - each account's month of sign-outs everywhere once RETENTION.sessionMaxMs has passed since
 *   the month ended: every session such a marker could end has expired by then (and the single
 *   stream of before, once its newest marker is that old);
 * - this instance's hourly budgets of failed sign-in events.
 * Rate buckets and runs of wrong passwords live in memory and forget themselves
 * (rate-limiter.ts, login-failures.ts). The clock is the caller's, so tests move it.
 */
export class RetentionPrune {
  constructor(private readonly parts: RetentionParts) {}

  async prune(now: number): Promise<Pruned> {
    const { sessions, sessionStreams, passwords } = this.parts;
    sessions.forgetIdleUses(now);
    return {
      sessions: await sessionStreams.prune(now),
      failedSignInDays: await this.prunePeriods('signinfailures', now - RETENTION.failedSignInsMs),
      signOutMonths: await this.prunePeriods('signouts', now - RETENTION.sessionMaxMs),
      failureBudgets: passwords.forgetFailureBudgets(now),
    };
  }

  /** Deletes the category's period streams that ended by `before`; returns how many. */
  private async prunePeriods(category: string, before: number): Promise<number> {
    const { store, readDb } = this.parts;
    let deleted = 0;
    let after = '';
    for (;;) {
      const page = periodStreamsBefore(readDb, category, before, after, PAGE);
      for (const stream of page) {
        // Nothing is written to a period past its end, so whatever it holds can go ('any').
        if ((await deleteStream(store, stream)) === 'deleted') deleted += 1;
        forgetPeriodStream(readDb, stream);
      }
      if (page.length < PAGE) return deleted;
      after = page[page.length - 1]!;
    }
  }
}
