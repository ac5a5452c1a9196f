import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The compose proxy's own configuration (apps/api/proxy/haproxy.cfg) run by a real HAProxy in
 * front of two stand-in replicas whose /health readiness the test turns on and off. Only the
 * replica addresses and the listening port are swapped for local ones: compose finds replicas
 * through Docker's DNS, which does not exist here.
 */
const CONFIG = join(import.meta.dirname, '../../proxy/haproxy.cfg');
const WEB_ADDRESS = '127.0.0.2';
// npm test installs Debian's haproxy as root (tools/ensure-test-packages.mjs); /usr/sbin may be off a user's PATH.
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find(existsSync) ?? 'haproxy';
const haproxyVersion = /version (\d+)\.(\d+)/.exec(spawnSync(HAPROXY, ['-v'], { encoding: 'utf8' }).stdout ?? '');

interface Replica {
  readonly name: string;
  ready: boolean;
  readonly seen: Array<{ method: string; forwardedFor: string | undefined }>;
  readonly server: Server;
  /** A POST this replica takes and then drops, without an answer (a replica dying mid-command). */
  dropPosts: boolean;
}

function startReplica(name: string, ready: boolean): Promise<Replica> {
  const replica: Replica = { name, ready, seen: [], server: createServer(), dropPosts: false };
  replica.server.on('request', (req: IncomingMessage, res) => {
    if (req.url === '/health') return void res.writeHead(replica.ready ? 200 : 503).end();
    replica.seen.push({ method: req.method ?? '', forwardedFor: req.headers['x-forwarded-for'] as string | undefined });
    if (req.method === 'POST' && replica.dropPosts) return void req.socket.destroy();
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ replica: name }));
  });
  const sockets = new WebSocketServer({ server: replica.server });
  sockets.on('connection', (socket) => socket.on('message', (data) => socket.send(`${name}:${String(data)}`)));
  return new Promise((resolve) => replica.server.listen(0, '127.0.0.1', () => resolve(replica)));
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const port = portOf(probe);
      probe.close(() => resolve(port));
    }),
  );
}

/** haproxy.cfg with local addresses; `init-state` only where this HAProxy knows it (3.1+). */
function localConfig(port: number, replicas: readonly Replica[]): string {
  const [major, minor] = [Number(haproxyVersion?.[1]), Number(haproxyVersion?.[2])];
  const knowsInitState = major > 3 || (major === 3 && minor >= 1);
  const servers = replicas.map((r) => `    server ${r.name} 127.0.0.1:${portOf(r.server)}`).join('\n');
  let config = readFileSync(CONFIG, 'utf8')
    .replace(/^ {4}bind :4000$/m, `    bind 127.0.0.1:${port}`)
    .replace(/^ {4}server-template .*$/m, servers);
  if (!knowsInitState) config = config.replace(' init-state down', '');
  return config;
}

interface Answer {
  readonly status: number;
  readonly replica: string | null;
}

function send(
  port: number,
  options: { method?: string; body?: string; headers?: Record<string, string>; from?: string } = {},
) {
  return new Promise<Answer>((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
        localAddress: options.from,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          const replica = res.statusCode === 200 ? ((JSON.parse(body) as { replica: string }).replica ?? null) : null;
          resolve({ status: res.statusCode ?? 0, replica });
        });
      },
    );
    req.on('error', (error) => resolve({ status: 0, replica: String(error) }));
    req.end(options.body);
  });
}

async function replicasAnswering(port: number, requests = 8): Promise<string[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < requests; i++) answers.push(await send(port));
  return [...new Set(answers.map((a) => a.replica ?? `status ${a.status}`))].sort();
}

describe.skipIf(haproxyVersion === null)('the compose proxy (HAProxy, apps/api/proxy/haproxy.cfg)', () => {
  let a: Replica;
  let b: Replica;
  let port: number;
  let proxy: ChildProcess;
  const dir = mkdtempSync(join(tmpdir(), 'cronica-proxy-'));

  beforeAll(async () => {
    [a, b] = await Promise.all([startReplica('a', true), startReplica('b', false)]);
    port = await freePort();
    writeFileSync(join(dir, 'haproxy.cfg'), localConfig(port, [a, b]));
    proxy = spawn(HAPROXY, ['-db', '-f', join(dir, 'haproxy.cfg')], {
      env: { ...process.env, WEB_ADDRESS },
      stdio: 'ignore',
    });
    // Up once its first checks have run: only the ready replica answers.
    for (const deadline = Date.now() + 15_000; Date.now() < deadline;)
      if ((await replicasAnswering(port, 4)).join() === 'a') return;
    throw new Error('HAProxy did not start routing to the ready replica within 15 s');
  });
  afterAll(async () => {
    proxy?.kill('SIGTERM');
    await Promise.all([a, b].map((r) => new Promise((resolve) => r?.server.close(resolve))));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends requests only to replicas whose /health says ready, taking one out and back as that changes', async () => {
    expect(await replicasAnswering(port)).toEqual(['a']);
    b.ready = true;
    await expect.poll(() => replicasAnswering(port), { timeout: 10_000 }).toEqual(['a', 'b']);
    a.ready = false;
    await expect.poll(() => replicasAnswering(port), { timeout: 10_000 }).toEqual(['b']);
    a.ready = true;
    await expect.poll(() => replicasAnswering(port), { timeout: 10_000 }).toEqual(['a', 'b']);
  });

  it('never resends a mutation a replica took and dropped: the client gets an error and resends it itself', async () => {
    a.ready = true;
    b.ready = false;
    await expect.poll(() => replicasAnswering(port), { timeout: 10_000 }).toEqual(['a']);
    a.dropPosts = true;
    const postsBefore =
      a.seen.filter((s) => s.method === 'POST').length + b.seen.filter((s) => s.method === 'POST').length;
    const answer = await send(port, {
      method: 'POST',
      body: '{"query":"mutation { x }"}',
      headers: { 'content-type': 'application/json' },
    });
    a.dropPosts = false;
    expect(answer.status).toBe(502);
    const postsAfter =
      a.seen.filter((s) => s.method === 'POST').length + b.seen.filter((s) => s.method === 'POST').length;
    expect(postsAfter - postsBefore).toBe(1);
  });

  it("drops a browser's own X-Forwarded-For, and passes the web's on with the web's address appended", async () => {
    const last = () => [a, b].find((r) => r.ready)?.seen.at(-1)?.forwardedFor;
    await send(port, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(last()).toBe('127.0.0.1');
    await send(port, { headers: { 'x-forwarded-for': '203.0.113.7' }, from: WEB_ADDRESS });
    expect(last()).toBe(`203.0.113.7, ${WEB_ADDRESS}`);
  });

  it('refuses a body far above the API limit without troubling a replica', async () => {
    const seen = a.seen.length + b.seen.length;
    const answer = await send(port, {
      method: 'POST',
      body: 'x'.repeat(300_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(413);
    expect(a.seen.length + b.seen.length).toBe(seen);
  });

  it('passes WebSockets (graphql-ws) through to a ready replica and keeps them open', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`);
    const echoed = await new Promise<string>((resolve, reject) => {
      socket.once('open', () => socket.send('hola'));
      socket.once('message', (data) => resolve(String(data)));
      socket.once('error', reject);
    });
    socket.close();
    expect(echoed).toMatch(/^[ab]:hola$/);
  });
});
