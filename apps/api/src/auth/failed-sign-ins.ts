import { RETENTION } from '@cronica/util';
import type { ApiDb } from '../store/api-db.js';

/** Wrong passwords typed for an account on one day (UTC) from one network. */
export interface FailedSignInGroup {
  readonly day: string;
  readonly count: number;
  readonly lastAt: number;
  /** Coarsened (IPv4 /24, IPv6 /56, common/client-address.ts `networkOf`); null when not known. */
  readonly network: string | null;
  /** From a device this account had signed in on before (devices.ts). */
  readonly knownDevice: boolean;
}

/** How long the account holder can look back. */
const DAY_MS = 24 * 60 * 60_000;
export const FAILED_SIGN_INS_KEPT_DAYS = RETENTION.failedSignInsMs / DAY_MS;

/**
 * What an account holder is told about wrong passwords typed for their account (ASVS 2.2.3):
 * when, how many and from roughly where, never the passwords; addresses are kept only
 * coarsened, and everything goes after FAILED_SIGN_INS_KEPT_DAYS. One row per account, day,
 * network and kind of client, so a flood of guesses adds counts, not rows.
 */
export class FailedSignIns {
  private readonly upsert;
  private readonly select;
  private readonly removeOld;

  constructor(db: ApiDb) {
    db.exec(`CREATE TABLE IF NOT EXISTS failed_sign_ins (
      account_id TEXT NOT NULL, day TEXT NOT NULL, network TEXT NOT NULL, known_device INTEGER NOT NULL,
      count INTEGER NOT NULL, last_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, day, network, known_device)
    )`);
    this.upsert =
      db.prepare(`INSERT INTO failed_sign_ins (account_id, day, network, known_device, count, last_at) VALUES (?, ?, ?, ?, 1, ?)
      ON CONFLICT (account_id, day, network, known_device) DO UPDATE SET count = count + 1, last_at = MAX(last_at, excluded.last_at)`);
    this.select = db.prepare<
      [string, number, number],
      { day: string; count: number; lastAt: number; network: string; knownDevice: number }
    >(
      `SELECT day, count, last_at AS lastAt, network, known_device AS knownDevice FROM failed_sign_ins
       WHERE account_id = ? AND last_at > ? ORDER BY last_at DESC LIMIT ?`,
    );
    this.removeOld = db.prepare('DELETE FROM failed_sign_ins WHERE last_at <= ?');
  }

  record(accountId: string, network: string | null, knownDevice: boolean, now: number): void {
    this.upsert.run(accountId, new Date(now).toISOString().slice(0, 10), network ?? '', knownDevice ? 1 : 0, now);
  }

  /** The newest groups of the last FAILED_SIGN_INS_KEPT_DAYS days, newest first. */
  recent(accountId: string, now: number, limit = 20): FailedSignInGroup[] {
    return this.select.all(accountId, now - FAILED_SIGN_INS_KEPT_DAYS * DAY_MS, limit).map((row) => ({
      day: row.day,
      count: row.count,
      lastAt: row.lastAt,
      network: row.network || null,
      knownDevice: row.knownDevice === 1,
    }));
  }

  /** Forgets what is older than FAILED_SIGN_INS_KEPT_DAYS; returns how many groups went. */
  purge(now: number): number {
    return this.removeOld.run(now - FAILED_SIGN_INS_KEPT_DAYS * DAY_MS).changes;
  }
}
