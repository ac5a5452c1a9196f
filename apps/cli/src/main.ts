#!/usr/bin/env node
import { runCli } from './run.js';

const io = {
  out: (text: string) => process.stdout.write(`${text}\n`),
  err: (text: string) => process.stderr.write(`${text}\n`),
};

try {
  process.exitCode = await runCli(process.argv.slice(2), io);
} catch (error) {
  io.err(`Error: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 2;
}
