// Small process helpers shared by the root scripts (start, test, cli).
import { spawn } from 'node:child_process';

export const root = new URL('..', import.meta.url).pathname;
export const quietEnv = { NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NEXT_TELEMETRY_DISABLED: '1', NX_TUI: 'false' };

/** Runs a command, inheriting stdio unless `capture`; resolves with { code, output }. */
export function run(command, args, { env = {}, cwd = root, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...quietEnv, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

export const npx = (args, options) => run('npx', ['--no-install', ...args], options);
