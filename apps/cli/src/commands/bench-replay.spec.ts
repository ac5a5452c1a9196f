import { describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_USAGE } from '../command.js';
import { runCli } from '../run.js';
import { createBenchReplayCommand, type BenchReplayReport } from './bench-replay.js';

/** With the test games registered, as the tests ask (`CRONICA_TEST_GAMES=1`). */
const command = createBenchReplayCommand({ CRONICA_TEST_GAMES: '1' });

async function run(...argv: string[]) {
  const out: string[] = [];
  const code = await runCli(['bench', 'replay', ...argv], { out: (t) => out.push(t), err: () => undefined }, [command]);
  return { code, out: out.join('\n') };
}

describe('bench replay', () => {
  it.each(['blades-of-ash', 'dice-race'])(
    'fully verifies a whole %s match and reports verify and plain-fold throughput from the same run',
    async (game) => {
      const { code, out } = await run('--game', game, '--rounds', '1', '--warmup', '1', '--json');
      expect(code).toBe(EXIT_OK);
      const report = JSON.parse(out) as BenchReplayReport;
      expect(report).toMatchObject({ game, verified: true, rounds: 1, warmupRounds: 1 });
      expect(report.coldMs).toBeGreaterThan(0);
      expect(report.events).toBeGreaterThan(report.decisions);
      expect(report.verify.eventsPerSecond).toBeGreaterThan(0);
      expect(report.fold.eventsPerSecond).toBeGreaterThan(0);
      expect(report.verify.cpuMsPerMatch).toBeGreaterThanOrEqual(0);
      expect(report.fold.cpuMsPerMatch).toBeGreaterThanOrEqual(0);
      expect(report.ratioToFold).toBeGreaterThan(0);
      expect(report.verifyToFoldTimeRatio).toBeGreaterThan(0);
    },
  );

  it('times from the first run on when asked for no warm-up', async () => {
    const { code, out } = await run('--game', 'dice-race', '--rounds', '1', '--warmup', '0', '--json');
    expect(code).toBe(EXIT_OK);
    expect(JSON.parse(out)).toMatchObject({ rounds: 1, warmupRounds: 0, verified: true });
  });

  it('knows the test game only when the tests register it', async () => {
    const out: string[] = [];
    const code = await runCli(
      ['bench', 'replay', '--game', 'dice-race'],
      { out: (t) => out.push(t), err: () => undefined },
      [createBenchReplayCommand({})],
    );
    expect(code).toBe(EXIT_USAGE);
  });

  it('refuses an unknown game with exit 2', async () => {
    expect((await run('--game', 'chess')).code).toBe(EXIT_USAGE);
  });
});
