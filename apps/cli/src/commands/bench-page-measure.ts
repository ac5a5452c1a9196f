import type { Browser } from 'playwright-core';

/**
 * The browser half of `bench event`: how long a page takes to become interactive, measured in the
 * page itself. Time to interactive = the later of DOMContentLoaded and the page's hydration mark
 * (when it has one), pushed past the end of the last long task (a main-thread task over 50 ms,
 * PerformanceObserver 'longtask'), once the main thread has stayed quiet for QUIET_MS after it.
 * All times are from the navigation's start, in a fresh browser context (nothing cached).
 */
export const QUIET_MS = 2_000;
const GIVE_UP_MS = 60_000;

/** What the page says about itself at one moment (ms from the navigation's start). */
export interface PageClock {
  readonly now: number;
  readonly domContentLoaded: number;
  /** When the hydration mark was left; null before (or on a page without one). */
  readonly hydrated: number | null;
  /** The end of the last long task so far; 0 when there was none. */
  readonly lastLongTaskEnd: number;
}

/**
 * The time to interactive the clock shows, or null while the quiet window after it has not yet
 * passed (or the page has not hydrated yet).
 */
export function interactiveAt(clock: PageClock, waitsForMark: boolean, quietMs = QUIET_MS): number | null {
  if (waitsForMark && clock.hydrated === null) return null;
  const tti = Math.max(clock.domContentLoaded, clock.hydrated ?? 0, clock.lastLongTaskEnd);
  return clock.now - tti >= quietMs ? tti : null;
}

/** Installed before any of the page's own scripts: keeps the end of every long task. */
function watchLongTasks(): void {
  const w = globalThis as unknown as { __cronicaLongTaskEnd: number };
  w.__cronicaLongTaskEnd = 0;
  // 'longtask' is a browser entry type, unknown to Node's typings (hence the cast below).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.__cronicaLongTaskEnd = Math.max(w.__cronicaLongTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true } as unknown as { type: 'mark'; buffered: true });
}

function readClock(mark: string | null): PageClock {
  // Runs in the page: 'navigation' and 'longtask' are browser entry types, unknown to Node's typings.
  const browserPerformance = performance as unknown as {
    getEntriesByType(type: string): Array<{ domContentLoadedEventEnd: number }>;
  };
  const navigation = browserPerformance.getEntriesByType('navigation')[0];
  const marked = mark ? performance.getEntriesByName(mark, 'mark')[0] : undefined;
  return {
    now: performance.now(),
    domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0,
    hydrated: marked ? marked.startTime : null,
    lastLongTaskEnd: (globalThis as unknown as { __cronicaLongTaskEnd?: number }).__cronicaLongTaskEnd ?? 0,
  };
}

/** Loads `url` in a fresh context and returns its time to interactive in ms (mark: the page's hydration mark, or null for a static page). */
export async function timeToInteractive(browser: Browser, url: string, mark: string | null): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchLongTasks);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: GIVE_UP_MS });
    const started = Date.now();
    while (Date.now() - started < GIVE_UP_MS) {
      const clock = await page.evaluate(readClock, mark);
      const tti = interactiveAt(clock, mark !== null);
      if (tti !== null) return Math.round(tti);
      const quietLeft =
        QUIET_MS - (clock.now - Math.max(clock.domContentLoaded, clock.hydrated ?? 0, clock.lastLongTaskEnd));
      await page.waitForTimeout(Math.min(Math.max(quietLeft, 50), QUIET_MS));
    }
    throw new Error(`${url}: no time to interactive within ${GIVE_UP_MS / 1000} s (mark ${mark ?? 'none'})`);
  } finally {
    await context.close();
  }
}
