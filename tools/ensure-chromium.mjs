// The e2e tests drive Debian's Chromium (browser downloads fail on our machines).
// Installs it with apt-get when running as root; otherwise explains how.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${chromiumPath}. Install Debian's package first:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to a Chromium binary).',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the e2e tests (apt-get)…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update', '-qq'], { env });
  const install = update.code === 0 ? await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) : update;
  if (install.code !== 0 || !existsSync(chromiumPath)) {
    console.error('apt-get could not install chromium; see the output above.');
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureChromium();
