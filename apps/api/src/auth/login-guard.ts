import { MemoryBuckets, RateLimiter, SharedBuckets } from '../common/rate-limiter.js';
import type { ApiDb } from '../store/api-db.js';

/** Wrong passwords in a row an account takes before sign-in to it slows down. */
export const FREE_FAILURES = 5;
/** Longest wait the back-off reaches. */
export const MAX_BACKOFF_MS = 15 * 60_000;
/** Failures are forgotten after this long without another. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

interface Failures {
  readonly count: number;
  readonly last: number;
}

/**
 * Limits on password guessing (OWASP Authentication Cheat Sheet, "Login Throttling"), the same
 * whichever transport or client a guess comes from:
 * - per client address, a bucket of password checks (sign-in, sign-up, password change);
 * - per username, after FREE_FAILURES wrong passwords, an exponential wait (1 s, 2 s, 4 s… up
 *   to 15 minutes) before the next try is even checked; a right password clears it.
 * A guesser rotating addresses still meets the per-username back-off; one spraying usernames
 * from one address meets the bucket.
 */
export class LoginGuard {
  private readonly perAddress: RateLimiter;
  private readonly failures: FailureStore;

  /** With `db` (the API's shared database), every instance sees the same buckets and failures. */
  constructor(checksPerMinute: number, db?: ApiDb) {
    this.perAddress = new RateLimiter(checksPerMinute, 60_000, db ? new SharedBuckets(db, 'login-address') : new MemoryBuckets());
    this.failures = db ? new SharedFailures(db) : new MemoryFailures();
  }

  /** Milliseconds to wait before this attempt may be checked (0: go ahead). Takes a token from the address's bucket (none for the server's own calls). */
  admit(username: string, address: string | undefined, now: number): number {
    const backoff = this.backoffLeft(username, now);
    if (backoff > 0 || address === undefined) return backoff;
    return this.perAddress.take(address, now);
  }

  failed(username: string, now: number): void {
    this.failures.add(username, now);
  }

  succeeded(username: string): void {
    this.failures.clear(username);
  }

  private backoffLeft(username: string, now: number): number {
    const entry = this.failures.get(username);
    if (!entry || entry.count < FREE_FAILURES) return 0;
    const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (entry.count - FREE_FAILURES));
    return Math.max(0, entry.last + wait - now);
  }
}

interface FailureStore {
  get(username: string): Failures | undefined;
  /** Counts one more failure (a run older than a day starts over). */
  add(username: string, now: number): void;
  clear(username: string): void;
}

class MemoryFailures implements FailureStore {
  private readonly entries = new Map<string, Failures>();

  get(username: string): Failures | undefined {
    return this.entries.get(username);
  }

  add(username: string, now: number): void {
    const previous = this.entries.get(username);
    this.entries.set(username, { count: previous && now - previous.last < FORGET_AFTER_MS ? previous.count + 1 : 1, last: now });
    if (this.entries.size > 100_000) for (const [name, entry] of this.entries) if (now - entry.last > FORGET_AFTER_MS) this.entries.delete(name);
  }

  clear(username: string): void {
    this.entries.delete(username);
  }
}

/** Failures in the shared database (table `login_failures`): a guesser spreading tries over instances meets one back-off. */
class SharedFailures implements FailureStore {
  private readonly select;
  private readonly upsert;
  private readonly remove;
  private readonly purge;
  private added = 0;

  constructor(db: ApiDb) {
    db.exec('CREATE TABLE IF NOT EXISTS login_failures (username TEXT PRIMARY KEY, count INTEGER NOT NULL, last INTEGER NOT NULL)');
    this.select = db.prepare<[string], Failures>('SELECT count, last FROM login_failures WHERE username = ?');
    // One statement, so two instances counting at once both count.
    this.upsert = db.prepare(`INSERT INTO login_failures (username, count, last) VALUES (?, 1, ?)
      ON CONFLICT (username) DO UPDATE SET count = CASE WHEN excluded.last - last < ${FORGET_AFTER_MS} THEN count + 1 ELSE 1 END, last = MAX(last, excluded.last)`);
    this.remove = db.prepare('DELETE FROM login_failures WHERE username = ?');
    this.purge = db.prepare('DELETE FROM login_failures WHERE last < ?');
  }

  get(username: string): Failures | undefined {
    return this.select.get(username);
  }

  add(username: string, now: number): void {
    this.upsert.run(username, now);
    this.added += 1;
    if (this.added % 1000 === 0) this.purge.run(now - FORGET_AFTER_MS);
  }

  clear(username: string): void {
    this.remove.run(username);
  }
}
