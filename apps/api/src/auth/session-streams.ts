import type { EventStore } from '@cronica/event-store';
import {
  SESSION_ENDED,
  SESSION_STARTED,
  SESSION_USED,
  type SessionRow,
  type SessionStartedData,
} from '@cronica/projections';
import { readFirst, readNewest, sessionStream, signOutsStream } from './private-streams.js';

/** Enough of a session's history to know its last use and whether it ended (the newest events). */
const NEWEST = 4;

/**
 * A session read from its own streams, for a lookup the read model cannot answer yet (another
 * instance started it a moment ago): its start, its newest events, and whether a sign-out
 * everywhere of its account came after it in the store.
 */
export async function sessionFromStore(store: EventStore, digest: string): Promise<SessionRow | undefined> {
  const stream = sessionStream(digest);
  const first = await readFirst(store, stream);
  if (!first || first.type !== SESSION_STARTED) return undefined;
  const started = first.data as unknown as SessionStartedData;
  const newest = await readNewest(store, stream, NEWEST);
  const [signOut] = await readNewest(store, signOutsStream(started.accountId), 1);
  const lastUsed = newest.find((event) => event.type === SESSION_USED);
  return {
    digest,
    accountId: started.accountId,
    createdAt: started.createdAt,
    expiresAt: started.expiresAt,
    lastUsedAt: Math.max(started.createdAt, lastUsed ? (lastUsed.data as { at: number }).at : 0),
    ended:
      newest.some((event) => event.type === SESSION_ENDED) ||
      (signOut !== undefined && signOut.position > first.position),
  };
}
