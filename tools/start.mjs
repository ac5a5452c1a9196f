#!/usr/bin/env node
// `npm start`: builds api, web and cli through Nx (cached when unchanged), then runs the API
// against the embedded store and the web together, with prefixed logs. Ctrl-C / SIGTERM stop
// both; if either dies, the other is stopped too.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { npx, quietEnv, root } from './run.mjs';
import { requireSupportedNode } from './node-runtime.mjs';

requireSupportedNode();

const STOP_GRACE_MS = 10_000;
const READY_TIMEOUT_MS = 90_000;

function portFrom(name, fallback) {
  const raw = process.env[name]?.trim() || String(fallback);
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name}=${raw}: puerto inválido / invalid port (1-65535).`);
    process.exit(2);
  }
  return port;
}

const apiPort = portFrom('API_PORT', 4000);
const webPort = portFrom('WEB_PORT', 3000);
const dataDir = resolve(root, process.env.DATA_DIR?.trim() || 'data');
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

function portFree(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, () => probe.close(() => done(true)));
  });
}

async function checkPorts() {
  for (const [name, port] of [
    ['API_PORT', apiPort],
    ['WEB_PORT', webPort],
  ]) {
    if (!(await portFree(port))) {
      console.error(`El puerto ${port} (${name}) está ocupado / port ${port} (${name}) is already in use.`);
      process.exit(1);
    }
  }
}

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const QUIET_KEYS = new Set(['level', 'time', 'msg', 'service', 'pid', 'hostname', 'context']);

/** pino's JSON lines, made readable for a person at a terminal; anything else as is. */
function readable(line) {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    if (typeof entry.msg !== 'string') return line;
    const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
    const level = LEVELS[entry.level] ?? entry.level;
    const extra = Object.entries(entry).filter(([key]) => !QUIET_KEYS.has(key));
    const details = extra.length
      ? ` ${extra.map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ')}`
      : '';
    return `${time} ${level === 'info' ? '' : `${String(level).toUpperCase()} `}${entry.msg}${details}`;
  } catch {
    return line;
  }
}

/** Streams a child's output line by line with a fixed-width, coloured prefix. */
function pipeWithPrefix(stream, prefix, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix} ${readable(line)}\n`);
  });
  stream.on('end', () => pending && target.write(`${prefix} ${readable(pending)}\n`));
}

function launch(name, colorCode, command, args, { cwd, env }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...quietEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = paint(colorCode, `[${name}]`);
  pipeWithPrefix(child.stdout, prefix, process.stdout);
  pipeWithPrefix(child.stderr, prefix, process.stderr);
  child.exited = new Promise((done) => child.on('exit', (code, signal) => done({ name, code, signal })));
  return child;
}

async function waitUntilUp(url, deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((next) => setTimeout(next, 300));
  }
  return false;
}

async function stopAll(children) {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  const timer = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), STOP_GRACE_MS);
  await Promise.all(running.map((child) => child.exited));
  clearTimeout(timer);
}

await checkPorts();
console.log(paint('1', 'Compilando api, web y cli (Nx, con caché) / building api, web and cli (Nx, cached)…'));
const build = await npx(['nx', 'run-many', '-t', 'build', '-p', 'api', 'web', 'cli', '--output-style=stream']);
if (build.code !== 0) {
  console.error('La compilación ha fallado / the build failed; see above.');
  process.exit(build.code || 1);
}

const apiUrl = `http://localhost:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const shared = { API_PORT: String(apiPort), WEB_PORT: String(webPort) };
const children = [
  // The local run seeds the demo (its accounts share a published password; the API's default is off).
  launch('api', '36', process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: { SEED_DEMO: '1', ...shared, DATA_DIR: dataDir },
  }),
  // The web's own server: it takes each reader's address from the socket (apps/web/server/main.mjs).
  launch('web', '35', process.execPath, [join(root, 'apps/web/server/main.mjs')], {
    cwd: join(root, 'apps/web'),
    env: shared,
  }),
];

let stopping = false;
async function shutdown(reason, code) {
  if (stopping) return;
  stopping = true;
  console.log(paint('1', `\n${reason}: deteniendo api y web / stopping api and web…`));
  await stopAll(children);
  process.exit(code);
}
process.on('SIGINT', () => shutdown('SIGINT', 0));
process.on('SIGTERM', () => shutdown('SIGTERM', 0));
Promise.race(children.map((child) => child.exited)).then(({ name, code, signal }) => {
  if (!stopping) shutdown(`${name} terminó / ${name} exited (${signal ?? `code ${code}`})`, code || 1);
});

const deadline = Date.now() + READY_TIMEOUT_MS;
const [apiUp, webUp] = await Promise.all([
  waitUntilUp(`${apiUrl}/health`, deadline),
  waitUntilUp(`${webUrl}/login`, deadline),
]);
if (!stopping) {
  if (!apiUp || !webUp) {
    await shutdown(`${!apiUp ? 'api' : 'web'} no responde / did not come up`, 1);
  } else {
    console.log(
      [
        '',
        paint('1', 'Crónica está en marcha / Crónica is running'),
        `  web      ${webUrl}`,
        `  graphql  ${apiUrl}/graphql`,
        `  health   ${apiUrl}/health`,
        `  datos / data  ${dataDir}`,
        'Ctrl-C para parar / to stop.',
        '',
      ].join('\n'),
    );
  }
}
