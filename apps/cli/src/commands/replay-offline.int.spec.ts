import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SqliteEventStore, type JsonValue } from '@cronica/event-store';
import { createPortableSigner } from '@cronica/replay';
import { EVERY_CHECK_PASSED, gameReplay } from '../testing/replays.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A judge verifies an exported file on a machine with only Node and the
// repo's CLI, offline. The built CLI runs in a child process with a bare environment and a
// preload that makes any network use (sockets, DNS, fetch) throw.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const cli = join(root, 'apps/cli/dist/main.js');
const machine = mkdtempSync(join(tmpdir(), 'cronica-judge-machine-'));
const guard = join(machine, 'no-network.cjs');
afterAll(() => rmSync(machine, { recursive: true, force: true }));

const NO_NETWORK = `
const refuse = (what) => () => { throw new Error('network access attempted: ' + what); };
const net = require('node:net');
net.Socket.prototype.connect = refuse('socket connect');
const dns = require('node:dns');
dns.lookup = refuse('dns.lookup');
dns.promises.lookup = refuse('dns.promises.lookup');
globalThis.fetch = refuse('fetch');
`;

function runBuiltCli(args: string[]) {
  const env = { PATH: process.env.PATH ?? '', HOME: machine, NODE_OPTIONS: `--require ${guard}` };
  return spawnSync(process.execPath, [cli, ...args], { cwd: machine, env, encoding: 'utf8', timeout: 60_000 });
}

const signer = createPortableSigner(new Uint8Array(32).fill(3));

beforeAll(async () => {
  execFileSync('npx', ['nx', 'run', 'cli:build', '--output-style=stream'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false' },
    stdio: 'pipe',
    timeout: 280_000,
  });
  writeFileSync(guard, NO_NETWORK);
  const writer = gameReplay(signer, 'disputed');
  const store = new SqliteEventStore({ dataDir: join(machine, 'server-data') });
  const events = writer.storedRecords().map((record) => ({
    id: randomUUID(),
    type: `Replay${record.line.kind}`,
    data: {},
    metadata: { replay: record as unknown as JsonValue },
  }));
  await store.appendToStream('match-disputed', events, { expectedRevision: 'no_stream' });
  await store.close();
}, 300_000);

describe('offline verification with the built CLI', () => {
  it('exports the judge file from the store, then verifies it with only Node and the CLI', () => {
    const exported = runBuiltCli([
      'replay',
      'export',
      '--match',
      'disputed',
      '--view',
      'judge',
      '--out',
      'disputed.jsonl',
      '--data-dir',
      'server-data',
      '--json',
    ]);
    expect(exported.stderr).toBe('');
    expect(exported.status).toBe(0);
    const verified = runBuiltCli([
      'replay',
      'verify',
      '--file',
      'disputed.jsonl',
      '--public-key',
      signer.publicKey,
      '--json',
    ]);
    expect(verified.status).toBe(0);
    const report = JSON.parse(verified.stdout);
    expect(report).toMatchObject({ verified: true, view: 'judge', keyPinned: true, errors: [] });
    expect(report.fullyVerified).toBe(true);
    expect(Object.values(report.checks).map((check) => (check as { status: string }).status)).toEqual(
      EVERY_CHECK_PASSED,
    );
  });

  it('refuses, offline, a copy whose seal was stripped', () => {
    const text = runBuiltCli([
      'replay',
      'export',
      '--match',
      'disputed',
      '--view',
      'public',
      '--out',
      'public.jsonl',
      '--data-dir',
      'server-data',
    ]);
    expect(text.status).toBe(0);
    const lines = readFileSync(join(machine, 'public.jsonl'), 'utf8').trimEnd().split('\n');
    writeFileSync(join(machine, 'stripped.jsonl'), `${lines.slice(0, -1).join('\n')}\n`);
    const result = runBuiltCli(['replay', 'verify', '--file', 'stripped.jsonl', '--json']);
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ verified: false, complete: false });
  });
});
