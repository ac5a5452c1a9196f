// Where a game command's CPU goes inside the API process alone (docs/benchmarks.md, "`bench api` also measures
// the parts of a game command"). Boots the built API (apps/api/dist: `npx nx run api:build` first)
// in this process and plays Blades of Ash from a child process over HTTP, one request at a time, as
// `bench api` does; this process's `process.cpuUsage()` (every thread) is then the server's alone.
// A phase clock charges the CPU since the last mark to the phase then running: each Express
// middleware, Apollo's stages (a plugin put first), Nest's guards and pipes before the resolver,
// the resolver's steps around the command bus, the answer's fields and the write of the answer.
// The projections (page read, read models, live push) are charged to themselves wherever they run.
// Columns: the command, `{ __typename }` sent in a loop afterwards, the `matchView` polls, and with
// PROBE_AFTER=1 a `{ __typename }` sent right after each command. PROBE_TIMERS=1 charges what runs
// after an immediate or a timer to it; `node --trace-gc` shows the collections.
//   nice -n 10 node tools/probe-command-server.mjs [tables=20] [commandsPerMatch=40] [trivialPerTable=40]
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ACCEPT, INVITE, REGISTER, SEED, SUBMIT, VIEW } from '../apps/cli/dist/commands/bench-api-queries.js';

function cpu() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const STAGES = ['command', 'trivial', 'view', 'trivialAfter'];

/** Charges the CPU since the last mark to the phase then running, per kind of request. */
function phaseClock() {
  const clock = { acc: {}, kind: 'setup', phase: 'between requests', stamp: cpu() };
  clock.mark = (next) => {
    const t = cpu();
    const k = (clock.acc[clock.kind] ??= new Map());
    k.set(clock.phase, (k.get(clock.phase) ?? 0) + t - clock.stamp);
    const prev = clock.phase;
    ((clock.stamp = t), (clock.phase = next));
    return prev;
  };
  clock.around = (obj, name, label, after) => {
    const orig = obj[name];
    obj[name] = function (...args) {
      clock.mark(label);
      const r = orig.apply(this, args);
      if (typeof r?.then === 'function') return r.finally(() => clock.mark(after));
      clock.mark(after);
      return r;
    };
  };
  clock.alone = (obj, name, label) => {
    const orig = obj[name];
    obj[name] = function (...args) {
      const prev = clock.mark(label);
      const r = orig.apply(this, args);
      if (typeof r?.then === 'function') return r.finally(() => clock.mark(prev));
      clock.mark(prev);
      return r;
    };
  };
  return clock;
}

/** PROBE_TIMERS=1: what runs after a timer or an immediate is charged to it (the projection runner's wake-ups). */
function markTimers(mark) {
  for (const name of ['setImmediate', 'setTimeout']) {
    const orig = globalThis[name];
    globalThis[name] = function (cb, ...rest) {
      const label = `timer: ${name} ${String(cb).replace(/\s+/g, ' ').slice(0, 50)}`;
      return orig.call(this, (...a) => (mark(label), cb(...a)), ...rest);
    };
  }
}

function markHttp(app, clock) {
  app.getHttpServer().prependListener('request', (req, res) => {
    clock.mark('http: request to first middleware');
    clock.kind = req.headers['x-probe'] ?? 'other';
    res.once('finish', () => clock.mark('between requests'));
  });
  for (const [i, layer] of app.getHttpAdapter().getInstance().router.stack.entries()) {
    const orig = layer.handle;
    const label = `express: ${i} ${orig.name || 'anonymous'}${layer.matchers?.[0]?.('/graphql') ? ' /graphql' : ''}`;
    if (orig.length > 3) continue; // error handlers keep their four parameters
    layer.handle = function (req, res, next) {
      clock.mark(label);
      return orig.call(this, req, res, next);
    };
  }
}

async function instrument(app, clock) {
  const dist = (path) => import(`../apps/api/dist/${path}`);
  const { GraphQLModule } = await import('@nestjs/graphql');
  const { Projector } = await import('@cronica/projections');
  const { CatchUpSubscription } = await import('../libs/event-store/dist/sqlite/catch-up-subscription.js');
  markHttp(app, clock);
  app.get(GraphQLModule).graphQlAdapter.instance.internals.plugins.unshift(probePlugin(clock.mark));
  const get = async (path, name) => app.get((await dist(path))[name]);
  const { around, alone } = clock;
  around(
    await get('auth/auth.service.js', 'AuthService'),
    'accountForToken',
    'context: session',
    'context: after session',
  );
  const commands = await get('matches/match-commands.service.js', 'MatchCommandService');
  around(commands, 'submit', 'resolver: submit before bus', 'resolver: between submit and answer');
  const bus = await get('commands/command-bus.js', 'CommandBus');
  around(bus, 'handle', 'bus (decide, fold, append, bookkeeping)', 'resolver: submit after bus');
  around(await get('matches/match.resolver.js', 'MatchResolver'), 'answer', 'resolver: answer', 'nest: after resolver');
  const reads = await get('matches/match-read.service.js', 'MatchReadService');
  around(reads, 'view', 'answer: match view', 'resolver: answer after view');
  alone(Projector.prototype, 'apply', 'projections: read models');
  alone(CatchUpSubscription.prototype, 'fill', 'projections: store page read');
  const { ProjectionRunner } = await dist('projections/projection-runner.service.js');
  alone(ProjectionRunner.prototype, 'flush', 'projections: flush rest');
  alone(await get('projections/live-publisher.js', 'LivePublisher'), 'publish', 'projections: live push');
  if (process.env.PROBE_TIMERS) markTimers(clock.mark);
}

async function server([tables = 20, per = 40, trivial = 40]) {
  const { startTestApi } = await import('../apps/api/dist/testing/harness.js');
  const limits = { RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000000', RATE_LIMIT_QUERIES_PER_MINUTE: '1000000' };
  const api = await startTestApi({ ...limits, LOG_LEVEL: 'warn' });
  const clock = phaseClock();
  await instrument(api.app, clock);
  const child = fork(new URL(import.meta.url), ['client', tables, per, trivial], { stdio: 'inherit', execArgv: [] });
  child.send({ url: api.url });
  const counts = await new Promise((resolve) => {
    child.on('message', (m) => m.stage === 'done' && resolve(m.counts));
    child.on('exit', (code) => code && process.exit(code));
  });
  clock.mark(clock.phase);
  report(clock.acc, counts);
  await api.stop();
}

function probePlugin(mark) {
  return {
    async requestDidStart() {
      mark('apollo: request start (context built)');
      return {
        async didResolveSource() {
          mark('apollo: source');
        },
        async parsingDidStart() {
          mark('apollo: parse');
          return async () => mark('apollo: after parse');
        },
        async validationDidStart() {
          mark('apollo: validate');
          return async () => mark('apollo: after validate');
        },
        async didResolveOperation() {
          mark('apollo: didResolveOperation (limits plugin)');
        },
        async responseForOperation() {
          mark('apollo: before execution');
          return null;
        },
        async executionDidStart() {
          mark('graphql: execute to root field');
          return {
            willResolveField({ info }) {
              if (info.path.prev !== undefined) return undefined;
              mark('nest: guards, interceptors, pipes, params');
              return () => mark('graphql: answer fields and completion');
            },
          };
        },
        async willSendResponse() {
          mark('apollo: willSendResponse, stringify, write');
        },
      };
    },
  };
}

function report(acc, counts) {
  const per = (kind) => new Map([...(acc[kind] ?? [])].map(([p, ms]) => [p, ms / Math.max(counts[kind], 1)]));
  const [cmd, tri, view, after] = STAGES.map(per);
  const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
  console.log(JSON.stringify({ counts }));
  console.log('phase | command ms | trivial ms | view ms | trivial after a command ms');
  for (const p of new Set([...cmd.keys(), ...tri.keys(), ...view.keys()])) {
    const cells = [cmd, tri, view, after].map((m) => (m.get(p) ?? 0).toFixed(3));
    console.log(`${p} | ${cells.join(' | ')}`);
  }
  console.log(`sum | ${[cmd, tri, view, after].map((m) => sum(m).toFixed(3)).join(' | ')}`);
}

async function client([tables, per, trivialPer]) {
  const { url } = await new Promise((resolve) => process.once('message', resolve));
  const counts = { command: 0, view: 0, trivial: 0, trivialAfter: 0 };
  const q = async (query, variables, token, kind = 'setup') => {
    if (kind in counts) counts[kind] += 1;
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-probe': kind,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const played = await setUp(q, tables);
  for (const [t, table] of played.entries()) await playTable(q, table, t, per);
  await new Promise((r) => setTimeout(r, 300));
  for (const table of played)
    for (let i = 0; i < trivialPer; i++) await q('{ __typename }', {}, table.tokens[0], 'trivial');
  process.send({ stage: 'done', counts });
  process.disconnect();
}

async function setUp(q, tables) {
  const decks = (await q('{ readyDecks { id } }', {})).readyDecks;
  const played = [];
  for (let n = 0; n < tables; n++) {
    const seats = [];
    for (const s of [0, 1]) {
      const i = { commandId: `r-${n}-${s}`, username: `p${n}x${s}`, displayName: `P ${n} ${s}` };
      const r = await q(REGISTER, { i: { ...i, password: `clave-bench-${n}-${s}` } });
      seats.push({ id: r.register.player.id, token: r.register.token });
    }
    const inv = await q(INVITE, { c: `i-${n}`, s: [{ deckId: decks[0].id }, { player: seats[1].id }] }, seats[0].token);
    const ac = await q(ACCEPT, { c: `a-${n}`, i: inv.inviteToMatch.id, d: decks.at(-1).id }, seats[1].token);
    const m = ac.acceptMatchInvitation.matchId;
    for (const p of seats) await q(SEED, { m, s: randomBytes(32).toString('hex'), c: `s-${n}` }, p.token);
    played.push({ matchId: m, tokens: seats.map((p) => p.token) });
  }
  return played;
}

async function playTable(q, table, t, per) {
  let seat = 0;
  let view = (await q(VIEW, { m: table.matchId }, table.tokens[0], 'view')).matchView;
  for (let sent = 0, idle = 0; sent < per && view.status !== 'finished' && idle < 4;) {
    if (view.legalCommands.length === 0) {
      seat = 1 - seat;
      idle += 1;
      view = (await q(VIEW, { m: table.matchId }, table.tokens[seat], 'view')).matchView;
      continue;
    }
    const { command } = view.legalCommands[(sent * 7 + t) % view.legalCommands.length];
    const vars = { m: table.matchId, cmd: command, c: `c-${t}-${sent}` };
    view = (await q(SUBMIT, vars, table.tokens[seat], 'command')).submitGameCommand.match;
    if (process.env.PROBE_AFTER) await q('{ __typename }', {}, table.tokens[0], 'trivialAfter');
    sent += 1;
    idle = 0;
  }
}

if (process.argv[2] === 'client') await client(process.argv.slice(3).map(Number));
else await server(process.argv.slice(2).map(Number));
