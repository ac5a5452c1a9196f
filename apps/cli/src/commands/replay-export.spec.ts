import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, type JsonValue } from '@cronica/event-store';
import { createPortableSigner, verifyReplay, type ReplayRecord } from '@cronica/replay';
import { gameRegistry } from '@cronica/games';
import { gameReplay } from '../testing/replays.js';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_USAGE } from '../command.js';
import { flags, runCommandPrinting } from '../testing/cli-run.js';
import { replayExportCommand } from './replay-export.js';

const dataDir = mkdtempSync(join(tmpdir(), 'cronica-replay-export-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const signer = createPortableSigner(new Uint8Array(32).fill(8));
const games = gameRegistry().modules();

const asEvents = (records: readonly ReplayRecord[]) =>
  records.map((record) => ({
    id: randomUUID(),
    type: record.line.kind === 'event' ? record.line.type : `Replay${record.line.kind}`,
    data: {},
    metadata: { replay: record as unknown as JsonValue },
  }));

/** A sealed match stored as the API stores it: the header record without the master seed. */
function sealedWithoutSeed(matchId: string): { records: ReplayRecord[]; master: string } {
  const [header, ...rest] = gameReplay(signer, matchId).storedRecords();
  const { master, ...stored } = header!;
  return { records: [stored, ...rest], master: master! };
}

/** Stores finished matches: each event carries its replay record in `metadata.replay`. */
beforeAll(async () => {
  const writer = gameReplay(signer, 'm42');
  const store = new SqliteEventStore({ dataDir });
  await store.appendToStream('match-m42', asEvents(writer.storedRecords()), { expectedRevision: 'no_stream' });
  const sealed = sealedWithoutSeed('sealed');
  const orphan = sealedWithoutSeed('orphan');
  const forged = sealedWithoutSeed('forged');
  for (const [id, match] of Object.entries({ sealed, orphan, forged })) {
    await store.appendToStream(`match-${id}`, asEvents(match.records), { expectedRevision: 'no_stream' });
  }
  await store.close();
  const apiDb = new Database(join(dataDir, 'api.sqlite'));
  apiDb.exec(
    'CREATE TABLE match_master_seeds (match_id TEXT PRIMARY KEY, master TEXT NOT NULL, created_at INTEGER NOT NULL)',
  );
  const insert = apiDb.prepare('INSERT INTO match_master_seeds (match_id, master, created_at) VALUES (?, ?, 0)');
  insert.run('sealed', sealed.master);
  insert.run('forged', orphan.master);
  apiDb.close();
});

const run = (...argv: string[]) => runCommandPrinting(replayExportCommand, argv);

describe('replay export', () => {
  it('writes the judge view from the match stream, verifying in full with the server key', async () => {
    const out = join(dataDir, 'exports', 'm42-judge.jsonl');
    const { code, out: printed } = await run(
      ...flags({ match: 'm42', view: 'judge', out, 'data-dir': dataDir, json: true }),
    );
    expect(code).toBe(EXIT_OK);
    expect(JSON.parse(printed)).toMatchObject({ match: 'm42', view: 'judge', sealed: true, verified: true });
    const report = verifyReplay(readFileSync(out, 'utf8'), { games, publicKeys: [signer.publicKey] });
    expect(report).toMatchObject({ verified: true, fullyVerified: true, view: 'judge' });
  });

  it('writes a seat view holding only that seat’s secrets and the dice seed', async () => {
    const out = join(dataDir, 'm42-seat1.jsonl');
    expect((await run('--match', 'm42', '--view', 'seat:1', '--out', out, '--data-dir', dataDir)).code).toBe(EXIT_OK);
    const lines = readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0].view).toBe('seat:1');
    expect(lines.at(-1).reveal).toEqual({ subSeeds: { dice: expect.any(String) } });
    const revealedTo = lines.flatMap((line) =>
      (line.reveals ?? []).map((reveal: { path: (string | number)[] }) =>
        reveal.path.reduce((at: Record<string | number, unknown>, key) => at[key] as never, line),
      ),
    );
    expect(
      revealedTo.every((marker: { $secret: { visibleTo: number[] } }) => marker.$secret.visibleTo.includes(1)),
    ).toBe(true);
    expect(verifyReplay(lines.map((line) => JSON.stringify(line)).join('\n'), { games }).checks.chain.status).not.toBe(
      'failed',
    );
  });

  it('reveals deck orders to the public once the tournament has ended', async () => {
    const out = join(dataDir, 'm42-public.jsonl');
    expect(
      (await run('--match', 'm42', '--view', 'public', '--out', out, '--data-dir', dataDir, '--tournament-ended')).code,
    ).toBe(EXIT_OK);
    const report = verifyReplay(readFileSync(out, 'utf8'), { games, publicKeys: [signer.publicKey] });
    expect(report.checks.seed).toMatchObject({
      status: 'passed',
      families: { 'deck:seat0': 'verified', 'deck:seat1': 'verified', dice: 'verified' },
    });
  });

  it('exits 2 for an unknown match, a bad view or a missing option, writing nothing', async () => {
    const out = join(dataDir, 'never.jsonl');
    expect((await run('--match', 'nope', '--view', 'judge', '--out', out, '--data-dir', dataDir)).code).toBe(
      EXIT_USAGE,
    );
    expect((await run('--match', 'm42', '--view', 'seat:x', '--out', out, '--data-dir', dataDir)).code).toBe(
      EXIT_USAGE,
    );
    expect((await run('--match', 'm42', '--view', 'judge', '--data-dir', dataDir)).code).toBe(EXIT_USAGE);
    expect(() => readFileSync(out)).toThrow();
  });

  it('puts back the master seed the API keeps in api.sqlite, so a sealed match exports and verifies in full', async () => {
    const out = join(dataDir, 'sealed-judge.jsonl');
    const { code, out: printed } = await run(
      ...flags({ match: 'sealed', view: 'judge', out, 'data-dir': dataDir, json: true }),
    );
    expect(code).toBe(EXIT_OK);
    expect(JSON.parse(printed)).toMatchObject({ match: 'sealed', view: 'judge', sealed: true, verified: true });
    const report = verifyReplay(readFileSync(out, 'utf8'), { games, publicKeys: [signer.publicKey] });
    expect(report).toMatchObject({ verified: true, fullyVerified: true });
    expect(report.checks.seed.status).toBe('passed');
  });

  it('exits 2 in Spanish and English when neither the header nor api.sqlite keeps the seed, or the stored one is not the committed one', async () => {
    const out = join(dataDir, 'no-seed.jsonl');
    const orphan = await run('--match', 'orphan', '--view', 'public', '--out', out, '--data-dir', dataDir);
    expect(orphan.code).toBe(EXIT_USAGE);
    expect(orphan.err).toContain('ni la cabecera de la partida orphan');
    expect(orphan.err).toContain('neither the header of match orphan');
    const forged = await run('--match', 'forged', '--view', 'judge', '--out', out, '--data-dir', dataDir);
    expect(forged.code).toBe(EXIT_USAGE);
    expect(forged.err).toContain("does not match the header's commitment");
    expect(() => readFileSync(out)).toThrow();
  });
});
