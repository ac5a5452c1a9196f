import { describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_USAGE, UsageError, type CliCommand } from './command.js';
import { runCli } from './run.js';
import { capture } from './testing/cli-run.js';

const echo: CliCommand = {
  path: ['echo', 'twice'],
  summary: 'Repite / repeats',
  usage: 'echo twice --word W',
  async run(argv, io) {
    const word = argv[1];
    if (argv[0] !== '--word' || !word) throw new UsageError('missing --word');
    io.out(`${word} ${word}`);
    return EXIT_OK;
  },
};

describe('CLI dispatch', () => {
  it('lists every command with --help and exits 0', async () => {
    const { io, out } = capture();
    expect(await runCli(['--help'], io, [echo])).toBe(EXIT_OK);
    expect(out.join('\n')).toContain('echo twice');
  });

  it('runs the command matching the argument words', async () => {
    const { io, out } = capture();
    expect(await runCli(['echo', 'twice', '--word', 'hola'], io, [echo])).toBe(EXIT_OK);
    expect(out).toEqual(['hola hola']);
  });

  it('exits 2 with the usage on bad usage or an unknown command', async () => {
    const bad = capture();
    expect(await runCli(['echo', 'twice'], bad.io, [echo])).toBe(EXIT_USAGE);
    expect(bad.err.join('\n')).toContain('echo twice --word W');
    const unknown = capture();
    expect(await runCli(['nope'], unknown.io, [echo])).toBe(EXIT_USAGE);
  });
});
