import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_CLOSE, ROLES_CHANGED_CLOSE } from './live-close';
import {
  liveConnectionStore,
  LIVE_RETRY,
  MAX_RECONNECT_DELAY_MS,
  reconnectDelay,
  SLEEP_MS,
  stateAfterClose,
  wokeFromSleep,
} from './live-connection';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the live connection of a phone at a venue', () => {
  it('waits 1, 2, 4 and 8 seconds between reconnection attempts, then every 10, for as long as it takes', () => {
    const none = () => 0;
    expect([0, 1, 2, 3, 4, 5, 50, 10_000].map((n) => reconnectDelay(n, none))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('never stops retrying, and waits between attempts as above', async () => {
    expect(LIVE_RETRY.retryAttempts).toBe(Number.POSITIVE_INFINITY);
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    let done = false;
    void LIVE_RETRY.retryWait(3).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(7999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('spreads a room of phones over up to a second more, never past the longest wait and a second', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), fc.double({ min: 0, max: 0.999_999, noNaN: true }), (retries, random) => {
        const wait = reconnectDelay(retries, () => random);
        expect(wait).toBeGreaterThanOrEqual(1000);
        expect(wait).toBeLessThan(MAX_RECONNECT_DELAY_MS + 1000);
        expect(wait - reconnectDelay(retries, () => 0)).toBeLessThan(1000);
      }),
    );
  });

  it('reconnects at once a page that was hidden for 20 seconds or more (a phone that slept), not one glanced away from', () => {
    expect(wokeFromSleep(null, 1_000_000)).toBe(false);
    expect(wokeFromSleep(1_000_000, 1_000_000 + SLEEP_MS - 1)).toBe(false);
    expect(wokeFromSleep(1_000_000, 1_000_000 + SLEEP_MS)).toBe(true);
  });

  it('says the connection is down for a lost socket, and nothing for a close on purpose, a session ended or rights changed', () => {
    for (const lost of [1001, 1006, 1012, 1013, 4499]) expect(stateAfterClose(lost), String(lost)).toBe('down');
    for (const known of [1000, SESSION_ENDED_CLOSE, ROLES_CHANGED_CLOSE]) expect(stateAfterClose(known)).toBe('idle');
  });

  it('tells a page that starts listening after the socket connected that it is up, and every page listening of each change', () => {
    const tab = liveConnectionStore<{ terminate(): void }>();
    const socket = { terminate: () => {} };
    // The client (made in a render React may throw away) connects before the page mounted now listens.
    tab.events.attach(socket);
    tab.events.connected();
    const heard: string[] = [];
    const stop = tab.subscribe(() => heard.push(tab.state()));
    expect(tab.state()).toBe('up');
    expect(tab.socket()).toBe(socket);
    tab.events.closed(1006);
    tab.events.closed(1006);
    tab.events.connected();
    stop();
    tab.events.closed(1000);
    expect(heard).toEqual(['down', 'up']);
    expect(tab.state()).toBe('idle');
  });
});
