#!/usr/bin/env node
// Sends the hostile GraphQL documents of the security review to a running API, over HTTP and over
// an anonymous WebSocket, and measures how long each takes to be answered and how long a
// concurrent `GET /health` waits meanwhile (the event loop is shared: a slow validation blocks it).
//   node tools/measure-query-bombs.mjs [http://localhost:4000] [--levels 25]
import WebSocket from 'ws';

const args = process.argv.slice(2);
const base = (args.find((a) => a.startsWith('http')) ?? 'http://localhost:4000').replace(/\/$/, '');
const levelsAt = args.indexOf('--levels');
const levels = levelsAt >= 0 ? Number(args[levelsAt + 1]) : 25;

/** `query { ...F0 } fragment F0 on Query { ...F1 ...F1 } … fragment Fn on Query { __typename }`: 2^n spreads once expanded. */
export function fragmentBomb(n) {
  const parts = ['query { ...F0 }'];
  for (let i = 0; i < n; i += 1) parts.push(`fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  parts.push(`fragment F${n} on Query { __typename }`);
  return parts.join('\n');
}

const ATTACKS = {
  [`fragment bomb, ${levels} levels`]: fragmentBomb(levels),
  'fragment cycle': 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
  '9 000 repeated fields': `{ ${'__typename '.repeat(9000)}}`,
  '3 000 aliased fields of one name': `{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
  '20 000 nested [': `{ tournaments(limit: ${'['.repeat(20000)}) { id } }`,
  '1 000 fragments': `{ ...G0 } ${Array.from({ length: 1000 }, (_, i) => `fragment G${i} on Query { __typename ${i + 1 < 1000 ? `...G${i + 1}` : ''} }`).join(' ')}`,
};

async function healthWorst(until) {
  let worst = 0;
  let count = 0;
  while (!until.done) {
    const started = performance.now();
    // A fresh connection each time: a reused one may have been closed while the loop was blocked.
    await fetch(`${base}/health`, { headers: { connection: 'close' } })
      .then((r) => r.text())
      .catch(() => undefined);
    worst = Math.max(worst, performance.now() - started);
    count += 1;
  }
  return { worst, count };
}

async function overHttp(query) {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await response.json().catch(() => ({}));
  return {
    ms: performance.now() - started,
    outcome: `${response.status} ${body.errors?.[0]?.extensions?.code ?? 'ok'}: ${String(body.errors?.[0]?.message ?? '').slice(0, 70)}`,
  };
}

async function overWs(query) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  const messages = [];
  const waiters = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const closed = new Promise((resolve) =>
    socket.on('close', (code, reason) => resolve({ type: `closed ${code} ${reason}` })),
  );
  const next = () =>
    Promise.race([
      messages.length ? Promise.resolve(messages.shift()) : new Promise((resolve) => waiters.push(resolve)),
      closed,
    ]);
  socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  await next();
  const started = performance.now();
  socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
  const answer = await next();
  const ms = performance.now() - started;
  socket.close();
  const error = answer.payload?.[0] ?? answer.payload?.errors?.[0];
  return {
    ms,
    outcome: `${answer.type} ${error?.extensions?.code ?? ''}: ${String(error?.message ?? '').slice(0, 70)}`,
  };
}

for (const [name, query] of Object.entries(ATTACKS)) {
  for (const [transport, send] of [
    ['HTTP', overHttp],
    ['WS', overWs],
  ]) {
    const until = { done: false };
    const health = healthWorst(until);
    // A nonce comment: Apollo caches documents that passed validation by their text.
    const result = await send(`${query}\n# ${transport} ${Date.now()} ${Math.random()}`);
    until.done = true;
    const { worst, count } = await health;
    console.log(
      `${name.padEnd(32)} ${transport.padEnd(4)} ${String(Buffer.byteLength(query)).padStart(6)} B  answered in ${result.ms.toFixed(1).padStart(8)} ms  /health worst ${worst.toFixed(1).padStart(8)} ms (${count} probes)  → ${result.outcome}`,
    );
  }
}
