import type { ProjectedEvent } from './events.js';
import type { ReadDb } from './schema.js';

/** Events of a session's own stream (`session-<digest>`, the token's SHA-256 only). */
export const SESSION_STARTED = 'SessionStarted';
export const SESSION_USED = 'SessionUsed';
export const SESSION_ENDED = 'SessionEnded';
/** On the account's `signouts-<id>` stream: ends every session of the account started before it. */
export const SIGNED_OUT_EVERYWHERE = 'SignedOutEverywhere';

export interface SessionStartedData {
  readonly accountId: string;
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
  readonly expiresAt: number;
}

/**
 * Sessions, rebuilt from their streams like every read model: which account each token digest
 * speaks for, when it began, was last used (as written, at most every few minutes) and ends.
 * `ended` is set by its own SessionEnded or by a SignedOutEverywhere of its account that came
 * after it in the store (`$all` positions, not clocks, so instances never disagree).
 */
export const SESSIONS_DDL = `
CREATE TABLE IF NOT EXISTS sessions (
  digest TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL,
  started_position INTEGER NOT NULL,
  ended INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions (account_id);
CREATE TABLE IF NOT EXISTS sign_outs (
  account_id TEXT PRIMARY KEY,
  position INTEGER NOT NULL
);
`;

export interface SessionRow {
  readonly digest: string;
  readonly accountId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly lastUsedAt: number;
  readonly ended: boolean;
}

const COLUMNS =
  'digest, account_id AS accountId, created_at AS createdAt, expires_at AS expiresAt, last_used_at AS lastUsedAt, ended';

type Stored = Omit<SessionRow, 'ended'> & { ended: number };
const row = (stored: Stored): SessionRow => ({ ...stored, ended: stored.ended === 1 });

/** Applies a session or sign-out event; returns the digests of the sessions it ended. */
export function projectSessionEvent(db: ReadDb, category: string, id: string, event: ProjectedEvent): string[] {
  if (category === 'signouts' && event.type === SIGNED_OUT_EVERYWHERE)
    return signOut(db, signedOutAccount(id, event), event.position);
  if (category !== 'session') return [];
  if (event.type === SESSION_STARTED) {
    const data = event.data as SessionStartedData;
    const signedOut = db
      .prepare<[string], { position: bigint }>('SELECT position FROM sign_outs WHERE account_id = ?')
      .safeIntegers(true)
      .get(data.accountId);
    db.prepare(
      'INSERT OR IGNORE INTO sessions (digest, account_id, created_at, expires_at, last_used_at, started_position, ended) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(id, data.accountId, data.createdAt, data.expiresAt, data.createdAt, event.position, 0);
    return signedOut && signedOut.position > event.position ? signOut(db, data.accountId, signedOut.position) : [];
  }
  if (event.type === SESSION_USED) {
    const at = (event.data as { at: number }).at;
    db.prepare('UPDATE sessions SET last_used_at = MAX(last_used_at, ?) WHERE digest = ?').run(at, id);
  }
  if (event.type === SESSION_ENDED) {
    db.prepare('UPDATE sessions SET ended = 1 WHERE digest = ?').run(id);
    return [id];
  }
  return [];
}

function signOut(db: ReadDb, accountId: string, position: bigint): string[] {
  db.prepare(
    'INSERT INTO sign_outs (account_id, position) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET position = MAX(position, excluded.position)',
  ).run(accountId, position);
  const ended = db
    .prepare<[string, bigint], { digest: string }>(
      'SELECT digest FROM sessions WHERE account_id = ? AND started_position < ? AND ended = 0',
    )
    .all(accountId, position)
    .map((session) => session.digest);
  db.prepare('UPDATE sessions SET ended = 1 WHERE account_id = ? AND started_position < ?').run(accountId, position);
  return ended;
}

export function findSession(db: ReadDb, digest: string): SessionRow | undefined {
  const stored = db.prepare<[string], Stored>(`SELECT ${COLUMNS} FROM sessions WHERE digest = ?`).get(digest);
  return stored && row(stored);
}

/** The account's sessions not ended by a sign-out, oldest first. */
export function accountSessions(db: ReadDb, accountId: string): SessionRow[] {
  return db
    .prepare<[string], Stored>(`SELECT ${COLUMNS} FROM sessions WHERE account_id = ? AND ended = 0 ORDER BY created_at`)
    .all(accountId)
    .map(row);
}

/** The `$all` position of the account's latest sign-out everywhere, or null. */
export function lastSignOut(db: ReadDb, accountId: string): bigint | null {
  const found = db
    .prepare<[string], { position: bigint }>('SELECT position FROM sign_outs WHERE account_id = ?')
    .safeIntegers(true)
    .get(accountId);
  return found?.position ?? null;
}

/**
 * Sessions this read model holds that may no longer be usable: ended, past their absolute end,
 * or with no use written since `idleBefore`; by digest after `after`, at most `limit` (a page). The caller confirms
 * each against its stream before deleting it (this read model may lag behind the store).
 */
export function sessionsPastUse(db: ReadDb, now: number, idleBefore: number, after: string, limit: number): string[] {
  return db
    .prepare<[number, number, string, number], { digest: string }>(
      'SELECT digest FROM sessions WHERE (ended = 1 OR expires_at <= ? OR last_used_at <= ?) AND digest > ? ORDER BY digest LIMIT ?',
    )
    .all(now, idleBefore, after, limit)
    .map((session) => session.digest);
}

/** Forgets a session once its stream was deleted from the store. */
export function forgetSession(db: ReadDb, digest: string): void {
  db.prepare('DELETE FROM sessions WHERE digest = ?').run(digest);
}

/**
 * The account a sign-out everywhere is for: named in its data (`signouts-<id>-<yyyy-mm>`,
 * one stream per month so whole months can be deleted) or, before that, by its stream's id.
 */
function signedOutAccount(id: string, event: ProjectedEvent): string {
  const named = (event.data as { accountId?: unknown } | null)?.accountId;
  return typeof named === 'string' ? named : id;
}

/** Every session of the account this read model holds, ended ones too (an erasure deletes them all). */
export function allSessionsOf(db: ReadDb, accountId: string): string[] {
  return db
    .prepare<[string], { digest: string }>('SELECT digest FROM sessions WHERE account_id = ? ORDER BY digest')
    .all(accountId)
    .map((session) => session.digest);
}

/** Forgets the account's latest sign-out everywhere once its streams were deleted from the store. */
export function forgetSignOuts(db: ReadDb, accountId: string): void {
  db.prepare('DELETE FROM sign_outs WHERE account_id = ?').run(accountId);
}
