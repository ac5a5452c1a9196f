import { createHash, randomBytes } from 'node:crypto';
import type { ApiDb } from '../store/api-db.js';

/** Sessions last 30 days; only the token's SHA-256 is stored, so a leaked database grants nothing. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  private readonly insert;
  private readonly select;
  private readonly remove;

  constructor(db: ApiDb) {
    // Prepared once: `accountFor` runs on every authenticated request.
    this.insert = db.prepare('INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
    this.select = db.prepare('SELECT account_id AS accountId, expires_at AS expiresAt FROM sessions WHERE token_hash = ?');
    this.remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  }

  create(accountId: string, now: number): { token: string; expiresAt: number } {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + SESSION_TTL_MS;
    this.insert.run(digest(token), accountId, now, expiresAt);
    return { token, expiresAt };
  }

  accountFor(token: string, now: number): string | null {
    const row = this.select.get(digest(token)) as
      | { accountId: string; expiresAt: number }
      | undefined;
    return row && row.expiresAt > now ? row.accountId : null;
  }

  revoke(token: string): void {
    this.remove.run(digest(token));
  }
}
