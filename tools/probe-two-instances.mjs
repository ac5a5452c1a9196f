// Two API instances' commands per CPU as a share of one's, over several rounds (docs/benchmarks.md,
// "What a further instance costs"): one `bench api --apart` run varies by ±15 % on two shared
// cores, so each round measures one instance and then two (each set on DATA_DIRs of its own,
// sharing a fresh EventStoreDB stand-in, after the bench's warm-up) and the median of the rounds
// is the figure. Needs the built API and CLI (`npx nx run-many -t build`).
//   node tools/probe-two-instances.mjs [rounds=5] [players=40] [commandsPerMatch=40] [firstPort=4671]
import { loadavg } from 'node:os';
import { perCpuTwoOverOne } from '../apps/cli/dist/commands/bench-api-figures.js';
import { runBenchApi } from '../apps/cli/dist/commands/bench-api.js';
import { round } from '../apps/cli/dist/commands/bench-http.js';

const [rounds = 5, players = 40, perMatch = 40, firstPort = 4671] = process.argv.slice(2).map(Number);
process.env.FAKE_EVENTSTOREDB_PORT ??= String(firstPort + 8);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : round((sorted[middle - 1] + sorted[middle]) / 2);
};

const load = round(loadavg()[0]);
const results = [];
for (let n = 0; n < rounds; n += 1) {
  const run = await runBenchApi(players, perMatch, {
    build: false,
    twoInstances: true,
    push: false,
    apart: true,
    port: firstPort,
  });
  const one = run.apiCpuMsPerRequest.commands;
  const two = run.twoInstances?.apiCpuMsPerRequest.commands ?? null;
  results.push({ oneInstanceCpuMsPerCommand: one, twoInstancesCpuMsPerCommand: two, share: perCpuTwoOverOne(run) });
  console.error(`round ${n + 1}: ${JSON.stringify(results.at(-1))}`);
}
console.log(
  JSON.stringify(
    {
      rounds: results,
      median: {
        oneInstanceCpuMsPerCommand: median(results.map((r) => r.oneInstanceCpuMsPerCommand)),
        twoInstancesCpuMsPerCommand: median(results.map((r) => r.twoInstancesCpuMsPerCommand)),
        share: median(results.map((r) => r.share)),
      },
      loadAverage1m: { before: load, after: round(loadavg()[0]) },
    },
    null,
    2,
  ),
);
