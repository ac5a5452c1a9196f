import { describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_USAGE } from '../command.js';
import { runCli } from '../run.js';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err };
}

// The full run drives the built API (`npm run -s cli -- bench event --players 2048 --json`);
// these tests cover its listing and its usage errors, which start no server.
describe('bench event', () => {
  it('is listed by --help', async () => {
    const { io, out } = capture();
    expect(await runCli(['--help'], io)).toBe(EXIT_OK);
    expect(out.join('\n')).toContain('bench event');
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
});
