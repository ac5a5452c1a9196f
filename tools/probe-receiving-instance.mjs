// What one more API instance costs (docs/benchmarks.md, "What a further instance costs"). Two
// instances on DATA_DIRs of their own share the EventStoreDB stand-in; the bench (`bench api`
// with a URL) plays Blades of Ash through the first only, while the second serves nobody: the CPU it spends is
// what every further instance pays for each command the others take (its `$all` subscription over
// gRPC and its read models). Then the gRPC client alone reads the same events from the start, as
// the floor of the receiving part. Needs the built API and CLI (`npx nx run-many -t build`).
//   node tools/probe-receiving-instance.mjs [players=40] [commandsPerMatch=40] [firstPort=4601]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSharedStore } from '../apps/cli/dist/commands/bench-api-apart.js';
import { runBenchApi } from '../apps/cli/dist/commands/bench-api.js';
import { ROOT, round, startApi } from '../apps/cli/dist/commands/bench-http.js';

const [players = 40, perMatch = 40, firstPort = 4601] = process.argv.slice(2).map(Number);

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

/** Events the instance's read models have taken so far (its `/metrics`). */
async function projectedEvents(url) {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  return Number(metrics.match(/^cronica_projected_events_total (\d+)/m)?.[1] ?? 0);
}

const root = mkdtempSync(join(tmpdir(), 'cronica-probe-receiving-'));
process.env.FAKE_EVENTSTOREDB_PORT ??= String(firstPort + 7);
const store = await openSharedStore();
const serving = await startApi(join(root, 'serving'), undefined, { port: firstPort, env: store.env });
const receiving = await startApi(join(root, 'receiving'), undefined, { port: firstPort + 1, env: store.env });
const eventsBefore = await projectedEvents(receiving.url);
const load = loadavg()[0];
// The bench's own phases: sign-ups and matches made first, ten warm-up matches, then the
// measured commands, around which the receiving instance's CPU is read (as `bench api` reads
// the serving instances'), so neither its start nor the sign-ups are charged to the commands.
const bench = await runBenchApi(players, perMatch, {
  build: false,
  url: serving.url,
  twoInstances: false,
  push: false,
  pids: [receiving.child.pid],
});
await new Promise((resolve) => setTimeout(resolve, 1000));
const commands = bench.commands.requests;
const receivingMsPerCommand = bench.apiCpuMsPerRequest.commands;
const events = (await projectedEvents(receiving.url)) - eventsBefore;
const floorMs = await clientFloor(store.env.EVENTSTORE_CONNECTION_STRING, events + eventsBefore);
for (const api of [serving, receiving]) api.child.kill('SIGTERM');
await store.stop();
rmSync(root, { recursive: true, force: true });
console.log(
  JSON.stringify(
    {
      commands,
      receivingInstanceCpuMsPerCommand: receivingMsPerCommand,
      eventsReceivedWholeRun: events,
      clientAloneCpuMsPerEvent: round(floorMs),
      loadAverage1m: { before: round(load), after: round(loadavg()[0]) },
    },
    null,
    2,
  ),
);
