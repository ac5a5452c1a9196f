import { clientKey } from '../common/client-address.js';
import { RateLimiter } from '../common/rate-limiter.js';
import { MemoryFailures, type FailureRun, type FailureStore } from './login-failures.js';

/** Wrong passwords in a row one client may type for a username before its next try waits. */
export const FREE_FAILURES = 5;
/** Longest wait the per-client back-off reaches. */
export const MAX_BACKOFF_MS = 15 * 60_000;
/** Wrong passwords from unrecognised clients (within a day) after which a username is under attack. */
export const ATTACK_FAILURES = 20;
/** While a username is under attack, an unrecognised client that has failed at it waits this long after each wrong password. */
export const ATTACK_WAIT_MS = 60 * 60_000;

/** One password check: for which username, from where. */
export interface Attempt {
  readonly username: string;
  /** The client's address (common/client-address.ts); absent for the server's own calls. */
  readonly address?: string;
  /** The id of a device this account signed in on before (devices.ts), when the client showed its token. */
  readonly device?: string;
}

/** Why a check must wait: the address's bucket, this client's own wrong passwords, or an attack on the username. */
export type WaitReason = 'address' | 'client' | 'attack';

export type Admission =
  { readonly admitted: true } | { readonly admitted: false; readonly waitMs: number; readonly reason: WaitReason };

/** Scopes of the failure runs: one client at one username; every unrecognised client at one username. */
const CLIENT = 'client';
const UNRECOGNISED = 'unrecognised';

/**
 * Limits on password guessing (OWASP Authentication Cheat Sheet, "Login Throttling"; OWASP "Slow
 * Down Online Guessing Attacks with Device Cookies"), the same whichever transport a guess uses.
 * A client is a device the account signed in on before (its device token), else the address
 * (an IPv6 /64):
 * - per address, a bucket of password checks per minute (sign-in, sign-up, password change);
 * - per client and username, FREE_FAILURES wrong passwords, then a wait (1 s, doubling, up to
 *   15 min) before its next check; a right password clears that client's run;
 * - per username, wrong passwords from unrecognised clients are also counted together: after
 *   ATTACK_FAILURES in a day, every unrecognised client that has failed at it waits ATTACK_WAIT_MS
 *   after each wrong password. A right password does not clear this count (the owner signing in
 *   must not reset an attack).
 * So one client's wrong passwords never hold back another: a client that has not been failing is
 * always checked, and a recognised device is never slowed by others' guesses, even from the same
 * address (a venue's network). A guesser spreading tries over many addresses gets one try an hour
 * from each once the account is under attack.
 */
export class LoginGuard {
  private readonly perAddress: RateLimiter;
  private readonly failures: FailureStore;

  /**
   * Buckets and runs live in this instance's memory: behind a load balancer each instance is
   * given its share of the limit (common/rate-limiter.ts `perInstance`), and a guesser spreading
   * tries over instances meets each one's back-off (README, "Running more than one API").
   */
  constructor(checksPerMinute: number, failures: FailureStore = new MemoryFailures()) {
    this.perAddress = new RateLimiter(checksPerMinute, 60_000);
    this.failures = failures;
  }

  /** Whether this attempt may be checked now. Takes a token from the address's bucket only when it may (none for the server's own calls). */
  admit(attempt: Attempt, now: number): Admission {
    const run = this.failures.get(CLIENT, clientOf(attempt), now);
    const backoff = backoffLeft(run, now);
    const attack = this.attackWaitLeft(attempt, run, now);
    if (backoff > 0 || attack > 0)
      return { admitted: false, waitMs: Math.max(backoff, attack), reason: attack > backoff ? 'attack' : 'client' };
    if (attempt.address === undefined) return { admitted: true };
    const wait = this.perAddress.take(clientKey(attempt.address), now);
    return wait > 0 ? { admitted: false, waitMs: wait, reason: 'address' } : { admitted: true };
  }

  failed(attempt: Attempt, now: number): void {
    this.failures.add(CLIENT, clientOf(attempt), now);
    if (attempt.device === undefined) this.failures.add(UNRECOGNISED, attempt.username, now);
  }

  /** A right password: this client's run ends (the username's attack count stays). */
  succeeded(attempt: Attempt): void {
    this.failures.clear(CLIENT, clientOf(attempt));
  }

  private attackWaitLeft(attempt: Attempt, run: FailureRun | undefined, now: number): number {
    if (attempt.device !== undefined || !run) return 0;
    const unrecognised = this.failures.get(UNRECOGNISED, attempt.username, now);
    if (!unrecognised || unrecognised.count < ATTACK_FAILURES) return 0;
    return Math.max(0, run.last + ATTACK_WAIT_MS - now);
  }
}

function clientOf(attempt: Attempt): string {
  const client =
    attempt.device !== undefined
      ? `device:${attempt.device}`
      : attempt.address !== undefined
        ? `address:${clientKey(attempt.address)}`
        : 'server';
  return `${attempt.username}\n${client}`;
}

function backoffLeft(run: FailureRun | undefined, now: number): number {
  if (!run || run.count < FREE_FAILURES) return 0;
  const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (run.count - FREE_FAILURES));
  return Math.max(0, run.last + wait - now);
}
