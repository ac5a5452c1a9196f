import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCommands, lazyCommands } from './command-manifest.js';
import { commands } from './commands/index.js';
import { dispatch } from './dispatch.js';
import { capture } from './testing/cli-run.js';

const commandsDir = join(import.meta.dirname, 'commands');

describe('command manifest (the CLI loads only the command it runs)', () => {
  it('finds every listed command among the exports of the command files, in the registry order', async () => {
    const entries = await describeCommands(commandsDir, commands, '.ts');
    expect(entries.map((e) => e.path.join(' '))).toEqual(commands.map((c) => c.path.join(' ')));
    for (const entry of entries) {
      const module = (await import(join(commandsDir, entry.file))) as Record<string, unknown>;
      expect(module[entry.exportName], entry.file).toBe(
        commands.find((c) => c.path.join(' ') === entry.path.join(' ')),
      );
    }
  });

  it('answers help, per-command help and bad usage exactly as the full registry does', async () => {
    const lazy = lazyCommands(await describeCommands(commandsDir, commands, '.ts'), commandsDir);
    for (const argv of [
      ['--help'],
      ['cards', 'list', '--help'],
      ['cards', 'list', '--no-such-flag'],
      ['no', 'such', 'command'],
    ]) {
      const eager = capture();
      const loaded = capture();
      const eagerCode = await dispatch(argv, eager.io, commands);
      expect(await dispatch(argv, loaded.io, lazy), argv.join(' ')).toBe(eagerCode);
      expect([loaded.out, loaded.err]).toEqual([eager.out, eager.err]);
    }
  });

  it('refuses to describe a registry command that no command file exports', async () => {
    const stray = { path: ['stray'], summary: 's', usage: 'u', run: async () => 0 };
    await expect(describeCommands(commandsDir, [stray], '.ts')).rejects.toThrow('stray');
  });
});
