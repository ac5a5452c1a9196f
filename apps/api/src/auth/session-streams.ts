import type { EventStore, RecordedEvent } from '@cronica/event-store';
import {
  SESSION_ENDED,
  SESSION_STARTED,
  SESSION_USED,
  type SessionRow,
  type SessionStartedData,
} from '@cronica/projections';
import { readFirst, readNewest, sessionStream, signOutsMonthStream, signOutsStream } from './private-streams.js';

/** Enough of a session's history to know its last use and whether it ended (the newest events). */
const NEWEST = 4;
const DAY_MS = 24 * 3600_000;

/** A session as its streams tell it, with what the retention prune needs to delete it safely. */
export interface StoredSession {
  readonly row: SessionRow;
  /** The revision of its newest event: deleting it is refused if it was written since. */
  readonly revision: bigint;
  /** When it was ended (signed out, or everywhere), or null. */
  readonly endedAt: number | null;
}

/**
 * A session read from its own streams, for a lookup the read model cannot answer yet (another
 * instance started it a moment ago): its start, its newest events, and whether a sign-out
 * everywhere of its account came after it in the store.
 */
export async function sessionFromStore(store: EventStore, digest: string): Promise<SessionRow | undefined> {
  return (await storedSession(store, digest, Date.now()))?.row;
}

/** The session behind `digest`, or undefined when it never existed or its stream was deleted. */
export async function storedSession(
  store: EventStore,
  digest: string,
  now: number,
): Promise<StoredSession | undefined> {
  const stream = sessionStream(digest);
  const first = await readFirst(store, stream);
  if (!first || first.type !== SESSION_STARTED) return undefined;
  const started = first.data as unknown as SessionStartedData;
  const newest = await readNewest(store, stream, NEWEST);
  const signOut = await newestSignOut(store, started, now);
  const lastUsed = newest.find((event) => event.type === SESSION_USED);
  const ended = newest.find((event) => event.type === SESSION_ENDED);
  const signedOut = signOut !== undefined && signOut.position > first.position;
  const endedAt = ended ? atOf(ended) : signedOut ? atOf(signOut) : null;
  const row = {
    digest,
    accountId: started.accountId,
    createdAt: started.createdAt,
    expiresAt: started.expiresAt,
    lastUsedAt: Math.max(started.createdAt, lastUsed ? atOf(lastUsed) : 0),
    ended: endedAt !== null,
  };
  return { row, revision: newest[0]?.revision ?? first.revision, endedAt };
}

/**
 * The account's newest sign-out everywhere that could end this session: in the streams of the
 * months from its start to now (a day ahead, for another instance's clock), and the stream
 * written before sign-outs were kept per month.
 */
async function newestSignOut(
  store: EventStore,
  started: SessionStartedData,
  now: number,
): Promise<RecordedEvent | undefined> {
  const streams = [signOutsStream(started.accountId)];
  const until = Math.min(now, started.expiresAt) + DAY_MS;
  for (let at = started.createdAt; ; at += 28 * DAY_MS) {
    const stream = signOutsMonthStream(started.accountId, Math.min(at, until));
    if (!streams.includes(stream)) streams.push(stream);
    if (at >= until) break;
  }
  const found = await Promise.all(streams.map((stream) => readNewest(store, stream, 1)));
  return found
    .flat()
    .sort((a, b) => (a.position < b.position ? 1 : -1))
    .at(0);
}

const atOf = (event: RecordedEvent) => (event.data as { at: number }).at;
