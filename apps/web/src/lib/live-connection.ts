import { localized as l } from '@cronica/util';
import { liveCloseMeaning } from './live-close';

/**
 * The browser's live connection to the API (graphql-ws), as a player's phone at a venue lives it:
 * Wi-Fi that comes and goes, a phone that sleeps in a pocket between rounds. Live pages never give
 * up on it, say when it is down, and catch up when it is back (every subscription answers with the
 * present first, so resubscribing brings the page up to date).
 */

/** The longest wait between two reconnection attempts. */
export const MAX_RECONNECT_DELAY_MS = 10_000;

/**
 * Hidden this long, a page's socket is taken for dead: the API drops a socket whose pongs stop
 * (two missed 12 s pings), and a sleeping phone's browser may not notice for minutes.
 */
export const SLEEP_MS = 20_000;

/**
 * The wait before reconnection attempt `retries` (0 first): 1 s, 2 s, 4 s, 8 s, then every 10 s,
 * with up to 1 s more at random so a room full of phones does not come back at the same instant.
 */
export function reconnectDelay(retries: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** Math.max(0, retries), MAX_RECONNECT_DELAY_MS);
  return base + Math.floor(random() * 1000);
}

/**
 * How the socket retries (graphql-ws `retryAttempts` and `retryWait`): never giving up, since a page
 * that stopped retrying would stay frozen until reloaded, with the waits above.
 */
export const LIVE_RETRY = {
  retryAttempts: Number.POSITIVE_INFINITY,
  retryWait: (retries: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
} as const;

/** Whether a page hidden since `hiddenAt` (null: it was not hidden) was away long enough to reconnect at once. */
export const wokeFromSleep = (hiddenAt: number | null, now: number): boolean =>
  hiddenAt !== null && now - hiddenAt >= SLEEP_MS;

/** The live connection as the page shows it: not needed yet, up, or down and being retried. */
export type LiveState = 'idle' | 'up' | 'down';

/**
 * 1000: closed on purpose (nothing left to follow); a session that ended or rights that changed
 * have their own answer (`live-close.ts`); anything else, while live pages follow the API, is a loss.
 */
export const stateAfterClose = (code: number): LiveState =>
  code === 1000 || liveCloseMeaning(code) !== 'other' ? 'idle' : 'down';

/** What the socket tells the page (graphql-ws `on`), and the socket itself once made. */
export interface LiveEvents<Socket> {
  attach(socket: Socket): void;
  connected(): void;
  closed(code: number): void;
}

/**
 * A tab's live connection, kept beside its socket rather than in a component: the page's Apollo
 * client (and its socket) is made once per tab, during a render React may discard (a hydration it
 * redoes, a layout mounted again), so whatever the socket reports must reach the page mounted now,
 * and a page that starts listening late reads the state the socket is in.
 */
export function liveConnectionStore<Socket>() {
  let state: LiveState = 'idle';
  let socket: Socket | null = null;
  const listeners = new Set<() => void>();
  const becomes = (next: LiveState) => {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const events: LiveEvents<Socket> = {
    attach: (made) => (socket = made),
    connected: () => becomes('up'),
    closed: (code) => becomes(stateAfterClose(code)),
  };
  return {
    events,
    state: () => state,
    socket: () => socket,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const liveMessages = {
  paused: l('Sin conexión: no se actualiza', 'Offline: not updating'),
  down: l(
    'Sin conexión en directo: reintentando… Lo que ves puede no estar al día.',
    'Live connection lost: reconnecting… What you see may be out of date.',
  ),
};
