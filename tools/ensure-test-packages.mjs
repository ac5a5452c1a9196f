// What the tests need from Debian: Chromium for the journeys (browser downloads fail on our
// machines) and HAProxy, which runs the compose proxy's configuration (api-proxy.int.spec.ts).
// Installs what is missing with apt-get when running as root; otherwise explains how.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

// The journeys run Debian's Chromium headless shell: the same Blink and V8 without the desktop
// browser's processes around them, as Playwright itself runs headless Chromium. Four journey
// files took 137 s of CPU with it against 169 s with the full browser (81 s against 97 s).
const HEADLESS_SHELL_PACKAGE = 'chromium-headless-shell';
export const chromiumPath = process.env.CHROMIUM_PATH ?? `/usr/bin/${HEADLESS_SHELL_PACKAGE}`;

const haproxyFound = () => ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].some(existsSync);

export async function ensureTestPackages() {
  const missing = [
    ...(existsSync(chromiumPath) ? [] : [HEADLESS_SHELL_PACKAGE]),
    ...(haproxyFound() ? [] : ['haproxy']),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) return explainMissing(missing);
  console.log(`Installing Debian ${missing.join(' and ')} for the tests (apt-get)…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update', '-qq'], { env });
  const install = update.code === 0 ? await run('apt-get', ['install', '-y', '-qq', ...missing], { env }) : update;
  if (install.code !== 0 || !existsSync(chromiumPath) || !haproxyFound()) {
    console.error(`apt-get could not install ${missing.join(' and ')}; see the output above.`);
    process.exit(1);
  }
}

function explainMissing(missing) {
  const install = `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n`;
  if (!missing.includes(HEADLESS_SHELL_PACKAGE)) {
    console.warn(`HAProxy not found: the compose proxy test will be skipped. To run it:\n${install}`);
    return;
  }
  console.error(
    `Chromium not found at ${chromiumPath}. Install Debian's packages first:\n${install}` +
      '(or set CHROMIUM_PATH to a Chromium binary, such as /usr/bin/chromium).',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureTestPackages();
