import type { ApiDb } from '../store/api-db.js';

/**
 * Where password hashes live: a table the API owns, never the event log (events are permanent and
 * copied to backups, replicas and exports; a secret in them could never be taken back). Kept
 * behind this small interface so the store can move to shared storage without touching callers.
 */
export interface CredentialStore {
  /** The account's password hash (`scrypt$N$r$p$salt$hash`), or null when none is stored. */
  passwordHash(accountId: string): Promise<string | null>;
  /** Stores the hash, replacing any previous one (password change, rehash). */
  setPasswordHash(accountId: string, hash: string, now: number): Promise<void>;
  /** Stores the hash only when the account has none yet; true when it was stored. */
  addPasswordHash(accountId: string, hash: string, now: number): Promise<boolean>;
}

export const CREDENTIAL_STORE = Symbol('CREDENTIAL_STORE');

/** The credential store in the API's own SQLite database (DATA_DIR/api.sqlite). */
export class SqliteCredentialStore implements CredentialStore {
  private readonly select;
  private readonly upsert;
  private readonly insert;

  constructor(db: ApiDb) {
    db.exec(`CREATE TABLE IF NOT EXISTS credentials (
      account_id TEXT PRIMARY KEY,
      password_hash TEXT NOT NULL,
      updated_at INTEGER NOT NULL
    )`);
    this.select = db.prepare<[string], { hash: string }>(
      'SELECT password_hash AS hash FROM credentials WHERE account_id = ?',
    );
    this.upsert = db.prepare(
      'INSERT INTO credentials (account_id, password_hash, updated_at) VALUES (?, ?, ?) ON CONFLICT (account_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at',
    );
    this.insert = db.prepare(
      'INSERT OR IGNORE INTO credentials (account_id, password_hash, updated_at) VALUES (?, ?, ?)',
    );
  }

  passwordHash(accountId: string): Promise<string | null> {
    return Promise.resolve(this.select.get(accountId)?.hash ?? null);
  }

  setPasswordHash(accountId: string, hash: string, now: number): Promise<void> {
    this.upsert.run(accountId, hash, now);
    return Promise.resolve();
  }

  addPasswordHash(accountId: string, hash: string, now: number): Promise<boolean> {
    return Promise.resolve(this.insert.run(accountId, hash, now).changes > 0);
  }
}
