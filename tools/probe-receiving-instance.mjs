// What one more API instance costs (docs/benchmarks.md, "What a further instance costs"). Two
// instances on DATA_DIRs of their own share the EventStoreDB stand-in; `bench api --url` plays
// Blades of Ash through the first only, while the second serves nobody: all the CPU it spends is
// what every further instance pays for each command the others take (its `$all` subscription over
// gRPC and its read models). Then the gRPC client alone reads the same events from the start, as
// the floor of the receiving part. Needs the built API and CLI (`npx nx run-many -t build`).
//   node tools/probe-receiving-instance.mjs [players=40] [commandsPerMatch=40] [firstPort=4601]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const [players = 40, perMatch = 40, firstPort = 4601] = process.argv.slice(2).map(Number);

/** CPU milliseconds a process has used so far (user and system, every thread), from /proc. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function startStandIn(port) {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@cronica/source',
      '--import',
      './apps/api/src/testing/register-ts.mjs',
      './libs/event-store/src/testing/serve-fake-eventstoredb.ts',
    ],
    { cwd: ROOT, env: { ...process.env, FAKE_EVENTSTOREDB_PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve) =>
    createInterface({ input: child.stdout }).once('line', (line) => resolve({ child, connectionString: line.trim() })),
  );
}

async function startApi(connectionString, dataDir, port) {
  const env = {
    ...process.env,
    EVENTSTORE_CONNECTION_STRING: connectionString,
    CRONICA_DEPLOYMENT_SECRET: 'a'.repeat(64),
    DATA_DIR: dataDir,
    READ_MODELS_DIR: dataDir,
    API_PORT: String(port),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000000',
    RATE_LIMIT_LOGINS_PER_MINUTE: '1000000',
    RATE_LIMIT_QUERIES_PER_MINUTE: '1000000',
  };
  const child = spawn(process.execPath, ['dist/main.js'], { cwd: join(ROOT, 'apps', 'api'), env, stdio: 'inherit' });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API on ${port} did not answer /health`);
}

/** CPU per event for the client library alone, reading every event of `$all` from the start. */
async function clientFloor(connectionString, events) {
  const require = createRequire(join(ROOT, 'libs', 'event-store', 'package.json'));
  const { EventStoreDBClient, excludeSystemEvents } = require('@eventstore/db-client');
  const client = EventStoreDBClient.connectionString(connectionString);
  const before = process.cpuUsage();
  let count = 0;
  const subscription = client.subscribeToAll({ fromPosition: 'start', filter: excludeSystemEvents() });
  await new Promise((resolve) => subscription.on('data', () => (count += 1) >= events && resolve()));
  const used = process.cpuUsage(before);
  await subscription.unsubscribe();
  await client.dispose();
  return (used.user + used.system) / 1000 / count;
}

const root = mkdtempSync(join(tmpdir(), 'cronica-probe-receiving-'));
const standIn = await startStandIn(firstPort + 7);
const serving = await startApi(standIn.connectionString, join(root, 'serving'), firstPort);
const receiving = await startApi(standIn.connectionString, join(root, 'receiving'), firstPort + 1);
const load = loadavg()[0];
const before = cpuMs(receiving.pid);
const bench = spawnSync(
  'npm',
  [
    'run',
    '-s',
    'cli',
    '--',
    'bench',
    'api',
    '--no-build',
    '--one',
    '--json',
    '--url',
    `http://127.0.0.1:${firstPort}`,
    '--players',
    String(players),
    '--commands',
    String(perMatch),
  ],
  { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 },
);
await new Promise((resolve) => setTimeout(resolve, 1000));
const receivingMs = cpuMs(receiving.pid) - before;
const report = JSON.parse(bench.stdout);
const commands = report.commands.requests;
const events = Number(
  (await (await fetch(`http://127.0.0.1:${firstPort + 1}/metrics`)).text()).match(
    /^cronica_projected_events_total (\d+)/m,
  )?.[1] ?? 0,
);
const floorMs = await clientFloor(standIn.connectionString, events);
for (const child of [serving, receiving, standIn.child]) child.kill('SIGTERM');
rmSync(root, { recursive: true, force: true });
const round = (n) => Math.round(n * 1000) / 1000;
console.log(
  JSON.stringify(
    {
      commands,
      eventsReceived: events,
      receivingInstanceCpuMsPerCommand: round(receivingMs / commands),
      receivingInstanceCpuMsPerEvent: round(receivingMs / events),
      clientAloneCpuMsPerEvent: round(floorMs),
      loadAverage1m: { before: round(load), after: round(loadavg()[0]) },
    },
    null,
    2,
  ),
);
