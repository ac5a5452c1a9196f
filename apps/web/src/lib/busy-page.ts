import type { Localized } from '@cronica/util';
import { messages } from './messages';

/**
 * A page whose read the API refused as one too many in a row (RATE_LIMITED) fails with this
 * digest, carrying the seconds the API advised. Next shows a server error's digest to the error
 * page and hides its message, so the digest is how the page can say "busy, back in a moment"
 * rather than "something went wrong".
 */
const BUSY = 'cronica-busy:';

/** The digest of a page refused as busy, for `seconds` (rounded up, at least 1). */
export function busyDigest(seconds: number): string {
  return `${BUSY}${Math.max(1, Math.ceil(seconds))}`;
}

/** The seconds a busy page's digest advises waiting; null for any other failure. */
export function busySeconds(digest: string | undefined): number | null {
  if (!digest?.startsWith(BUSY)) return null;
  const seconds = Number(digest.slice(BUSY.length));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/**
 * The digest of a page whose read got no answer from the API (it did not answer in time, could not
 * be reached, or answered with no GraphQL at all): a failure that passes, unlike a refusal the API answered.
 */
export const UNANSWERED_DIGEST = 'cronica-unanswered';

/** Whether a failure passes by itself: the API refused the read as busy, or did not answer it. */
export function isPassingFailure(digest: string | undefined): boolean {
  return digest === UNANSWERED_DIGEST || busySeconds(digest) !== null;
}

/** Whether a read failed because the API refused it as one too many (it carries the busy digest). */
export function isBusyFailure(error: unknown): boolean {
  const digest = typeof error === 'object' && error !== null ? (error as { digest?: unknown }).digest : undefined;
  return typeof digest === 'string' && busySeconds(digest) !== null;
}

/** The title of a page whose read failed: busy when the API refused it as too many, else "something failed". */
export function failedPageTitle(error: unknown): Localized {
  return isBusyFailure(error) ? messages.error.busyTitle : messages.error.title;
}

/** The longest a busy page waits before it asks again by itself. */
export const MOST_BUSY_WAIT_SECONDS = 60;

/** A busy failure the reader was shown: when, and how long it waited before asking again. */
export interface BusyWait {
  readonly at: number;
  readonly seconds: number;
}

/**
 * How long a busy page waits before it asks again. The API advises the wait for one more read,
 * and a page makes several: asking again the moment one is free, it would spend it and be refused
 * again, for ever while the venue stays busy. So each refusal in a row (one coming within a few
 * seconds of the last wait ending) doubles the wait, up to a minute.
 */
export function nextBusyWait(advisedSeconds: number, previous: BusyWait | null, now: number): BusyWait {
  const inARow = previous !== null && now - previous.at <= (previous.seconds + 15) * 1000;
  const seconds = inARow ? Math.max(advisedSeconds, previous.seconds * 2) : advisedSeconds;
  return { at: now, seconds: Math.min(MOST_BUSY_WAIT_SECONDS, seconds) };
}

/**
 * Each failure this reader's tab counted down to a new try, and the wait it counted: a failure is
 * drawn anew each time React renders it, so the waits in a row are remembered here, in the browser
 * only (the server's first drawing knows no earlier failure, and is shared by every reader).
 */
const retryWaits = new WeakMap<object, BusyWait>();
let lastRetryWait: BusyWait | null = null;

/** The wait for this failure: the API's advice (or the page's own), doubled for each failure in a row (`nextBusyWait`). */
export function retryWaitFor(failure: object, advisedSeconds: number): BusyWait {
  if (typeof window === 'undefined') return { at: 0, seconds: advisedSeconds };
  const known = retryWaits.get(failure);
  if (known) return known;
  lastRetryWait = nextBusyWait(advisedSeconds, lastRetryWait, Date.now());
  retryWaits.set(failure, lastRetryWait);
  return lastRetryWait;
}
