import type { EventStore } from '@cronica/event-store';
import { forgetSession, sessionsPastUse, type ReadDb } from '@cronica/projections';
import { deleteStream, sessionStream } from './private-streams.js';
import { storedSession, type StoredSession } from './session-streams.js';

/**
 * How long a session stays in the store after it can no longer be used: every instance's read
 * model sees its end (a moment behind the store at most) before its events are gone.
 */
export const SETTLE_MS = 5 * 60_000;
/** Sessions looked at per query; the prune pages through all of them. */
const PAGE = 500;

/**
 * Deletes the streams of sessions that can no longer be used: ended, past their absolute end,
 * or idle. Candidates come from this instance's sessions read model; each is confirmed against
 * its own streams (the read model may lag) and deleted only if nothing was written to it since
 * it was read. Every instance prunes; a stream another one deleted first counts as deleted.
 */
export class SessionPrune {
  constructor(
    private readonly store: EventStore,
    private readonly readDb: ReadDb,
    private readonly idleMs: number,
    /** How often a use is written: an instance may have seen a use this much newer than the store. */
    private readonly touchMs: number,
  ) {}

  /** Deletes every session stream past its use; returns how many. */
  async prune(now: number): Promise<number> {
    const idleBefore = now - this.idleMs - this.touchMs - SETTLE_MS;
    let deleted = 0;
    let after = '';
    for (;;) {
      const page = sessionsPastUse(this.readDb, now, idleBefore, after, PAGE);
      for (const digest of page) if (await this.pruneOne(digest, now)) deleted += 1;
      if (page.length < PAGE) return deleted;
      after = page[page.length - 1]!;
    }
  }

  private async pruneOne(digest: string, now: number): Promise<boolean> {
    const stored = await storedSession(this.store, digest, now);
    if (stored === undefined) {
      // Deleted by another instance (or never written): only this read model remembered it.
      forgetSession(this.readDb, digest);
      return false;
    }
    if (now < this.unusableSince(stored) + SETTLE_MS) return false;
    if ((await deleteStream(this.store, sessionStream(digest), stored.revision)) === 'changed') return false;
    forgetSession(this.readDb, digest);
    return true;
  }

  /**
   * When the session stopped being usable on every instance: its end, its absolute end, or its
   * idle end counted from the last use any instance may have seen without writing it.
   */
  private unusableSince({ row, endedAt }: StoredSession): number {
    return Math.min(endedAt ?? Infinity, row.expiresAt, row.lastUsedAt + this.touchMs + this.idleMs);
  }
}
