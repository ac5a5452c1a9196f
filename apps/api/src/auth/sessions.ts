import { createHash } from 'node:crypto';
import { StreamDeletedError, WrongExpectedVersionError, type EventStore } from '@cronica/event-store';
import {
  SESSION_ENDED,
  SESSION_STARTED,
  SESSION_USED,
  SIGNED_OUT_EVERYWHERE,
  accountSessions,
  findSession,
  type ReadDb,
  type SessionRow,
} from '@cronica/projections';
import { RETENTION } from '@cronica/util';
import { privateEvent, sessionStream, signOutsMonthStream } from './private-streams.js';
import { sessionFromStore } from './session-streams.js';
import type { SessionTokens } from './session-tokens.js';

/** Sessions last 30 days at most; only the token's SHA-256 is stored, so a leaked store grants nothing. */
export const SESSION_TTL_MS = RETENTION.sessionMaxMs;

/**
 * How often a session's last use is written to the store (SessionUsed), at most. Every instance
 * sees a last use at most this old, so the interval must stay well under the idle timeout or a
 * session in use would look idle elsewhere: a quarter of it, and no more than 15 minutes. With
 * the default idle timeout (RETENTION.sessionIdleDefaultMs, a day) that is at most 96 events a
 * day for a session in constant use, 2,880 over its longest life (RETENTION.sessionMaxMs).
 */
export const touchEvery = (idleMs: number) => Math.min(15 * 60_000, Math.floor(idleMs / 4));

/** The stored form of a session token (also how live connections are matched to their session). */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a person is told about one of their sessions: when, never the token or its digest. */
export interface SessionRecord {
  readonly createdAt: number;
  readonly lastSeenAt: number | null;
  /** When it ends unless used before: its absolute end or its idle timeout, whichever comes first. */
  readonly endsAt: number;
}

/** Sessions found in the store before this instance's read model had them; bounded. */
const MAX_FOUND = 10_000;

/**
 * Sessions in the event store every instance shares: `session-<digest>` streams (started, used,
 * ended) and the account's `signouts-<id>` (sign out everywhere). Lookups read the sessions read
 * model (libs/projections sessions.ts); a miss (a session another instance just started) reads
 * the session's own streams, so a token works on every instance at once. An absolute lifetime,
 * an idle timeout (OWASP Session Management Cheat Sheet); the streams of ended ones are deleted
 * by session-prune.ts.
 */
export class SessionStore {
  /** Last use seen by this instance, newer than the read model's between writes. */
  private readonly used = new Map<string, number>();
  /** When this instance last wrote each session's use, so two requests at once write it once. */
  private readonly written = new Map<string, number>();
  private readonly found = new Map<string, SessionRow>();
  private readonly touchMs: number;

  constructor(
    private readonly store: EventStore,
    private readonly readDb: ReadDb,
    private readonly idleMs: number,
    private readonly tokens: SessionTokens,
  ) {
    this.touchMs = touchEvery(idleMs);
  }

  async create(accountId: string, now: number): Promise<{ token: string; expiresAt: number; position: bigint }> {
    const token = this.tokens.issue();
    const expiresAt = now + SESSION_TTL_MS;
    const { position } = await this.store.appendToStream(
      sessionStream(tokenDigest(token)),
      privateEvent(SESSION_STARTED, { accountId, createdAt: now, expiresAt }),
      { expectedRevision: 'no_stream' },
    );
    return { token, expiresAt, position };
  }

  /** The session's account, or null when it never existed, ended, expired or sat idle too long. Marks it used. */
  async accountFor(token: string, now: number): Promise<string | null> {
    const shape = this.tokens.shape(token);
    if (shape === 'malformed') return null;
    const digest = tokenDigest(token);
    // Only a token of this deployment may cost a store read (a session another instance began a
    // moment ago); one issued before tokens carried a mark is in the read model or is no session.
    const row = this.known(digest) ?? (shape === 'marked' ? await this.fetch(digest, now) : undefined);
    if (!row || !this.alive(row, now)) return null;
    this.used.set(digest, now);
    if (now - Math.max(row.lastUsedAt, this.written.get(digest) ?? 0) >= this.touchMs) {
      this.written.set(digest, now);
      if (!(await this.touch(digest, row, now))) return null;
    }
    return row.accountId;
  }

  /** Whether the session behind `digest` can still be used (for live connections; does not mark it used). */
  isAlive(digest: string, now: number): boolean {
    const row = this.known(digest);
    return row !== undefined && this.alive(row, now);
  }

  /** Ends one session; the projection closes its sockets on every instance. */
  async revoke(token: string, reason: string, now: number): Promise<void> {
    if (this.tokens.shape(token) === 'malformed') return;
    const digest = tokenDigest(token);
    this.used.delete(digest);
    this.found.delete(digest);
    try {
      await this.store.appendToStream(sessionStream(digest), privateEvent(SESSION_ENDED, { reason, at: now }), {
        expectedRevision: 'stream_exists',
      });
    } catch (error) {
      // A token that never was a session, or one already deleted (ops/retention.ts): nothing to end.
      if (!(error instanceof WrongExpectedVersionError || error instanceof StreamDeletedError)) throw error;
    }
  }

  /** Ends every session of the account started before now; returns the store position and the sessions ended. */
  async revokeAll(accountId: string, reason: string, now: number): Promise<{ position: bigint; ended: string[] }> {
    const ended = accountSessions(this.readDb, accountId)
      .filter((row) => this.alive(row, now))
      .map((row) => row.digest);
    const { position } = await this.store.appendToStream(
      signOutsMonthStream(accountId, now),
      privateEvent(SIGNED_OUT_EVERYWHERE, { accountId, reason, at: now }),
    );
    for (const [digest, row] of this.found) if (row.accountId === accountId) this.found.delete(digest);
    return { position, ended };
  }

  /** The account's sessions still usable, without their digests (a person's data export). */
  describe(accountId: string, now: number): SessionRecord[] {
    return accountSessions(this.readDb, accountId)
      .map((row) => ({ ...row, lastUsedAt: this.lastUse(row) }))
      .filter((row) => this.alive(row, now))
      .map((row) => ({
        createdAt: row.createdAt,
        lastSeenAt: row.lastUsedAt,
        endsAt: Math.min(row.expiresAt, row.lastUsedAt + this.idleMs),
      }));
  }

  /** Forgets this instance's memory of uses older than the idle period (the streams go in session-prune.ts). */
  forgetIdleUses(now: number): void {
    for (const seen of [this.used, this.written])
      for (const [digest, at] of seen) if (now - at >= this.idleMs) seen.delete(digest);
    this.found.clear();
  }

  private known(digest: string): SessionRow | undefined {
    const row = findSession(this.readDb, digest);
    if (row) this.found.delete(digest);
    return row ?? this.found.get(digest);
  }

  private async fetch(digest: string, now: number): Promise<SessionRow | undefined> {
    const row = await sessionFromStore(this.store, digest);
    if (!row || !this.alive(row, now)) return undefined;
    if (this.found.size >= MAX_FOUND) this.found.clear();
    this.found.set(digest, row);
    return row;
  }

  /** Writes a use; false when the session's stream was deleted (it ended: ops/retention.ts). */
  private async touch(digest: string, row: SessionRow, now: number): Promise<boolean> {
    try {
      await this.store.appendToStream(sessionStream(digest), privateEvent(SESSION_USED, { at: now }));
    } catch (error) {
      if (!(error instanceof StreamDeletedError)) throw error;
      this.used.delete(digest);
      this.found.delete(digest);
      return false;
    }
    if (this.found.has(digest)) this.found.set(digest, { ...row, lastUsedAt: now });
    return true;
  }

  private lastUse(row: SessionRow): number {
    return Math.max(row.lastUsedAt, this.used.get(row.digest) ?? 0);
  }

  private alive(row: SessionRow, now: number): boolean {
    return !row.ended && row.expiresAt > now && now - this.lastUse(row) < this.idleMs;
  }
}
