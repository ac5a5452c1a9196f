import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { busySeconds, UNANSWERED_DIGEST } from './busy-page';
import {
  withFailureDigest,
  MAX_READ_WAIT_SECONDS,
  rateLimitWait,
  waitOutShortLimit,
  waitsOut,
} from './rate-limit-wait';

/** An HTTP answer with no GraphQL in it, as Apollo reports it. */
const httpFailure = (status: number) =>
  new ServerError('Response not successful', { response: new Response('', { status }), bodyText: '' });

const refused = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Demasiadas acciones seguidas; espera un momento.', extensions }] });
const limited = (seconds: number) => refused({ code: 'RATE_LIMITED', retryAfterSeconds: seconds });

describe('a page read refused as one too many in a row', () => {
  it('reads the wait the API advises, and none for any other refusal or fault', () => {
    expect(rateLimitWait(limited(2))).toBe(2);
    expect(rateLimitWait(refused({ code: 'FORBIDDEN' }))).toBeNull();
    expect(rateLimitWait(refused({ code: 'RATE_LIMITED' }))).toBeNull();
    expect(rateLimitWait(new TypeError('fetch failed'))).toBeNull();
  });

  it('waits a short refusal out once, for a read only: a write’s refusal reaches its form', () => {
    expect(waitsOut(limited(1), true, false)).toBe(1);
    expect(waitsOut(limited(1), true, true)).toBeNull();
    expect(waitsOut(limited(1), false, false)).toBeNull();
    expect(waitsOut(limited(MAX_READ_WAIT_SECONDS + 1), true, false)).toBeNull();
  });
});

const PING = gql`
  query Ping {
    ping
  }
`;

/**
 * Asks once through the link, of an API that refuses the first `refusals` asks as too many
 * (advising `seconds`) and then answers; the clock is the test's. Returns the answer and when each ask reached the API.
 */
function askBusyApi(refusals: number, seconds: number) {
  vi.useFakeTimers();
  const asked: number[] = [];
  const api = new ApolloLink(
    () =>
      new Observable((observer) => {
        asked.push(Date.now());
        const errors =
          asked.length <= refusals
            ? [{ message: 'Demasiadas', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds } }]
            : undefined;
        observer.next(errors ? { errors } : { data: { ping: 'pong' } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link: waitOutShortLimit.concat(api) });
  return { answer: client.query({ query: PING }), asked };
}

describe('a page’s reads through the server’s Apollo link', () => {
  afterEach(() => vi.useRealTimers());

  it('answer after the advised moment when the API refused the first ask as too many', async () => {
    const { answer, asked } = askBusyApi(1, 2);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(answer).resolves.toMatchObject({ data: { ping: 'pong' } });
    expect(asked).toHaveLength(2);
    expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(2_000);
  });

  it('fail as before when the API still refuses after the one wait', async () => {
    const { answer, asked } = askBusyApi(5, 1);
    const settled = expect(answer).rejects.toThrow('Demasiadas');
    await vi.advanceTimersByTimeAsync(1_000);
    await settled;
    expect(asked).toHaveLength(2);
  });

  it('fail as a busy page, carrying the advised wait, when the API still refuses after the one wait', async () => {
    const { answer } = askBusyApi(5, 3);
    const failure = withFailureDigest(answer).then(
      () => ({}) as { digest?: string },
      (error: { digest?: string }) => error,
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(busySeconds((await failure).digest)).toBe(3);
  });

  it('fail as before, with no digest of their own, for any other refusal the API answered', async () => {
    const failure = withFailureDigest(Promise.reject(refused({ code: 'FORBIDDEN' })));
    await expect(failure).rejects.not.toHaveProperty('digest');
  });

  it('fail as unanswered when no GraphQL answer came (the API timed out or could not be reached)', async () => {
    const timedOut = withFailureDigest(Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
    await expect(timedOut).rejects.toHaveProperty('digest', UNANSWERED_DIGEST);
    const unreachable = withFailureDigest(Promise.reject(new TypeError('fetch failed')));
    await expect(unreachable).rejects.toHaveProperty('digest', UNANSWERED_DIGEST);
    const proxyFault = withFailureDigest(Promise.reject(httpFailure(502)));
    await expect(proxyFault).rejects.toHaveProperty('digest', UNANSWERED_DIGEST);
  });

  it('fail with no digest of their own for an HTTP refusal the API answered (a 400 asked again fails the same)', async () => {
    const failure = withFailureDigest(Promise.reject(httpFailure(400)));
    await expect(failure).rejects.not.toHaveProperty('digest');
  });
});
