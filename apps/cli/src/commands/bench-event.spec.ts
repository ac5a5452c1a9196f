import { describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_USAGE } from '../command.js';
import { runCli } from '../run.js';
import { eventOptions, eventTargetsMet, type BenchEventReport } from './bench-event.js';
import { capture, helpListing } from '../testing/cli-run.js';

// The full run drives the built API (`npm run -s cli -- bench event --players 2048 --json`);
// these tests cover its listing and its usage errors, which start no server.
describe('bench event', () => {
  it('is listed by --help', async () => {
    expect(await helpListing()).toEqual({ code: EXIT_OK, text: expect.stringContaining('bench event') });
  });

  it('refuses a field of fewer than two players and unknown flags with a usage error', async () => {
    for (const argv of [
      ['bench', 'event', '--players', '1'],
      ['bench', 'event', '--players', 'muchos'],
      ['bench', 'event', '--rondas', '3'],
    ]) {
      const { io } = capture();
      expect(await runCli(argv, io), argv.join(' ')).toBe(EXIT_USAGE);
    }
  });

  it('measures 2,048 players and the page, three loads each, unless told otherwise', () => {
    expect(eventOptions({})).toEqual({ players: 2048, build: true, page: true, runs: 3 });
    expect(
      eventOptions({
        players: '120',
        'no-page': true,
        'no-build': true,
        runs: '5',
        'api-port': '4461',
        'web-port': '3461',
        url: 'http://127.0.0.1:4461',
      }),
    ).toEqual({
      players: 120,
      build: false,
      page: false,
      runs: 5,
      url: 'http://127.0.0.1:4461',
      apiPort: 4461,
      webPort: 3461,
    });
  });

  it('refuses a port out of range or no runs with a usage error', async () => {
    for (const argv of [
      ['bench', 'event', '--web-port', '70000'],
      ['bench', 'event', '--runs', '0'],
    ]) {
      const { io } = capture();
      expect(await runCli(argv, io), argv.join(' ')).toBe(EXIT_USAGE);
    }
  });

  it('fails the run when the page misses its aim, and not when the page was skipped', () => {
    const base = {
      target: { pairAndPublishMs: 2000, met: true },
      errors: 0,
      page: null,
    } as unknown as BenchEventReport;
    const page = (ttiMs: number) => ({ target: { ttiMs: 1500, met: ttiMs <= 1500 } }) as BenchEventReport['page'];
    expect(eventTargetsMet(base)).toBe(true);
    expect(eventTargetsMet({ ...base, page: page(900) })).toBe(true);
    expect(eventTargetsMet({ ...base, page: page(8000) })).toBe(false);
  });
});
