import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import type { ReadDb } from '@cronica/projections';
import { openReadDb } from '../store/open.js';
import { TournamentReadService } from './tournament-read.service.js';

describe("a tournament's whole state, as page views read it", () => {
  const dirs: string[] = [];
  const dbs: ReadDb[] = [];
  afterEach(() => {
    for (const db of dbs.splice(0)) db.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function readDb(): ReadDb {
    const dir = mkdtempSync(join(tmpdir(), 'cronica-read-'));
    dirs.push(dir);
    const db = openReadDb(dir);
    dbs.push(db);
    return db;
  }

  const project = (db: ReadDb, revision: number, status: string) =>
    db
      .prepare(
        'INSERT INTO tournament_state (id, revision, state) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET revision = excluded.revision, state = excluded.state',
      )
      .run('t', revision, JSON.stringify({ state: { status }, meta: {} }));

  it('is read once while no event changed it, and read afresh as soon as one did', () => {
    const db = readDb();
    const reads = new TournamentReadService(db, gameRegistry());
    expect(reads.internalState('t')).toBeNull();
    project(db, 3, 'registration-open');
    const first = reads.internalState('t');
    expect(first?.status).toBe('registration-open');
    expect(reads.internalState('t')).toBe(first);
    project(db, 4, 'running');
    const after = reads.internalState('t');
    expect(after).not.toBe(first);
    expect(after?.status).toBe('running');
    db.prepare('DELETE FROM tournament_state WHERE id = ?').run('t');
    expect(reads.internalState('t')).toBeNull();
  });
});
