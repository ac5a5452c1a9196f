import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  busyDigest,
  busySeconds,
  failedPageTitle,
  isBusyFailure,
  isPassingFailure,
  MOST_BUSY_WAIT_SECONDS,
  nextBusyWait,
  UNANSWERED_DIGEST,
} from '../lib/busy-page';
import { messages } from '../lib/messages';
import PageError from './error';

const noRetry = () => {};
const failed = (digest?: string) => Object.assign(new Error('hidden by Next in production'), { digest });

describe('the page shown when a page fails', () => {
  it('says the page is busy, and when it tries again, when the API refused its read as too many', () => {
    const html = renderToStaticMarkup(<PageError error={failed(busyDigest(4.2))} retry={noRetry} />);
    expect(html).toContain('Hay mucha gente a la vez');
    expect(html).toContain('<p role="timer">Nuevo intento en 5 s</p>');
    expect(html).toContain('Reintentar ya');
    expect(html).not.toContain('Algo ha fallado');
  });

  it('says only that the page failed, with its retry, for any other failure', () => {
    const html = renderToStaticMarkup(<PageError error={failed('1234567')} retry={noRetry} />);
    expect(html).toContain('Algo ha fallado');
    expect(html).toContain('>Reintentar</button>');
    expect(html).not.toContain('timer');
  });
});

describe('a busy page’s digest', () => {
  it('carries the advised seconds, rounded up, and nothing else reads as busy', () => {
    expect(busySeconds(busyDigest(3))).toBe(3);
    expect(busySeconds(busyDigest(0.2))).toBe(1);
    expect(busySeconds('cronica-busy:soon')).toBeNull();
    expect(busySeconds('2045123')).toBeNull();
    expect(busySeconds(undefined)).toBeNull();
  });

  it('tells a busy failure from any other', () => {
    expect(isBusyFailure(failed(busyDigest(2)))).toBe(true);
    expect(isBusyFailure(failed('2045123'))).toBe(false);
    expect(isBusyFailure(new TypeError('fetch failed'))).toBe(false);
    expect(isBusyFailure(null)).toBe(false);
  });

  it('counts busy and unanswered failures as passing by themselves, and a refusal the API answered as not', () => {
    expect(isPassingFailure(busyDigest(2))).toBe(true);
    expect(isPassingFailure(UNANSWERED_DIGEST)).toBe(true);
    expect(isPassingFailure('2045123')).toBe(false);
    expect(isPassingFailure(undefined)).toBe(false);
  });

  it('titles the tab busy for a busy failure and "failed" for any other', () => {
    expect(failedPageTitle(failed(busyDigest(2)))).toBe(messages.error.busyTitle);
    expect(failedPageTitle(failed('2045123'))).toBe(messages.error.title);
    expect(failedPageTitle(new TypeError('fetch failed'))).toBe(messages.error.title);
  });
});

describe('how long a busy page waits before it asks again by itself', () => {
  it('waits what the API advised the first time', () => {
    expect(nextBusyWait(4, null, 1_000)).toEqual({ at: 1_000, seconds: 4 });
  });

  it('doubles the wait for each refusal in a row, up to a minute, so a page of several reads is not refused for ever', () => {
    let wait = nextBusyWait(4, null, 0);
    const waits = [wait.seconds];
    for (let n = 0; n < 6; n++) {
      wait = nextBusyWait(4, wait, wait.at + wait.seconds * 1000 + 500);
      waits.push(wait.seconds);
    }
    expect(waits).toEqual([4, 8, 16, 32, MOST_BUSY_WAIT_SECONDS, MOST_BUSY_WAIT_SECONDS, MOST_BUSY_WAIT_SECONDS]);
  });

  it('starts again from the advice when the last refusal was long ago (the page was read in between)', () => {
    const earlier = nextBusyWait(4, nextBusyWait(4, null, 0), 5_000);
    expect(earlier.seconds).toBe(8);
    expect(nextBusyWait(4, earlier, 5_000 + 10 * 60_000).seconds).toBe(4);
  });

  it('waits longer than its own doubling when the API advises more', () => {
    expect(nextBusyWait(20, { at: 0, seconds: 4 }, 4_500).seconds).toBe(20);
  });
});
