import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonical, createPortableSigner } from '@cronica/replay';
import { gameReplay, REPLAY_CHECKS } from '../testing/replays.js';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT_NEGATIVE, EXIT_OK, EXIT_USAGE } from '../command.js';
import { runCommandPrinting } from '../testing/cli-run.js';
import { replayVerifyCommand } from './replay-verify.js';

const scratch = mkdtempSync(join(tmpdir(), 'cronica-replay-verify-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const signer = createPortableSigner(new Uint8Array(32).fill(5));
const writer = gameReplay(signer, 'cli-verify');
const file = (name: string, text: string) => {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
};
const judge = file('judge.jsonl', writer.export({ kind: 'judge' }, 'match-ended'));

const run = (...argv: string[]) => runCommandPrinting(replayVerifyCommand, argv);

describe('replay verify', () => {
  it('exits 0 on an untouched replay with the pinned key, printing the verifier’s object', async () => {
    const { code, out } = await run('--file', judge, '--public-key', signer.publicKey, '--json');
    expect(code).toBe(EXIT_OK);
    const report = JSON.parse(out);
    expect(report).toMatchObject({ verified: true, fullyVerified: true, view: 'judge', keyPinned: true, errors: [] });
    expect(Object.keys(report.checks)).toEqual(REPLAY_CHECKS);
  });

  it('re-executes a Blades of Ash match through its rules library and verifies it in full', async () => {
    const blades = file(
      'blades.jsonl',
      gameReplay(signer, 'cli-verify-blades').export({ kind: 'judge' }, 'match-ended'),
    );
    const { code, out } = await run('--file', blades, '--public-key', signer.publicKey, '--json');
    expect(code).toBe(EXIT_OK);
    expect(JSON.parse(out)).toMatchObject({
      game: 'blades-of-ash',
      fullyVerified: true,
      checks: { rules: { status: 'passed' }, result: { status: 'passed' } },
    });
  });

  it('takes the pinned key from the server’s keys document', async () => {
    const keys = file(
      'keys.json',
      JSON.stringify({ keys: [{ id: signer.keyId, alg: 'Ed25519', publicKey: signer.publicKey }] }),
    );
    const { code, out } = await run('--file', judge, '--public-key', keys, '--json');
    expect(code).toBe(EXIT_OK);
    expect(JSON.parse(out).keyPinned).toBe(true);
  });

  it('exits 1 when the file is signed by another key than the pinned one', async () => {
    const { code, out } = await run('--file', judge, '--public-key', 'cd'.repeat(32), '--json');
    expect(code).toBe(EXIT_NEGATIVE);
    expect(JSON.parse(out).errors).toContainEqual(expect.objectContaining({ code: 'replay.key-not-pinned' }));
  });

  it('exits 1 on a tampered result and names the failed checks in both languages', async () => {
    const lines = writer.export({ kind: 'judge' }, 'match-ended').trimEnd().split('\n');
    const seal = JSON.parse(lines.at(-1)!) as { signed: { result: { winner: number } } };
    seal.signed.result.winner = 1 - seal.signed.result.winner;
    const forged = canonical(seal);
    const { code, out } = await run('--file', file('forged.jsonl', [...lines.slice(0, -1), forged].join('\n')));
    expect(code).toBe(EXIT_NEGATIVE);
    expect(out).toContain('NO VERIFICADA / NOT VERIFIED');
    expect(out).toMatch(/\[signature\] replay\.signature-invalid/);
  });

  it('exits 1 on a replay without its seal, reported as incomplete', async () => {
    const lines = writer.export({ kind: 'judge' }, 'match-ended').trimEnd().split('\n');
    const { code, out } = await run('--file', file('unsealed.jsonl', lines.slice(0, -1).join('\n')), '--json');
    expect(code).toBe(EXIT_NEGATIVE);
    expect(JSON.parse(out)).toMatchObject({ verified: false, complete: false });
  });

  it('exits 2 on a file that is missing or is not a replay, and on a malformed key', async () => {
    expect((await run('--file', join(scratch, 'nope.jsonl'))).code).toBe(EXIT_USAGE);
    expect((await run('--file', file('garbage.jsonl', 'hola\n'), '--json')).code).toBe(EXIT_USAGE);
    expect((await run('--file', judge, '--public-key', file('bad-key.json', '{"keys":[]}'))).code).toBe(EXIT_USAGE);
    expect((await run()).code).toBe(EXIT_USAGE);
  });
});
