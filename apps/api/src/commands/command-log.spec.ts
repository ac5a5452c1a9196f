import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDb } from '../store/api-db.js';
import { belongsElsewhere, CommandLog, fingerprintOf } from './command-log.js';

describe('what makes a resend the same command', () => {
  it('fingerprints a payload whatever the order of its keys, ignoring absent values', () => {
    expect(fingerprintOf({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(fingerprintOf({ b: { d: 'x', c: [1, 2] }, a: 1, e: undefined }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
    expect(fingerprintOf({ list: [1, 2] })).not.toBe(fingerprintOf({ list: [2, 1] }));
  });

  it('tells a reuse for another stream, command type or payload from a true resend', () => {
    const stored = { stream: 'tournament-t', command: 'CreateTournament', fingerprint: fingerprintOf({ name: 'A' }) };
    expect(belongsElsewhere(stored, { ...stored })).toBe(false);
    expect(belongsElsewhere(stored, { ...stored, stream: 'tournament-u' })).toBe(true);
    expect(belongsElsewhere(stored, { ...stored, command: 'OpenRegistration' })).toBe(true);
    expect(belongsElsewhere(stored, { ...stored, fingerprint: fingerprintOf({ name: 'B' }) })).toBe(true);
    // Rows written before payloads were kept, and callers that give none, compare stream and type only.
    expect(belongsElsewhere({ stream: 'tournament-t', command: 'CreateTournament' }, stored)).toBe(false);
    expect(belongsElsewhere(stored, { ...stored, fingerprint: undefined })).toBe(false);
  });
});

describe('the command log of applied commands (group commit)', () => {
  const applied = (n: number) => ({ kind: 'applied' as const, stream: `match-${n}`, command: 'PlayCard', position: String(n), revision: String(n), events: ['CardPlayed'] });

  it('answers each caller only once its row is committed, so a resend reaching another instance finds it; a pending row is found meanwhile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cronica-command-log-'));
    const db = openApiDb(dir);
    // A second connection, as another API instance on the same database sees it.
    const other = openApiDb(dir);
    try {
      const log = new CommandLog(db);
      const rowsSeenByOther = () => other.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM command_log').get()!.n;
      const written = [1, 2, 3].map((n) => log.recordApplied('ana', `c-${n}`, applied(n), 1000 + n));
      expect(log.find('ana', 'c-2')).toEqual(applied(2));
      expect(rowsSeenByOther()).toBe(0);
      await Promise.all(written);
      expect(rowsSeenByOther()).toBe(3);
      expect(new CommandLog(other).find('ana', 'c-3')).toEqual(applied(3));
    } finally {
      db.close();
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers every caller of a turn with the error when the write fails, and nothing of it is kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cronica-command-log-'));
    const db = openApiDb(dir);
    try {
      const log = new CommandLog(db);
      const written = [1, 2].map((n) => log.recordApplied('ana', `c-${n}`, applied(n), n));
      db.exec('ALTER TABLE command_log RENAME TO command_log_away');
      for (const outcome of await Promise.allSettled(written)) expect(outcome.status).toBe('rejected');
      db.exec('ALTER TABLE command_log_away RENAME TO command_log');
      expect(log.find('ana', 'c-1')).toBeUndefined();
      expect(log.find('ana', 'c-2')).toBeUndefined();
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
