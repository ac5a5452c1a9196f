#!/usr/bin/env node
import { join } from 'node:path';
import type { CliCommand } from './command.js';
import { lazyCommands, readManifest } from './command-manifest.js';
import { dispatch } from './dispatch.js';

const io = {
  out: (text: string) => process.stdout.write(`${text}\n`),
  err: (text: string) => process.stderr.write(`${text}\n`),
};

/** From the build's manifest, each command loads only when run; without one, every command loads now. */
async function availableCommands(): Promise<readonly CliCommand[]> {
  const manifest = readManifest(import.meta.dirname);
  if (manifest) return lazyCommands(manifest, join(import.meta.dirname, 'commands'));
  return (await import('./commands/index.js')).commands;
}

try {
  process.exitCode = await dispatch(process.argv.slice(2), io, await availableCommands());
} catch (error) {
  io.err(`Error: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 2;
}
