import type { EventStore } from '@cronica/event-store';
import {
  allSessionsOf,
  forgetPeriodStream,
  forgetSession,
  forgetSignOuts,
  periodStreamsOf,
  type ReadDb,
} from '@cronica/projections';
import { deleteStream, sessionStream } from './private-streams.js';

/** How many private streams of the account an erasure deleted, per kind. */
export interface ErasedStreams {
  readonly sessions: number;
  readonly periods: number;
}

/**
 * Deletes the private streams an erased account leaves (GDPR art. 17), without waiting for their
 * retention period: every session (ended ones too), then its days of failed sign-ins and months
 * of sign-outs everywhere (and the single streams of before periods), each forgotten by the read
 * models once gone from the store, as a rebuild would find them. Sessions go first: a session
 * whose sign-out was deleted must not be found alive in the store by another instance.
 * Safe to repeat: a stream deleted already counts as deleted.
 */
export async function erasePrivateStreams(
  store: EventStore,
  readDb: ReadDb,
  accountId: string,
): Promise<ErasedStreams> {
  const digests = allSessionsOf(readDb, accountId);
  for (const digest of digests) {
    await deleteStream(store, sessionStream(digest));
    forgetSession(readDb, digest);
  }
  // The read model lists every period stream, those named before periods too (`signouts-<id>`).
  const periods = periodStreamsOf(readDb, accountId);
  for (const stream of periods) {
    await deleteStream(store, stream);
    forgetPeriodStream(readDb, stream);
  }
  forgetSignOuts(readDb, accountId);
  return { sessions: digests.length, periods: periods.length };
}
