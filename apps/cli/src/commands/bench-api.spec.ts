import { describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_USAGE } from '../command.js';
import { runCli } from '../run.js';
import { perCpuTwoOverOne, serverFigures } from './bench-api-figures.js';
import { benchApiCommand } from './bench-api.js';
import { cpuMsOf, summarize } from './bench-http.js';
import { capture, helpListing, runCaptured } from '../testing/cli-run.js';

// The full run starts the built API in a child process (`npm run -s cli -- bench api --json`);
// these tests cover what decides its figures and its usage.
describe('bench api', () => {
  it('is listed by --help', async () => {
    expect(await helpListing()).toEqual({ code: EXIT_OK, text: expect.stringContaining('bench api') });
  });

  it('reports requests per second of wall time and nearest-rank p50/p99 latencies', () => {
    const latencies = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(summarize(latencies, 500, 3)).toEqual({ requests: 200, perSecond: 400, p50Ms: 100, p99Ms: 198, errors: 3 });
    expect(summarize([], 10, 0)).toMatchObject({ requests: 0, perSecond: 0, p50Ms: 0, p99Ms: 0 });
  });

  it("says two instances' commands per CPU as a share of one instance's, and nothing without the second run", () => {
    const cpu = (commands: number) => ({ commands, ceiling: 1, views: 1, viewsPerCommand: 0.7 });
    expect(perCpuTwoOverOne({ apiCpuMsPerRequest: cpu(6), twoInstances: { apiCpuMsPerRequest: cpu(8) } })).toBe(0.75);
    expect(perCpuTwoOverOne({ apiCpuMsPerRequest: cpu(6), twoInstances: null })).toBeNull();
  });

  it('reads the server-side latency and the conflicts from the difference of two scrapes', () => {
    const buckets = new Map([
      [1, 0],
      [5, 10],
      [50, 10],
      [Infinity, 10],
    ]);
    const later = new Map([
      [1, 50],
      [5, 108],
      [50, 109],
      [Infinity, 110],
    ]);
    expect(serverFigures({ buckets, conflicts: 3 }, { buckets: later, conflicts: 7 })).toEqual({
      commands: 100,
      p50AtMostMs: 1,
      p99AtMostMs: 50,
      shareUnder50Ms: 0.99,
      conflicts: 4,
    });
  });

  it.runIf(process.platform === 'linux')("reads a process's CPU time, which grows while it computes", () => {
    const before = cpuMsOf(process.pid)!;
    const start = process.cpuUsage();
    while (process.cpuUsage(start).user < 50_000) Math.sqrt(start.user);
    expect(cpuMsOf(process.pid)!).toBeGreaterThan(before);
    expect(cpuMsOf(undefined)).toBeNull();
  });

  it('refuses an odd number of players (two per match) as bad usage', async () => {
    const { io } = capture();
    expect(await runCli(['bench', 'api', '--players', '3', '--no-build'], io, [benchApiCommand])).toBe(EXIT_USAGE);
  });

  it('refuses a warm-up that is not a whole number as bad usage, before starting anything', async () => {
    for (const warmUp of ['-1', '2.5', 'ten']) {
      const { code, err } = await runCaptured(['bench', 'api', '--warm-up', warmUp, '--no-build'], [benchApiCommand]);
      expect(code).toBe(EXIT_USAGE);
      expect(err.join('\n')).toContain('--warm-up');
    }
  });
});
