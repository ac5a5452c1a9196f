import { randomUUID } from 'node:crypto';
import {
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type ExpectedRevision,
  type EventStore,
  type JsonValue,
  type ReadStreamOptions,
  type RecordedEvent,
} from '@cronica/event-store';

/**
 * Streams the API keeps about accounts and never shows: no read model, query, replay or export
 * reads them: the projector's only use of them is the sessions read model
 * (libs/projections sessions.ts), which keeps no hash and no token.
 */
export const credentialsStream = (accountId: string) => `credentials-${accountId}`;
/** The account's recovery codes, as keyed digests (recovery-codes.ts): the newest is the one that works. */
export const recoveryStream = (accountId: string) => `recovery-${accountId}`;
export const sessionStream = (digest: string) => `session-${digest}`;
/** Sign-outs everywhere before streams were kept per month (read, never written now). */
export const signOutsStream = (accountId: string) => `signouts-${accountId}`;
/** Failed sign-ins before streams were kept per day (read, never written now). */
export const failedSignInsStream = (accountId: string) => `signinfailures-${accountId}`;

/** The UTC day (yyyy-mm-dd) of a time. */
export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
const monthOf = (at: number) => new Date(at).toISOString().slice(0, 7);

/**
 * Sign-outs everywhere written in the month of `at` (UTC): one stream per account and month, so
 * a whole month is deleted once no session it could end is left (ops/retention.ts).
 */
export const signOutsMonthStream = (accountId: string, at: number) => `signouts-${accountId}-${monthOf(at)}`;
/** Failed sign-ins of the day of `at` (UTC): one stream per account and day, deleted whole when past its period. */
export const failedSignInsDayStream = (accountId: string, at: number) => `signinfailures-${accountId}-${dayOf(at)}`;

/** One event in the house shape; the id makes a retried append idempotent. */
export function privateEvent(
  type: string,
  data: Record<string, JsonValue>,
): {
  id: string;
  type: string;
  data: JsonValue;
  metadata: JsonValue;
} {
  return { id: randomUUID(), type, data, metadata: { private: true } };
}

/** The stream's newest events first, at most `count`; none when the stream does not exist (or was deleted). */
export function readNewest(store: EventStore, stream: string, count: number): Promise<RecordedEvent[]> {
  return readSome(store, stream, { direction: 'backwards', maxCount: count });
}

/** The stream's first event, or undefined when it does not exist (or was deleted). */
export async function readFirst(store: EventStore, stream: string): Promise<RecordedEvent | undefined> {
  return (await readSome(store, stream, { direction: 'forwards', maxCount: 1 }))[0];
}

async function readSome(store: EventStore, stream: string, options: ReadStreamOptions): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  try {
    for await (const event of store.readStream(stream, options)) events.push(event);
  } catch (error) {
    if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return events;
    throw error;
  }
  return events;
}

/**
 * Deletes a stream for good (its events leave the embedded store at once, EventStoreDB's disk at
 * the next scavenge). 'deleted' also when another instance deleted it first; 'changed' when it
 * was written after `expectedRevision` (nothing deleted: look again later).
 */
export async function deleteStream(
  store: EventStore,
  stream: string,
  expectedRevision: ExpectedRevision = 'any',
): Promise<'deleted' | 'changed'> {
  try {
    await store.tombstoneStream(stream, { expectedRevision });
    return 'deleted';
  } catch (error) {
    if (error instanceof StreamDeletedError) return 'deleted';
    if (error instanceof WrongExpectedVersionError) return 'changed';
    throw error;
  }
}
