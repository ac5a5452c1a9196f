#!/usr/bin/env node
// The command line (`npm run -s cli -- <command>` or `npx cronica <command>` from the repo root).
// Judges and organizers call it many times in a row, so when nothing it is built from changed
// it runs the compiled CLI at once, in this process; otherwise it builds the CLI and the libs it
// uses through Nx first (quiet unless that fails). See cli-build-stamp.mjs for the check.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkBuild, recordBuild } from './cli-build-stamp.mjs';
import { requireSupportedNode } from './node-runtime.mjs';

requireSupportedNode();

const root = new URL('..', import.meta.url).pathname;
const entry = join(root, 'apps/cli/dist/main.js');

async function buildIfStale() {
  const state = checkBuild(root);
  if (state.current) return;
  const { npx } = await import('./run.mjs');
  const build = await npx(['nx', 'run', 'cli:build', '--output-style=stream'], { capture: true });
  if (build.code !== 0) {
    process.stderr.write(build.output);
    process.stderr.write('\nNo se pudo compilar la CLI / the CLI failed to build.\n');
    process.exit(2);
  }
  recordBuild(root, state.fingerprint);
}

if (process.env.CRONICA_CLI_SKIP_BUILD !== '1') await buildIfStale();
// The CLI reads process.argv.slice(2) and sets process.exitCode, as when run on its own.
await import(pathToFileURL(entry).href);
