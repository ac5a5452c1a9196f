import type { Page, Route } from '@playwright/test';

/** A game's rules library: the script that carries its definition names its npm package. */
export const RULES_LIBRARY = /library:\s*"@cronica\//;

/**
 * Holds back the page's scripts whose text matches `marker` until the answer is called: a phone
 * on a slow connection, still fetching one part of a page's code (a game's rules, its board) while
 * the rest of the page runs.
 */
export async function holdScripts(page: Page, marker: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await answerScripts(page, marker, async (_route, pass) => {
    await released;
    await pass();
  });
  return release;
}

/**
 * The server's drawing of the element `testId`, and a question to ask later: is it still the one on
 * screen? A part of the page React threw away (for its fallback, then drew again) answers no.
 */
export async function serverDrawing(page: Page, testId: string): Promise<() => Promise<boolean>> {
  const handle = await page.getByTestId(testId).first().elementHandle();
  return () => handle.evaluate((element) => element.isConnected);
}

/**
 * Makes the downloads of a script whose text matches `marker` fail until the answer is called, as a
 * phone without a connection for a moment (the browser's own retries fail too).
 */
export async function failScripts(page: Page, marker: RegExp): Promise<() => void> {
  let failing = true;
  await answerScripts(page, marker, (route, pass) => (failing ? route.abort('internetdisconnected') : pass()));
  return () => (failing = false);
}

/** The page's scripts as the web serves them, except those whose text matches `marker`: `answer` answers those. */
async function answerScripts(
  page: Page,
  marker: RegExp,
  answer: (route: Route, pass: () => Promise<void>) => Promise<void>,
): Promise<void> {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const pass = () => route.fulfill({ response, body });
    return marker.test(body) ? answer(route, pass) : pass();
  });
}

/** Every script of the page: held, the page is the server's drawing alone, as a phone sees it before its code is in. */
export const EVERY_SCRIPT = /[\s\S]/;

/**
 * The names of the page's buttons a tap would fall on while only the server's drawing is there:
 * buttons that submit no form answer only through the page's code, so until it runs they must be off.
 */
export async function buttonsThatWouldLoseATap(page: Page): Promise<string[]> {
  const buttons = page.locator('button[type="button"]:enabled:visible');
  return buttons.evaluateAll((found) => found.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? ''));
}
