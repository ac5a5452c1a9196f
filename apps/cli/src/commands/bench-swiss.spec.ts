import { describe, expect, it } from 'vitest';
import { EXIT_NEGATIVE, EXIT_OK, EXIT_USAGE } from '../command.js';
import { benchSwissCommand, type BenchSwissReport } from './bench-swiss.js';
import { flags, runCommandPrinting } from '../testing/cli-run.js';

const run = (argv: string[]) => runCommandPrinting(benchSwissCommand, argv);

describe('bench swiss', () => {
  it('reports exact, blossom-only and greedy figures from the same standings', async () => {
    const { code, out } = await run(flags({ players: '32,64', rounds: 5, repeat: 1, json: true }));
    const report = JSON.parse(out) as BenchSwissReport;
    expect(report.sizes.map((s) => s.players)).toEqual([32, 64]);
    for (const size of report.sizes) {
      expect(size.round).toBe(5);
      // The exact pairing is never worse than the greedy floor, and both exact paths agree.
      const key = (c: typeof size.exact.costs) => [c.rematches, c.squaredGaps, c.repeatedFloats];
      expect(key(size.exact.costs)).toEqual(key(size.blossomOnly!.costs));
      // Who meets whom follows the seeded rule whichever path proved the optimum.
      expect(size.blossomOnly!.samePairing).toBe(true);
      const [e, g] = [key(size.exact.costs), key(size.greedy.costs)];
      const k = e.findIndex((v, i) => v !== g[i]);
      if (k >= 0) expect(e[k]!).toBeLessThan(g[k]!);
      expect(size.ratioToGreedy).toBeCloseTo(size.exact.ms / Math.max(size.greedy.ms, 0.001), 1);
    }
    expect(code).toBe(report.target.met ? EXIT_OK : EXIT_NEGATIVE);
  });

  it('skips the blossom-only run above --blossom-max', async () => {
    const { out } = await run(flags({ players: '16,40', rounds: 3, repeat: 1, 'blossom-max': 20, json: true }));
    const report = JSON.parse(out) as BenchSwissReport;
    expect(report.sizes.map((s) => s.blossomOnly === null)).toEqual([false, true]);
  });

  it('exits 2 on bad usage', async () => {
    for (const argv of [['--players', 'x'], ['--rounds', '1'], ['--bogus']]) {
      expect((await run(argv)).code).toBe(EXIT_USAGE);
    }
  });
});
