import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDb } from './api-db.js';
import { bindToStore, STORE_BOUND_TABLES } from './store-binding.js';

const count = (db: ReturnType<typeof openApiDb>, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('api.sqlite bound to the store it was built from', () => {
  it('adopts the first store, keeps its rows for the same store, and forgets them for another one', () => {
    const db = openApiDb(mkdtempSync(join(tmpdir(), 'seeds-binding-')));
    for (const table of STORE_BOUND_TABLES.filter((name) => name !== 'sessions'))
      db.exec(`CREATE TABLE ${table} (x TEXT)`);
    db.exec('CREATE TABLE rate_buckets (x TEXT); INSERT INTO rate_buckets VALUES (1)');
    for (const table of STORE_BOUND_TABLES) db.exec(`DELETE FROM ${table}`);
    db.prepare("INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES ('h', 'ana', 0, 1)").run();
    db.exec("INSERT INTO credentials VALUES ('ana'); INSERT INTO match_master_seeds VALUES ('m')");

    expect(bindToStore(db, 'sqlite:one')).toBe('bound');
    expect(bindToStore(db, 'sqlite:one')).toBe('same');
    expect(STORE_BOUND_TABLES.map((table) => count(db, table))).toEqual([1, 1, 0, 1]);

    expect(bindToStore(db, 'eventstoredb:another')).toBe('rebound');
    expect(STORE_BOUND_TABLES.map((table) => count(db, table))).toEqual([0, 0, 0, 0]);
    expect(count(db, 'rate_buckets')).toBe(1);
    expect(bindToStore(db, 'eventstoredb:another')).toBe('same');
  });

  it('keeps no command log: what a command did is in the event store, which every instance shares', () => {
    const db = openApiDb(mkdtempSync(join(tmpdir(), 'no-command-log-')));
    db.exec('CREATE TABLE command_log (actor TEXT)');
    const reopened = openApiDb(db.name.replace(/\/api\.sqlite$/, ''));
    const tables = reopened.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all();
    expect(tables.map((table) => table.name)).not.toContain('command_log');
    expect(STORE_BOUND_TABLES).not.toContain('command_log');
  });
});
