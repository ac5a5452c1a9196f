import { describe, expect, it } from 'vitest';
import { EXIT_NEGATIVE, EXIT_OK, EXIT_USAGE } from '../command.js';
import { benchStoreCommand, type BenchStoreReport } from './bench-store.js';
import { flags, runCommandPrinting, helpListing } from '../testing/cli-run.js';

const run = (argv: string[]) => runCommandPrinting(benchStoreCommand, argv);

describe('bench store', () => {
  it('is listed by --help', async () => {
    expect(await helpListing()).toEqual({ code: EXIT_OK, text: expect.stringContaining('bench store') });
  });

  it('prints a JSON report whose figures agree with its verdict and exit code', async () => {
    const { code, out } = await run(flags({ events: 250, single: 20, synchronous: 'normal', json: true }));
    const report = JSON.parse(out) as BenchStoreReport;
    expect(report).toMatchObject({ events: 250, singleAppends: 20, synchronous: 'NORMAL', readBackMatches: true });
    expect(report.store.batchedEventsPerSecond).toBeGreaterThan(0);
    expect(report.store.readEventsPerSecond).toBeGreaterThan(0);
    expect(report.baseline.batchedEventsPerSecond).toBeGreaterThan(0);
    expect(report.store.single.p99Ms).toBeGreaterThanOrEqual(report.store.single.p50Ms);
    expect(report.baseline.single.p99Ms).toBeGreaterThanOrEqual(report.baseline.single.p50Ms);
    expect(report.batchedRatio).toBeCloseTo(
      report.store.batchedEventsPerSecond / report.baseline.batchedEventsPerSecond,
      2,
    );
    expect(report.targets.eventsPerSecond).toEqual({
      required: 20_000,
      met: report.store.batchedEventsPerSecond >= 20_000,
    });
    expect(report.targets.ratio).toEqual({ required: 0.5, met: report.batchedRatio >= 0.5 });
    expect(code).toBe(report.targets.eventsPerSecond.met && report.targets.ratio.met ? EXIT_OK : EXIT_NEGATIVE);
  });

  it('prints a bilingual summary without --json', async () => {
    const { out: text } = await run(flags({ events: 120, single: 5 }));
    expect(text).toContain('escritura por lotes / batched appends');
    expect(text).toContain('p99');
    expect(text).toContain('better-sqlite3');
  });

  it('exits 2 on bad usage', async () => {
    for (const argv of [
      ['--events', '0'],
      ['--events', 'many'],
      ['--single', '-3'],
      ['--synchronous', 'off'],
      ['--bogus'],
    ]) {
      const { code, err } = await run(argv);
      expect(code).toBe(EXIT_USAGE);
      expect(err).toContain('bench store');
    }
  });
});
