#!/usr/bin/env node
// `npm test`: build, module boundaries + lint + format (Prettier), typecheck, every Vitest test (unit and
// integration), then the Playwright e2e suite; ends with one plain summary line.
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureTestPackages } from './ensure-test-packages.mjs';
import { npx, root, run } from './run.mjs';
import { requireSupportedNode } from './node-runtime.mjs';

requireSupportedNode();

const reports = join(root, 'tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Seconds since `start`, for the per-step times that say where a slow run went. */
const secondsSince = (start) => ((performance.now() - start) / 1000).toFixed(1);

function stopIfFailed(name, code) {
  if (code === 0) return;
  console.error(`\n✖ ${name} failed (exit ${code})`);
  console.log('0 passed, 1 failed');
  process.exit(code || 1);
}

async function step(name, fn) {
  console.log(`\n▶ ${name}`);
  const start = performance.now();
  const { code } = await fn();
  console.log(`◀ ${name}: ${secondsSince(start)} s`);
  stopIfFailed(name, code);
}

/**
 * Checks that each keep to one core, run side by side (lint and Prettier on two cores, measured in
 * one sitting: 168 s one after the other, 112 s together); each one's output is printed whole when
 * all have ended, so their lines never interleave.
 */
async function checksTogether(checks) {
  console.log(`\n▶ ${checks.map(({ name }) => name).join(' + ')}`);
  const ended = await Promise.all(
    checks.map(async ({ name, command, args }) => {
      const start = performance.now();
      const { code, output } = await run(command, args, { capture: true });
      return { name, code, output, seconds: secondsSince(start) };
    }),
  );
  for (const { name, output, seconds } of ended) {
    process.stdout.write(output);
    console.log(`◀ ${name}: ${seconds} s`);
  }
  for (const { name, code } of ended) stopIfFailed(name, code);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

await ensureTestPackages();
await step('build', () => npx(['nx', 'run-many', '-t', 'build', '--output-style=stream']));
await checksTogether([
  { name: 'module boundaries', command: 'node', args: ['tools/check-boundaries.mjs'] },
  { name: 'lint', command: 'npx', args: ['--no-install', 'eslint', '.', '--max-warnings=0'] },
  { name: 'format', command: 'npx', args: ['--no-install', 'prettier', '--check', '.'] },
]);
// Each project checks its own files against the others' built declarations, which the build step just made.
await step('typecheck', () =>
  npx(['nx', 'run-many', '-t', 'typecheck', '--exclude-task-dependencies', '--output-style=stream']),
);

const vitestReport = join(reports, 'vitest.json');
const unitStart = performance.now();
const unit = await run('npx', [
  '--no-install',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
console.log(`◀ vitest: ${secondsSince(unitStart)} s`);
const e2eReport = join(reports, 'playwright.json');
const e2eStart = performance.now();
const e2e =
  unit.code === 0
    ? await run('npx', ['--no-install', 'playwright', 'test', '-c', 'apps/web-e2e/playwright.config.ts'], {
        env: { CI: 'true', PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
      })
    : { code: 1 };
if (unit.code === 0) console.log(`◀ playwright: ${secondsSince(e2eStart)} s`);

const v = readJson(vitestReport);
const p = readJson(e2eReport);
const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0) + (p?.stats?.flaky ?? 0);
const skipped = (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0) + (p?.stats?.skipped ?? 0);
const code = unit.code || e2e.code;
console.log(
  `\nVitest: ${v?.numPassedTests ?? 0} passed, ${v?.numFailedTests ?? 0} failed · Playwright: ${p?.stats?.expected ?? 0} passed, ${p?.stats?.unexpected ?? 0} failed`,
);
console.log(`${passed} passed, ${failed + (code && !failed ? 1 : 0)} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(code);
