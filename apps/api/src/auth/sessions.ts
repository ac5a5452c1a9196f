import { createHash, randomBytes } from 'node:crypto';
import { RETENTION } from '@cronica/util';
import type { ApiDb } from '../store/api-db.js';

/** Sessions last 30 days at most; only the token's SHA-256 is stored, so a leaked database grants nothing. */
export const SESSION_TTL_MS = RETENTION.sessionMaxMs;

/** A session's last use is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000;

/** The stored form of a session token (also how live connections are matched to their session). */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a person is told about one of their sessions: when, never the token or its digest. */
export interface SessionRecord {
  readonly createdAt: number;
  readonly lastSeenAt: number | null;
  /** When it ends unless used before: its absolute end or its idle timeout, whichever comes first. */
  readonly endsAt: number;
}

interface SessionRow {
  readonly accountId: string;
  readonly expiresAt: number;
  readonly lastSeenAt: number | null;
  readonly createdAt: number;
}

/**
 * Sessions in the API's database: an absolute lifetime, an idle timeout (OWASP Session
 * Management Cheat Sheet) and a purge of the ended ones.
 */
export class SessionStore {
  private readonly insert;
  private readonly select;
  private readonly touch;
  private readonly remove;
  private readonly removeAccount;
  private readonly listAccount;
  private readonly removeEnded;
  private readonly describeAccount;

  constructor(
    db: ApiDb,
    private readonly idleMs: number,
  ) {
    migrate(db);
    // Prepared once: `accountFor` runs on every authenticated request.
    this.insert = db.prepare(
      'INSERT INTO sessions (token_hash, account_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.select = db.prepare<[string], SessionRow>(
      'SELECT account_id AS accountId, expires_at AS expiresAt, last_seen_at AS lastSeenAt, created_at AS createdAt FROM sessions WHERE token_hash = ?',
    );
    this.touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?');
    this.remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
    this.listAccount = db.prepare<[string], { digest: string }>(
      'SELECT token_hash AS digest FROM sessions WHERE account_id = ?',
    );
    this.removeAccount = db.prepare('DELETE FROM sessions WHERE account_id = ?');
    this.describeAccount = db.prepare<[string], SessionRow>(
      'SELECT account_id AS accountId, created_at AS createdAt, last_seen_at AS lastSeenAt, expires_at AS expiresAt FROM sessions WHERE account_id = ? ORDER BY created_at',
    );
    this.removeEnded = db.prepare(
      'DELETE FROM sessions WHERE expires_at <= ? OR COALESCE(last_seen_at, created_at) <= ?',
    );
  }

  create(accountId: string, now: number): { token: string; expiresAt: number } {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + SESSION_TTL_MS;
    this.insert.run(tokenDigest(token), accountId, now, expiresAt, now);
    return { token, expiresAt };
  }

  /** The session's account, or null when it never existed, expired or sat idle too long. Marks it used. */
  accountFor(token: string, now: number): string | null {
    const digest = tokenDigest(token);
    const row = this.select.get(digest);
    if (!row || !this.alive(row, now)) return null;
    if (now - (row.lastSeenAt ?? row.createdAt) >= TOUCH_EVERY_MS) this.touch.run(now, digest);
    return row.accountId;
  }

  /** Whether the session behind `digest` can still be used (for live connections; does not mark it used). */
  isAlive(digest: string, now: number): boolean {
    const row = this.select.get(digest);
    return row !== undefined && this.alive(row, now);
  }

  revoke(token: string): void {
    this.remove.run(tokenDigest(token));
  }

  /** Ends every session of the account; returns the digests of the sessions ended. */
  revokeAll(accountId: string): string[] {
    const digests = this.listAccount.all(accountId).map((row) => row.digest);
    this.removeAccount.run(accountId);
    return digests;
  }

  /** The account's stored sessions, without their digests (a person's data export). */
  describe(accountId: string): SessionRecord[] {
    return this.describeAccount.all(accountId).map((row) => ({
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      endsAt: Math.min(row.expiresAt, (row.lastSeenAt ?? row.createdAt) + this.idleMs),
    }));
  }

  /** Deletes expired and idle sessions; returns how many. */
  purge(now: number): number {
    return this.removeEnded.run(now, now - this.idleMs).changes;
  }

  private alive(row: SessionRow, now: number): boolean {
    return row.expiresAt > now && now - (row.lastSeenAt ?? row.createdAt) < this.idleMs;
  }
}

/** Adds the last-use column to databases made before the idle timeout existed. */
function migrate(db: ApiDb): void {
  db.exec(`CREATE TABLE IF NOT EXISTS sessions (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  )`);
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(sessions)').all();
  if (columns.some((column) => column.name === 'last_seen_at')) return;
  try {
    db.exec('ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER');
  } catch (error) {
    // Another API instance starting on the same database added it first.
    if (!/duplicate column/i.test((error as Error).message)) throw error;
  }
}
