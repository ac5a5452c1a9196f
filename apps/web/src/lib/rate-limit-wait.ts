import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { mergeMap, timer } from 'rxjs';
import { busyDigest, UNANSWERED_DIGEST } from './busy-page';

/**
 * The longest wait a page's read sits out when the API says "too many in a row, wait a moment"
 * (RATE_LIMITED, with the seconds it advises): readers behind one venue's address share a budget,
 * and a moment's wait is what a person would do before reloading. Longer, the page says it failed.
 */
export const MAX_READ_WAIT_SECONDS = 3;

/** The seconds a rate-limit refusal advises waiting (its `retryAfterSeconds`); null for any other error. */
export function rateLimitWait(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((e) => e.extensions?.code === 'RATE_LIMITED');
  const seconds = refusal?.extensions?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** Whether a read sits the refusal out and asks again, once: a short wait, not yet waited, and not a write. */
export function waitsOut(error: unknown, isQuery: boolean, waitedBefore: boolean): number | null {
  const seconds = rateLimitWait(error);
  return isQuery && !waitedBefore && seconds !== null && seconds <= MAX_READ_WAIT_SECONDS ? seconds : null;
}

/** A read refused as one too many in a row waits the moment the API advises (a few seconds at most), once. */
export const waitOutShortLimit = new ErrorLink(({ error, operation, forward }) => {
  const waited = (operation.getContext() as { waitedOutLimit?: boolean }).waitedOutLimit === true;
  const seconds = waitsOut(error, operation.operationType === OperationTypeNode.QUERY, waited);
  if (seconds === null) return;
  operation.setContext({ waitedOutLimit: true });
  return timer(seconds * 1000).pipe(mergeMap(() => forward(operation)));
});

/**
 * A page's read that fails, with a digest that says why when the failure passes by itself: busy
 * (the API still refuses it as one too many; the error page then says to wait the advised moment,
 * where Next would show only "something failed"), or unanswered (no GraphQL answer came). A refusal
 * the API answered keeps Next's own digest.
 */
export async function withFailureDigest<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    const seconds = rateLimitWait(error);
    if (seconds !== null) Object.assign(error as object, { digest: busyDigest(seconds) });
    else if (unanswered(error)) Object.assign(error, { digest: UNANSWERED_DIGEST });
    throw error;
  }
}

/**
 * Whether a read failed with no answer from the API: no response (a timeout, an API out of reach) or
 * a server fault in front of it (a proxy's 502 while the API restarts). A GraphQL refusal, or an HTTP
 * 4xx, is an answer: asked again, it would fail the same.
 */
function unanswered(error: unknown): error is object {
  if (typeof error !== 'object' || error === null || CombinedGraphQLErrors.is(error)) return false;
  return ServerError.is(error) ? error.statusCode >= 500 : true;
}
