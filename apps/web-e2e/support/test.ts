import { test as base } from '@playwright/test';
import { waitForProjections } from './api';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, which also closes, when each test ends, every browser context the test
 * opened itself (`browser.newContext()`, `pageOf`). Playwright closes only the contexts of its own
 * fixtures; one left open keeps its pages running for the rest of the worker — their live
 * sockets, ticking clocks and memory — and slows every journey after it. Contexts opened in a
 * `beforeAll` belong to the file and stay open for its tests.
 */
export const test = base.extend<{ closeOpenedContexts: void; stamp: string }, { apiCaughtUp: void }>({
  /**
   * Before a worker's first test (and its `beforeAll`): the API has seeded the demo and its read
   * models have caught up with the store, so no journey starts on a half-read world.
   */
  apiCaughtUp: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await waitForProjections(request);
      await request.dispose();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  /**
   * A mark unique to this run of this test, for the names and usernames it makes: journeys share one
   * server (and `--repeat-each` runs a test again on it), so nothing they create may collide.
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
  stamp: async ({}, use, testInfo) => {
    await use(`${Date.now().toString(36)}${testInfo.repeatEachIndex}`);
  },
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
