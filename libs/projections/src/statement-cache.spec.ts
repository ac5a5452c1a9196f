import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrateReadModels, resetReadModels } from './schema.js';
import { cacheStatements } from './statement-cache.js';
import { findSession } from './sessions.js';

function readDb() {
  const db = cacheStatements(new Database(':memory:'));
  migrateReadModels(db);
  return db;
}

const insertSession = (db: Database.Database, digest: string) =>
  db
    .prepare(
      'INSERT INTO sessions (digest, account_id, created_at, expires_at, last_used_at, started_position) VALUES (?, ?, 1, 2, 1, 0)',
    )
    .run(digest, `account-of-${digest}`);

describe('read-model statements compiled once', () => {
  it('the same SQL gives back the same compiled statement', () => {
    const db = readDb();
    expect(db.prepare('SELECT 1 AS one')).toBe(db.prepare('SELECT 1 AS one'));
    expect(db.prepare('SELECT 2 AS two')).not.toBe(db.prepare('SELECT 1 AS one'));
  });

  it('a cached query sees rows written after it was first run', () => {
    const db = readDb();
    expect(findSession(db, 'd1')).toBeUndefined();
    insertSession(db, 'd1');
    expect(findSession(db, 'd1')?.accountId).toBe('account-of-d1');
  });

  it('a cached query still answers after the read models are reset and rebuilt', () => {
    const db = readDb();
    insertSession(db, 'd1');
    expect(findSession(db, 'd1')?.accountId).toBe('account-of-d1');
    resetReadModels(db);
    expect(findSession(db, 'd1')).toBeUndefined();
    insertSession(db, 'd2');
    expect(findSession(db, 'd2')?.accountId).toBe('account-of-d2');
  });
});
