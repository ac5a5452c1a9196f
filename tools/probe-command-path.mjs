// Where a game command's CPU goes inside the running API (docs/benchmarks.md, "`bench api` also measures the
// parts of a game command"). Boots the built API (apps/api/dist: `npx nx run api:build` first) in
// this process on a temporary DATA_DIR, plays Blades of Ash as `bench api` does (the same
// documents, the same choice of legal command), and wraps the pieces of the command path to add up
// their CPU (`process.cpuUsage()`, every thread): the bus, the decision, the fold, the store's
// append, the answer's view, the projection runner and the live push. Afterwards it appends the
// very same events again, back to back, to a fresh store and to the API's own store, once as they
// come and once with other work between them: the append's cost alone against in the command.
// The HTTP client runs in this process too, so every per-request figure holds the client's share;
// compare pieces with each other and with the trivial request, not with `bench api`'s figures.
//   nice -n 10 node [--trace-gc] tools/probe-command-path.mjs [tables=20] [commandsPerMatch=40] [concurrent=1|0]
// PROBE_GC=1 sums the collections seen during play; PROBE_NO_RECORD=1 keeps no copy of the appends.
import { randomBytes } from 'node:crypto';
import { startTestApi } from '../apps/api/dist/testing/harness.js';
import { EVENT_STORE, PUB_SUB } from '../apps/api/dist/store/tokens.js';
import { ProjectionRunner } from '../apps/api/dist/projections/projection-runner.service.js';
import { MatchReadService } from '../apps/api/dist/matches/match-read.service.js';
import { MatchCommandService } from '../apps/api/dist/matches/match-commands.service.js';
import { CommandBus } from '../apps/api/dist/commands/command-bus.js';
import { LivePublisher } from '../apps/api/dist/projections/live-publisher.js';
import { Projector } from '@cronica/projections';
import { ACCEPT, INVITE, REGISTER, SEED, SUBMIT, VIEW } from '../apps/cli/dist/commands/bench-api-queries.js';

const [tablesArg = '20', perMatchArg = '40', concArg = '1'] = process.argv.slice(2);
const TABLES = Number(tablesArg);
const PER = Number(perMatchArg);
const CONCURRENT = concArg === '1';

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const acc = new Map();
const add = (k, ms) => acc.set(k, (acc.get(k) ?? 0) + ms);
let depth = 0;
function wrapSync(obj, name, key) {
  const orig = obj[name];
  obj[name] = function (...args) {
    const t = cpu();
    try {
      return orig.apply(this, args);
    } finally {
      add(key, cpu() - t);
    }
  };
}
function wrapAsync(obj, name, key) {
  const orig = obj[name];
  obj[name] = async function (...args) {
    const t = cpu();
    try {
      return await orig.apply(this, args);
    } finally {
      add(key, cpu() - t);
    }
  };
}

const env = {
  RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000000',
  RATE_LIMIT_QUERIES_PER_MINUTE: '1000000',
  WS_MAX_SOCKETS_PER_CLIENT: '100000',
  WS_MAX_SOCKETS_PER_ADDRESS: '100000',
  LOG_LEVEL: 'warn',
};
const api = await startTestApi(env);
const app = api.app;
const store = app.get(EVENT_STORE);
const runner = app.get(ProjectionRunner);
const reads = app.get(MatchReadService);
const bus = app.get(CommandBus);
const live = app.get(LivePublisher);
const pubSub = app.get(PUB_SUB);

const q = (query, variables, token) => api.gql(query, variables, token);

const tables = [];
const decks = (await q('{ readyDecks { id } }', {})).data.readyDecks;
for (let n = 0; n < TABLES; n++) {
  const acc2 = [];
  for (const s of [0, 1]) {
    const r = await q(REGISTER, {
      i: {
        commandId: `r-${n}-${s}`,
        username: `p${n}x${s}`,
        displayName: `P ${n} ${s}`,
        password: `clave-bench-${n}-${s}`,
      },
    });
    acc2.push({ id: r.data.register.player.id, token: r.data.register.token });
  }
  const inv = await q(INVITE, { c: `i-${n}`, s: [{ deckId: decks[0].id }, { player: acc2[1].id }] }, acc2[0].token);
  const ac = await q(ACCEPT, { c: `a-${n}`, i: inv.data.inviteToMatch.id, d: decks.at(-1).id }, acc2[1].token);
  const m = ac.data.acceptMatchInvitation.matchId;
  for (const p of acc2) await q(SEED, { m, s: randomBytes(32).toString('hex'), c: `s-${n}` }, p.token);
  tables.push({ matchId: m, tokens: [acc2[0].token, acc2[1].token] });
}
await runner.catchUpWithStore();

// Instrument.
const recorded = [];
let recording = true;
{
  const orig = store.appendToStream;
  store.appendToStream = function (stream, events, options) {
    if (recording && !process.env.PROBE_NO_RECORD)
      recorded.push({ stream, events, expected: options?.expectedRevision });
    const t = cpu();
    try {
      return orig.call(this, stream, events, options);
    } finally {
      add('append (store, sync)', cpu() - t);
    }
  };
}
{
  const orig = bus.handle;
  bus.handle = function (request) {
    const decide = request.decide;
    const aggregate = request.aggregate;
    const r = {
      ...request,
      decide: (...a) => {
        const t = cpu();
        try {
          return decide(...a);
        } finally {
          add('decide', cpu() - t);
        }
      },
      aggregate: {
        ...aggregate,
        stream: aggregate.stream,
        initialState: aggregate.initialState,
        evolve: (...a) => {
          const t = cpu();
          try {
            return aggregate.evolve(...a);
          } finally {
            add('evolve', cpu() - t);
          }
        },
      },
    };
    return orig.call(this, r);
  };
}
wrapAsync(bus, 'handle', 'bus.handle');
wrapAsync(reads, 'view', 'reads.view (answer state)');
wrapSync(Projector.prototype, 'apply', 'projector.apply');
wrapSync(live, 'publish', 'live.publish');
wrapAsync(runner, 'flush', 'runner.flush (all)');
wrapSync(pubSub, 'publish', 'pubSub.publish');

let commands = 0;
let views = 0;
let viewCpu = 0;
async function playTable(table, t) {
  let seat = 0;
  let view = (await q(VIEW, { m: table.matchId }, table.tokens[0])).data.matchView;
  for (let sent = 0, idle = 0; sent < PER && view.status !== 'finished' && idle < 4;) {
    if (view.legalCommands.length === 0) {
      seat = 1 - seat;
      idle += 1;
      views += 1;
      view = (await q(VIEW, { m: table.matchId }, table.tokens[seat])).data.matchView;
      continue;
    }
    const { command } = view.legalCommands[(sent * 7 + t) % view.legalCommands.length];
    const r = await q(SUBMIT, { m: table.matchId, cmd: command, c: `c-${t}-${sent}` }, table.tokens[seat]);
    sent += 1;
    commands += 1;
    idle = 0;
    if (r.data) view = r.data.submitGameCommand.match;
    else throw new Error(JSON.stringify(r.errors));
  }
}
// Trivial requests with a session, same concurrency.
async function trivial(n) {
  const t = cpu();
  await Promise.all(
    tables.map(async (table) => {
      for (let i = 0; i < n; i++) await q('{ __typename }', {}, table.tokens[0]);
    }),
  );
  return (cpu() - t) / (n * tables.length);
}
async function viewsAlone(n) {
  const t = cpu();
  await Promise.all(
    tables.map(async (table) => {
      for (let i = 0; i < n; i++) await q(VIEW, { m: table.matchId }, table.tokens[i % 2]);
    }),
  );
  return (cpu() - t) / (n * tables.length);
}

let gcCount = 0;
let gcMs = 0;
const { PerformanceObserver } = await import('node:perf_hooks');
const gcObs = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (playing) ((gcCount += 1), (gcMs += e.duration));
});
if (process.env.PROBE_GC) gcObs.observe({ entryTypes: ['gc'] });
let playing = true;
const t0 = cpu();
if (CONCURRENT) await Promise.all(tables.map((table, t) => playTable(table, t)));
else for (const [t, table] of tables.entries()) await playTable(table, t);
await runner.catchUpWithStore();
const phase = cpu() - t0;
playing = false;
globalThis.gc?.();
console.log(
  'heap MB',
  Math.round(process.memoryUsage().heapUsed / 1e6),
  'rss MB',
  Math.round(process.memoryUsage().rss / 1e6),
);
const pieces = new Map(acc);
acc.clear();
const triv = await trivial(PER);
const { openEventStore } = await import('@cronica/event-store');
const { mkdtempSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const { join } = await import('node:path');

const junk = Array.from({ length: 3000 }, (_, i) => ({ i, s: 'x'.repeat(40) + i, a: [i, i + 1, { k: i }] }));
let pollute = false;
async function replayInto(target, prefix) {
  recording = false;
  const heads = new Map();
  let ms = 0;
  for (const r of recorded.slice()) {
    const stream = prefix + r.stream;
    const expected = heads.has(stream) ? heads.get(stream) : 'no_stream';
    const events = r.events.map((e) => ({ ...e, id: crypto.randomUUID() }));
    if (pollute) JSON.parse(JSON.stringify(junk));
    const t = cpu();
    const res = await target.appendToStream(stream, events, { expectedRevision: expected });
    ms += cpu() - t;
    heads.set(stream, res.nextExpectedRevision);
  }
  return ms / recorded.length;
}
const fresh = openEventStore({ dataDir: mkdtempSync(join(tmpdir(), 'probe-store-')) });
const freshMs = await replayInto(fresh, 'copy-');
const apiMs = await replayInto(store, 'copy2-');
pollute = true;
const apiColdMs = await replayInto(store, 'copy3-');
await runner.catchUpWithStore();
console.log(`API store, caches polluted between appends: ${apiColdMs.toFixed(3)} ms`);
console.log(
  `GC during play: ${gcCount} collections, ${gcMs.toFixed(1)} ms wall, ${(gcMs / commands).toFixed(3)} ms/command`,
);
console.log(
  `appends replayed (${recorded.length}): fresh store ${freshMs.toFixed(3)} ms, API store ${apiMs.toFixed(3)} ms`,
);
const viewMs = await viewsAlone(PER);
const per = (k) => ((pieces.get(k) ?? 0) / commands).toFixed(3);
console.log(JSON.stringify({ tables: TABLES, commands, views, concurrent: CONCURRENT }));
console.log(`phase CPU per command (in-process client+server): ${(phase / commands).toFixed(3)} ms`);
console.log(`trivial per request (client+server): ${triv.toFixed(3)} ms; matchView ${viewMs.toFixed(3)} ms`);
console.log(
  `command less polls: ${((phase - views * viewMs) / commands).toFixed(3)} ms; less trivial: ${((phase - views * viewMs) / commands - triv).toFixed(3)} ms`,
);
for (const k of pieces.keys()) console.log(`  ${k}: ${per(k)} ms/command`);
await api.stop();
