import { randomBytes } from 'node:crypto';
import type { ApiDb } from '../store/api-db.js';

/**
 * Server-side keys the API makes for itself (e.g. the key that seals read tokens), kept in its own
 * database so every restart, and every instance sharing that storage, uses the same ones.
 */
export class ApiSecrets {
  private readonly select;
  private readonly insert;

  constructor(db: ApiDb) {
    db.exec('CREATE TABLE IF NOT EXISTS api_secrets (name TEXT PRIMARY KEY, value BLOB NOT NULL)');
    this.select = db.prepare<[string], { value: Buffer }>('SELECT value FROM api_secrets WHERE name = ?');
    this.insert = db.prepare('INSERT OR IGNORE INTO api_secrets (name, value) VALUES (?, ?)');
  }

  /** The key called `name`, created with `bytes` random bytes the first time it is asked for. */
  key(name: string, bytes: number): Buffer {
    const found = this.select.get(name);
    if (found) return found.value;
    this.insert.run(name, randomBytes(bytes));
    return this.select.get(name)!.value;
  }
}
