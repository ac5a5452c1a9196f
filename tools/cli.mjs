#!/usr/bin/env node
// `npm run -s cli -- <command>`: builds the CLI and the libs it uses (cached by Nx, quiet
// unless it fails), then runs it with the caller's arguments and exit code.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { npx, root } from './run.mjs';

if (process.env.CRONICA_CLI_SKIP_BUILD !== '1') {
  const build = await npx(['nx', 'run', 'cli:build', '--output-style=stream'], { capture: true });
  if (build.code !== 0) {
    process.stderr.write(build.output);
    process.stderr.write('\nNo se pudo compilar la CLI / the CLI failed to build.\n');
    process.exit(2);
  }
}
const result = spawnSync(process.execPath, [join(root, 'apps/cli/dist/main.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 2);
