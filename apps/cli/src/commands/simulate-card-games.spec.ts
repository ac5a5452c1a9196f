import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSigningKey } from '@cronica/replay-signing';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT_OK } from '../command.js';
import { runCli } from '../run.js';
import { replayVerifyCommand } from './replay-verify.js';
import { createSimulateCommand } from './simulate.js';

// ECG (004) and Warlords of Terra (002) through the CLI, from their registry lines alone:
// `simulate --game <id>` plays their bots and signs the replays, and `replay verify` passes them.

const commands = [createSimulateCommand({}), replayVerifyCommand];
async function run(argv: string[]) {
  const out: string[] = [];
  const code = await runCli(argv, { out: (t) => out.push(t), err: () => undefined }, commands);
  return { code, printed: out.join('\n') };
}
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(['ecg', 'warlords-of-terra'])('simulate --game %s', (game) => {
  it('plays whole bot matches, names the game’s library in each replay, and every file passes `replay verify`', async () => {
    const [out, dataDir] = [
      mkdtempSync(join(tmpdir(), 'cronica-sim-')),
      mkdtempSync(join(tmpdir(), 'cronica-sim-data-')),
    ];
    dirs.push(out, dataDir);
    const simulated = await run([
      'simulate',
      '--game',
      game,
      '--matches',
      '2',
      '--seed',
      'cartas',
      '--out',
      out,
      '--data-dir',
      dataDir,
      '--json',
    ]);
    expect(simulated.code).toBe(EXIT_OK);
    const summary = JSON.parse(simulated.printed) as {
      matches: number;
      files: { judge: string; public: string }[];
      wins: number[];
      draws: number;
    };
    expect(summary.matches).toBe(2);
    expect(summary.wins.reduce((a, b) => a + b, 0) + summary.draws).toBe(2);
    const publicKey = (await loadSigningKey({ dataDir })).signer.publicKey;
    for (const file of summary.files.flatMap((f) => [f.judge, f.public])) {
      const header = JSON.parse(readFileSync(file, 'utf8').split('\n')[0]!) as Record<string, unknown>;
      expect(JSON.stringify(header)).toContain(game === 'ecg' ? '@cronica/ecg' : '@cronica/warlords-of-terra');
      const verified = await run(['replay', 'verify', '--file', file, '--public-key', publicKey, '--json']);
      expect(verified.code, file).toBe(EXIT_OK);
      expect(JSON.parse(verified.printed)).toMatchObject({ verified: true, keyPinned: true });
    }
  }, 300_000);
});
