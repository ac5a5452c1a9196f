import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, takeUntil } from '../testing/adapters.js';
import type { RecordedEvent, SubscriptionMessage } from '../types.js';
import { SQLITE_FILE_NAME } from './schema.js';
import { SqliteEventStore } from './sqlite-event-store.js';

const libDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const writerScript = join(libDir, 'src', 'testing', 'crash-writer.mjs');
// Inside the lib so the build resolves better-sqlite3 from the workspace's node_modules.
const buildDir = join(libDir, 'node_modules', '.cache', `crash-build-${process.pid}`);

interface Ack {
  readonly batch: number;
  readonly stream: string;
  readonly revision: number;
}

/** Runs the writer until it has acknowledged `acks` appends, then kills it with SIGKILL. */
function runAndKill(dataDir: string, firstBatch: number, acks: number, synchronous = 'NORMAL'): Promise<Ack[]> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, EVENT_STORE_SYNCHRONOUS: synchronous };
    const child = spawn(process.execPath, [writerScript, buildDir, dataDir, String(firstBatch)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    const seen: Ack[] = [];
    let pending = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const [, batch, stream, revision] = line.split(' ');
        seen.push({ batch: Number(batch), stream: stream!, revision: Number(revision) });
      }
      if (seen.length >= acks && !child.killed) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(seen);
      else reject(new Error(`writer exited by itself (code ${code}): ${stderr}`));
    });
  });
}

function batchesOf(events: readonly RecordedEvent[]): Map<number, RecordedEvent[]> {
  const batches = new Map<number, RecordedEvent[]>();
  for (const event of events) {
    const batch = (event.metadata as { batch: number }).batch;
    batches.set(batch, [...(batches.get(batch) ?? []), event]);
  }
  return batches;
}

describe('embedded store survives kill -9 of a writing process', () => {
  const dataDirs: string[] = [];
  beforeAll(() => {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    // --noCheck: emit only; a clean clone has no dist of @cronica/util for the type-only imports.
    const args = [
      tsc,
      '-p',
      join(libDir, 'tsconfig.lib.json'),
      '--outDir',
      buildDir,
      '--noCheck',
      '--declaration',
      'false',
      '--sourceMap',
      'false',
    ];
    const build = spawnSync(process.execPath, args, { encoding: 'utf8' });
    if (build.status !== 0)
      throw new Error(`building the adapter for the child failed:\n${build.stdout}${build.stderr}`);
  }, 60_000);
  afterAll(() => {
    rmSync(buildDir, { recursive: true, force: true });
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged append and never half a batch, across four kills (synchronous NORMAL and FULL)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cronica-crash-'));
    dataDirs.push(dataDir);
    const acked: Ack[] = [];
    for (let round = 0; round < 4; round++) {
      acked.push(
        ...(await runAndKill(dataDir, round * 1_000_000, 150 + round * 50, round % 2 === 1 ? 'FULL' : 'NORMAL')),
      );
    }

    const store = new SqliteEventStore({ dataDir });
    try {
      const all = await collect(store.readAll());
      const batches = batchesOf(all);
      for (const ack of acked) {
        const batch = batches.get(ack.batch);
        expect(batch?.map((e) => [e.streamId, Number(e.revision)])).toEqual(
          [0, 1, 2, 3, 4].map((i) => [ack.stream, ack.revision - 4 + i]),
        );
      }
      for (const [, events] of batches) {
        expect(events.map((e) => (e.data as { index: number }).index)).toEqual([0, 1, 2, 3, 4]);
      }
      // At most one commit per kill can land without its acknowledgement reaching us.
      expect(batches.size - acked.length).toBeGreaterThanOrEqual(0);
      expect(batches.size - acked.length).toBeLessThanOrEqual(4);
      for (const stream of ['crash-0', 'crash-1', 'crash-2']) {
        const revisions = (await collect(store.readStream(stream))).map((e) => Number(e.revision));
        expect(revisions).toEqual([...revisions.keys()]);
      }
    } finally {
      await store.close();
    }
    const db = new Database(join(dataDir, SQLITE_FILE_NAME), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('a live subscription in this process sees what another process appends, in order, once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cronica-crash-'));
    dataDirs.push(dataDir);
    const store = new SqliteEventStore({ dataDir, pollIntervalMs: 20 });
    try {
      const subscription = store.subscribeToAll();
      const acked = await runAndKill(dataDir, 0, 60);
      const head = await store.headPosition();
      const lastPosition = (m: readonly SubscriptionMessage[]) => {
        const last = m.at(-1);
        return last?.kind === 'event' ? last.event.position : -1n;
      };
      const messages = await takeUntil(subscription, (m) => lastPosition(m) === head);
      await subscription.unsubscribe();
      const delivered = messages.flatMap((m) => (m.kind === 'event' ? [m.event] : []));
      expect(delivered.map((e) => e.id)).toEqual((await collect(store.readAll())).map((e) => e.id));
      expect(batchesOf(delivered).size).toBeGreaterThanOrEqual(acked.length);
    } finally {
      await store.close();
    }
  });
});
