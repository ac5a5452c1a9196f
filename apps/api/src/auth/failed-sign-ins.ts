import type { EventStore } from '@cronica/event-store';
import { RETENTION } from '@cronica/util';
import type { RecordedEvent } from '@cronica/event-store';
import { dayOf, failedSignInsDayStream, failedSignInsStream, privateEvent, readNewest } from './private-streams.js';

/** Wrong passwords typed for an account on one day (UTC) from one network. */
export interface FailedSignInGroup {
  readonly day: string;
  readonly count: number;
  readonly lastAt: number;
  /** Coarsened (IPv4 /24, IPv6 /56, common/client-address.ts `networkOf`); null when not known. */
  readonly network: string | null;
  /** From a device this account had signed in on before (devices.ts). */
  readonly knownDevice: boolean;
}

export const SIGN_IN_FAILED = 'SignInFailed';

/** How long the account holder can look back. */
const DAY_MS = 24 * 60 * 60_000;
export const FAILED_SIGN_INS_KEPT_DAYS = RETENTION.failedSignInsMs / DAY_MS;

/**
 * Events one instance writes per account and hour, at most: a guesser (already held to the
 * login rate per address, login-guard.ts) cannot grow the store faster than this. Failures past
 * it are counted in this instance's memory and written with the first failure of the next hour.
 */
export const FAILED_SIGN_IN_EVENTS_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;
/** Groups counted in memory per account past the cap; more collapse into one without a network. */
const MAX_PENDING_GROUPS = 50;

interface Budget {
  hour: number;
  written: number;
  pending: Map<string, FailedSignInGroup>;
}

const groupKey = (group: Pick<FailedSignInGroup, 'day' | 'network' | 'knownDevice'>) =>
  `${group.day}\n${group.network ?? ''}\n${group.knownDevice ? 1 : 0}`;

/**
 * What an account holder is told about wrong passwords typed for their account (ASVS 2.2.3):
 * when, how many and from roughly where, never the passwords; addresses only coarsened. Events
 * on the account's private stream of the day (`signinfailures-<id>-<yyyy-mm-dd>`, never
 * projected or exported raw), so every instance tells the same; only the last
 * FAILED_SIGN_INS_KEPT_DAYS are ever read, and a day's stream is deleted whole once
 * RETENTION.failedSignInsMs has passed since the day ended (ops/retention.ts).
 */
export class FailedSignIns {
  private readonly budgets = new Map<string, Budget>();

  constructor(private readonly store: EventStore) {}

  async record(accountId: string, network: string | null, knownDevice: boolean, now: number): Promise<void> {
    const budget = this.budgetOf(accountId, now);
    const group = { day: dayOf(now), count: 1, lastAt: now, network, knownDevice };
    const due = [...budget.pending.values(), group];
    if (budget.written + due.length > FAILED_SIGN_IN_EVENTS_PER_HOUR) {
      addPending(budget, group);
      return;
    }
    budget.pending.clear();
    budget.written += due.length;
    await this.store.appendToStream(
      failedSignInsDayStream(accountId, now),
      due.map((g) => privateEvent(SIGN_IN_FAILED, { ...g })),
    );
  }

  /** The newest groups of the last FAILED_SIGN_INS_KEPT_DAYS days, newest first. */
  async recent(accountId: string, now: number, limit = 20): Promise<FailedSignInGroup[]> {
    const since = now - FAILED_SIGN_INS_KEPT_DAYS * DAY_MS;
    const groups = new Map<string, FailedSignInGroup>();
    const events = await this.eventsSince(accountId, since, now);
    const pending = this.budgets.get(accountId)?.pending.values() ?? [];
    for (const group of [...events.map((event) => event.data as unknown as FailedSignInGroup), ...pending]) {
      if (group.lastAt <= since) continue;
      const seen = groups.get(groupKey(group));
      groups.set(groupKey(group), {
        ...group,
        count: (seen?.count ?? 0) + group.count,
        lastAt: Math.max(seen?.lastAt ?? 0, group.lastAt),
      });
    }
    return [...groups.values()].sort((a, b) => b.lastAt - a.lastAt).slice(0, limit);
  }

  /** Forgets this instance's hourly budgets of hours gone by; returns how many. */
  purge(now: number): number {
    let forgotten = 0;
    for (const [accountId, budget] of this.budgets)
      if (budget.hour < Math.floor(now / HOUR_MS) && budget.pending.size === 0) {
        this.budgets.delete(accountId);
        forgotten += 1;
      }
    return forgotten;
  }

  /**
   * The account's events of the days looked back on (a day ahead too, for another instance's
   * clock), and those of the one stream written before streams were kept per day.
   */
  private async eventsSince(accountId: string, since: number, now: number): Promise<RecordedEvent[]> {
    const reads = [readNewest(this.store, failedSignInsStream(accountId), maxEventsKept())];
    for (let at = since; at < now + 2 * DAY_MS; at += DAY_MS)
      reads.push(readNewest(this.store, failedSignInsDayStream(accountId, at), FAILED_SIGN_IN_EVENTS_PER_HOUR * 24));
    return (await Promise.all(reads)).flat();
  }

  private budgetOf(accountId: string, now: number): Budget {
    const hour = Math.floor(now / HOUR_MS);
    const budget = this.budgets.get(accountId) ?? { hour, written: 0, pending: new Map() };
    if (budget.hour !== hour) Object.assign(budget, { hour, written: 0 });
    this.budgets.set(accountId, budget);
    return budget;
  }
}

/** Every event an instance may have written in the period looked back on. */
const maxEventsKept = () => FAILED_SIGN_IN_EVENTS_PER_HOUR * 24 * FAILED_SIGN_INS_KEPT_DAYS;

function addPending(budget: Budget, group: FailedSignInGroup): void {
  const key = budget.pending.size >= MAX_PENDING_GROUPS ? groupKey({ ...group, network: null }) : groupKey(group);
  const seen = budget.pending.get(key);
  budget.pending.set(key, {
    ...group,
    network: budget.pending.size >= MAX_PENDING_GROUPS ? null : group.network,
    count: (seen?.count ?? 0) + 1,
  });
}
