import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_CHROMIUM_ARGS, journeyBrowser } from '../../tools/ensure-test-packages.mjs';
import { apiPort, apiUrl, webPort, webUrl } from './support/env';

// Runs the built API (fresh store in a temp DATA_DIR, which the API seeds with the demo on its
// first start) and the web's own server around the built Next app (apps/web/server/main.mjs),
// on ports of their own so a running `npm start` never clashes.
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
// Set once in the runner; workers inherit it, so all of them see the same directory.
process.env.CRONICA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cronica-e2e-'));
const dataDir = process.env.CRONICA_E2E_DATA_DIR;
const reuseExistingServer = !process.env.CI;
const quiet = { NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NEXT_TELEMETRY_DISABLED: '1' };
const ports = { API_PORT: apiPort, WEB_PORT: webPort };
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const traceModes = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;

function traceMode() {
  const asked = traceModes.find((mode) => mode === process.env.E2E_TRACE);
  if (asked) return asked;
  return process.env.CI ? 'off' : { mode: 'retain-on-failure' as const, screenshots: false, snapshots: true };
}

export default defineConfig({
  testDir: './tests',
  outputDir: join(here, 'test-results'),
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  // Two journey files at a time: a journey spends most of its time waiting on pages, the API and
  // the bots, so a second one uses the idle core (the whole suite: 27 min with one worker, 19 with
  // two, on the same two-core machine). Journeys make their own accounts and events; what they
  // share is the seeded demo, which none of them changes in a way another reads.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A journey with several full-page phone screenshots needs well over 30 s on a loaded two-core
  // CI machine; a longer budget costs nothing when a test passes and only delays a real failure.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL: webUrl,
    locale: 'es-ES',
    // A trace's screencast and DOM snapshots cost more CPU than the journeys themselves (the same
    // four journey files: 270 s of CPU with both, 205 s with snapshots only, 170 s without a trace).
    // A clean-clone run keeps no artifact, so CI records none unless E2E_TRACE asks; a run here
    // keeps a failed journey's actions, network and DOM snapshots, without the screencast.
    trace: traceMode(),
    // A click on something that never becomes clickable, or a page that never loads, fails here,
    // naming the element or the address, instead of holding the journey until its whole budget runs out.
    actionTimeout: 20_000,
    navigationTimeout: 60_000,
  },
  projects: [
    {
      name: 'debian-chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's headless shell, else its full Chromium, or CHROMIUM_PATH (the one list, in
          // tools/ensure-test-packages.mjs, which `npm test` runs first to install what is missing).
          executablePath: journeyBrowser() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
          args: [...HEADLESS_CHROMIUM_ARGS],
        },
      },
    },
  ],
  webServer: [
    {
      name: 'api',
      command: 'node apps/api/dist/main.js',
      cwd: root,
      // The demo is seeded on request only; the suite signs in far more often than a person would.
      // The test game (dice race) is registered for these tests only: real servers never list it.
      env: {
        ...quiet,
        ...ports,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: '1',
        RATE_LIMIT_LOGINS_PER_MINUTE: '10000',
        // Every browser signs in from the loopback, one network; two journeys at once sign in more
        // people at the same moment than its default share of the password-hashing queue.
        PASSWORD_CHECKS_PER_NETWORK: '64',
        CRONICA_TEST_GAMES: '1',
        // Check-in that opens by itself is looked for every second, not every 30: a journey waits for it.
        CHECK_IN_POLL_SECONDS: '1',
      },
      url: `${apiUrl}/health`,
      reuseExistingServer,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'web',
      command: `node ${join(root, 'apps/web/server/main.mjs')}`,
      cwd: join(root, 'apps/web'),
      env: { ...quiet, ...ports },
      url: webUrl,
      reuseExistingServer,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
