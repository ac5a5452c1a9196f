// What the tests need from Debian: Chromium for the journeys (browser downloads fail on our
// machines) and HAProxy, which runs the compose proxy's configuration (api-proxy.int.spec.ts).
// Installs what is missing with apt-get when running as root; otherwise explains how.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

// The journeys run Debian's Chromium headless shell: the same Blink and V8 without the desktop
// browser's processes around them, as Playwright itself runs headless Chromium. Four journey
// files took 137 s of CPU with it against 169 s with the full browser (81 s against 97 s).
// Where the shell cannot be had, Debian's full Chromium serves; CHROMIUM_PATH overrides both.
const BROWSERS = [
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', pkg: 'chromium' },
];

/** The journeys' browser: CHROMIUM_PATH, else the first of BROWSERS on this machine; null when none is. */
export function journeyBrowser(exists = existsSync, env = process.env) {
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return BROWSERS.find((browser) => exists(browser.path))?.path ?? null;
}

/**
 * The flags the journeys and `cronica bench event` start that browser with: headless, no sandbox
 * (root in a container), and none of the background traffic (updates, sync, QUIC) that would
 * disturb a measured page load.
 */
export const HEADLESS_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const haproxyFound = () => ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].some(existsSync);

const aptEnv = { DEBIAN_FRONTEND: 'noninteractive' };
const aptInstall = async (pkg) => (await run('apt-get', ['install', '-y', '-qq', pkg], { env: aptEnv })).code === 0;

/** Installs what is missing (the shell, else the full browser), then names the browser for Playwright. */
export async function ensureTestPackages() {
  const missing = [...(journeyBrowser() ? [] : ['chromium']), ...(haproxyFound() ? [] : ['haproxy'])];
  if (missing.length > 0 && process.getuid?.() !== 0) explainMissing(missing);
  else if (missing.length > 0) await install(missing);
  // The journeys' Playwright (started by `npm test` with this environment) drives this browser.
  const browser = journeyBrowser();
  if (browser) process.env.CHROMIUM_PATH = browser;
}

async function install(missing) {
  console.log(`Installing Debian's ${missing.join(' and ')} for the tests (apt-get)…`);
  const update = await run('apt-get', ['update', '-qq'], { env: aptEnv });
  if (update.code === 0 && missing.includes('chromium') && !process.env.CHROMIUM_PATH) {
    for (const browser of BROWSERS) if (await aptInstall(browser.pkg)) break;
  }
  if (update.code === 0 && missing.includes('haproxy')) await aptInstall('haproxy');
  if (!journeyBrowser() || !haproxyFound()) {
    console.error(`apt-get could not install ${missing.join(' and ')}; see the output above.`);
    process.exit(1);
  }
}

function explainMissing(missing) {
  const install = `  sudo apt-get update && sudo apt-get install -y ${missing.map((m) => (m === 'chromium' ? BROWSERS[0].pkg : m)).join(' ')}\n`;
  if (!missing.includes('chromium')) {
    console.warn(`HAProxy not found: the compose proxy test will be skipped. To run it:\n${install}`);
    return;
  }
  console.error(
    `No Chromium found (${process.env.CHROMIUM_PATH ?? BROWSERS.map((b) => b.path).join(', ')}). Install Debian's packages first:\n${install}` +
      '(or set CHROMIUM_PATH to a Chromium binary).',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureTestPackages();
