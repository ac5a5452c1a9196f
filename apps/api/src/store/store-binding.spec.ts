import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { API_DB_FILE, openLegacyApiDb } from './api-db.js';

/** An api.sqlite as an older version left it: a master seed, bound (or not) to a store. */
function oldFile(boundTo: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'seeds-binding-'));
  const db = new Database(join(dir, API_DB_FILE));
  db.exec(
    "CREATE TABLE match_master_seeds (match_id TEXT, master TEXT); INSERT INTO match_master_seeds VALUES ('m', 'x')",
  );
  if (boundTo !== null) {
    db.exec(
      'CREATE TABLE store_binding (singleton INTEGER PRIMARY KEY, store_id TEXT NOT NULL, bound_at INTEGER NOT NULL)',
    );
    db.prepare('INSERT INTO store_binding VALUES (1, ?, 0)').run(boundTo);
  }
  db.close();
  return dir;
}

const seeds = (db: Database.Database) =>
  db.prepare("SELECT name FROM sqlite_master WHERE name = 'match_master_seeds'").all().length;

describe('an old api.sqlite, read only for the store it was built from', () => {
  it('reads the rows of the same store, and writes nothing to the file', () => {
    const db = openLegacyApiDb(oldFile('store-a'), 'store-a');
    expect(seeds(db)).toBe(1);
    expect(db.readonly).toBe(true);
    expect(() => db.exec('CREATE TABLE x (y TEXT)')).toThrow(/readonly/i);
    db.close();
  });

  it('reads nothing from a file of another store, or one that names no store', () => {
    for (const dir of [oldFile('store-b'), oldFile(null)]) expect(seeds(openLegacyApiDb(dir, 'store-a'))).toBe(0);
  });

  it('needs no file: an instance without api.sqlite starts with nothing to read', () => {
    expect(seeds(openLegacyApiDb(mkdtempSync(join(tmpdir(), 'seeds-none-')), 'store-a'))).toBe(0);
  });
});
