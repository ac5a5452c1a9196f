import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { UsageError } from '../command.js';
import { ROOT } from './bench-http.js';
// The same browser flags as the journeys (run from apps/cli/src or apps/cli/dist: both sit four levels below the root).
import { HEADLESS_CHROMIUM_ARGS } from '../../../../tools/ensure-test-packages.mjs';
import { timeToInteractive } from './bench-page-measure.js';

/**
 * The page half of `bench event`: the built web (`next start`) pointed at the bench's API, the
 * tournament page loaded in Chromium several times, and beside it the floor: a static HTML file of
 * the same size served by the same web server, measured the same way.
 */
export const TARGET_TTI_MS = 1_500;
/** Left by the tournament page once it has hydrated (apps/web, HydratedMark). */
export const HYDRATED_MARK = 'cronica:tournament-page-hydrated';
const WEB_DIR = join(ROOT, 'apps', 'web');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Figures {
  readonly median: number;
  readonly runs: readonly number[];
}

export interface BenchPageReport {
  readonly url: string;
  /** The tournament page's HTML as served (and so the floor's size). */
  readonly bytes: number;
  readonly ttiMs: Figures;
  readonly floorMs: Figures;
  /** Page TTI ÷ floor TTI (medians). */
  readonly ratio: number;
  readonly target: { readonly ttiMs: number; readonly met: boolean };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? 0
    : sorted.length % 2 === 1
      ? sorted[mid]!
      : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** A static page of exactly `bytes` bytes (ASCII, so bytes = characters): a plain table of rows, padded with a comment. */
export function floorHtml(bytes: number): string {
  const head =
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Suelo / floor</title></head><body><table>\n';
  const tail = '</table></body></html>';
  const rows: string[] = [];
  let size = head.length + tail.length;
  for (let n = 1; size + 100 < bytes; n += 1) {
    const row = `<tr><td>${n}</td><td>Jugador ${n}</td><td>${n % 10}</td></tr>\n`;
    rows.push(row);
    size += row.length;
  }
  const html = `${head}${rows.join('')}${tail}`;
  const gap = bytes - html.length;
  return gap >= 7 ? `${html}<!--${' '.repeat(gap - 7)}-->` : `${html}${' '.repeat(Math.max(0, gap))}`;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (r) => r.status < 500,
    () => false,
  );
}

/** `next start` on `port`, reading from the API at `apiUrl`; resolves once it answers. */
export async function startWeb(apiUrl: string, port: number): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(join(WEB_DIR, '.next', 'BUILD_ID')))
    throw new UsageError('falta la web compilada / the web is not built: npx nx run web:build');
  // Another server on the port would answer in place of this one and be measured instead.
  if (!(await portFree(port))) throw new UsageError(`el puerto ${port} está ocupado / port ${port} is already in use`);
  const nextBin = createRequire(join(WEB_DIR, 'package.json')).resolve('next/dist/bin/next');
  const api = new URL(apiUrl);
  const env = {
    ...process.env,
    API_PORT: api.port,
    API_URL: new URL('/graphql', apiUrl).href,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: WEB_DIR,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the web exited with ${child.exitCode}`);
    if (await answers(`${url}/login`)) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the web did not answer within 60 s');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Page and floor, alternately, `runs` times each, after one unmeasured load of each (the server's first render). */
async function measureBoth(
  pageUrl: string,
  floorUrl: string,
  runs: number,
): Promise<{ page: number[]; floor: number[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...HEADLESS_CHROMIUM_ARGS] });
  try {
    await timeToInteractive(browser, pageUrl, HYDRATED_MARK);
    await timeToInteractive(browser, floorUrl, null);
    const page: number[] = [];
    const floor: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      page.push(await timeToInteractive(browser, pageUrl, HYDRATED_MARK));
      floor.push(await timeToInteractive(browser, floorUrl, null));
    }
    return { page, floor };
  } finally {
    await browser.close();
  }
}

/** Starts the web on `webPort`, measures `/tournaments/<id>` against its floor, stops the web and removes the floor file. */
export async function measurePage(
  apiUrl: string,
  tournamentId: string,
  webPort: number,
  runs: number,
): Promise<BenchPageReport> {
  // The floor file exists before the server starts (it lists public/ once); its content is written once the page's size is known.
  const floorName = `bench-floor-${webPort}.html`;
  const publicDir = join(WEB_DIR, 'public');
  const madePublic = !existsSync(publicDir);
  const floorPath = join(publicDir, floorName);
  const removeFloor = () => rmSync(madePublic ? publicDir : floorPath, { recursive: true, force: true });
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(floorPath, floorHtml(0));
  const web = await startWeb(apiUrl, webPort).catch((error: unknown) => {
    removeFloor();
    throw error;
  });
  try {
    const pageUrl = `${web.url}/tournaments/${encodeURIComponent(tournamentId)}`;
    const served = await fetch(pageUrl);
    if (!served.ok) throw new Error(`${pageUrl}: HTTP ${served.status}`);
    const bytes = Buffer.byteLength(await served.text());
    writeFileSync(floorPath, floorHtml(bytes));
    const { page, floor } = await measureBoth(pageUrl, `${web.url}/${floorName}`, runs);
    const ttiMs = { median: median(page), runs: page };
    const floorMs = { median: median(floor), runs: floor };
    const ratio = Math.round((ttiMs.median / Math.max(floorMs.median, 1)) * 10) / 10;
    return {
      url: pageUrl,
      bytes,
      ttiMs,
      floorMs,
      ratio,
      target: { ttiMs: TARGET_TTI_MS, met: ttiMs.median <= TARGET_TTI_MS },
    };
  } finally {
    removeFloor();
    await stop(web.child);
  }
}
