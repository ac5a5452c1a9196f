import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEventStore } from '@cronica/event-store';
import {
  ACCOUNT_REGISTERED,
  accountStream,
  dumpReadModels,
  getPlayer,
  migrateReadModels,
  Projector,
} from '@cronica/projections';
import { runCli } from '../run.js';
import { commands } from './index.js';
import { capture } from '../testing/cli-run.js';

describe('projections rebuild', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cronica-rebuild-'));
    const store = openEventStore({ dataDir });
    for (let i = 0; i < 30; i += 1) {
      const data = {
        accountId: `a${i}`,
        username: `user${i}`,
        displayName: `User ${i}`,
        passwordHash: 'scrypt$x',
        registeredAt: '2026-11-21T10:00:00.000Z',
      };
      await store.appendToStream(
        accountStream(`a${i}`),
        { id: crypto.randomUUID(), type: ACCOUNT_REGISTERED, data },
        { expectedRevision: 'no_stream' },
      );
    }
    // The live read models, projected event by event as the API does.
    const live = new Database(join(dataDir, 'live.sqlite'));
    migrateReadModels(live);
    const projector = new Projector(live);
    for await (const event of store.readAll()) projector.apply([event]);
    live.close();
    await store.close();
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('replaces the read models with a rebuild identical to the live ones, with progress on stderr', async () => {
    const { io, out, err } = capture();
    expect(await runCli(['projections', 'rebuild', '--data-dir', dataDir, '--json'], io, commands)).toBe(0);
    const report = JSON.parse(out.join('\n')) as { events: number; replacedLive: boolean; file: string };
    expect(report).toMatchObject({ events: 30, replacedLive: true, file: join(dataDir, 'read-models.sqlite') });
    expect(err.at(-1)).toMatch(/100%/);
    const rebuilt = new Database(report.file, { readonly: true });
    const live = new Database(join(dataDir, 'live.sqlite'), { readonly: true });
    expect(getPlayer(rebuilt, 'a7')?.username).toBe('user7');
    expect(dumpReadModels(rebuilt)).toEqual(dumpReadModels(live));
    rebuilt.close();
    live.close();
  });

  it('refuses a missing data directory with exit code 2', async () => {
    const { io } = capture();
    expect(await runCli(['projections', 'rebuild', '--data-dir', join(dataDir, 'nope')], io, commands)).toBe(2);
  });
});
