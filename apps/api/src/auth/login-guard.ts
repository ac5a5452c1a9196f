import { RateLimiter } from '../common/rate-limiter.js';

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
  private readonly failures = new Map<string, Failures>();

  constructor(checksPerMinute: number) {
    this.perAddress = new RateLimiter(checksPerMinute, 60_000);
  }

  /** Milliseconds to wait before this attempt may be checked (0: go ahead). Takes a token from the address's bucket (none for the server's own calls). */
  admit(username: string, address: string | undefined, now: number): number {
    const backoff = this.backoffLeft(username, now);
    if (backoff > 0 || address === undefined) return backoff;
    return this.perAddress.take(address, now);
  }

  failed(username: string, now: number): void {
    const previous = this.failures.get(username);
    const count = previous && now - previous.last < FORGET_AFTER_MS ? previous.count + 1 : 1;
    this.failures.set(username, { count, last: now });
    if (this.failures.size > 100_000) this.prune(now);
  }

  succeeded(username: string): void {
    this.failures.delete(username);
  }

  private backoffLeft(username: string, now: number): number {
    const entry = this.failures.get(username);
    if (!entry || entry.count < FREE_FAILURES) return 0;
    const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (entry.count - FREE_FAILURES));
    return Math.max(0, entry.last + wait - now);
  }

  private prune(now: number): void {
    for (const [username, entry] of this.failures) if (now - entry.last > FORGET_AFTER_MS) this.failures.delete(username);
  }
}
