import { randomUUID } from 'node:crypto';
import {
  StreamDeletedError,
  StreamNotFoundError,
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
export const sessionStream = (digest: string) => `session-${digest}`;
export const signOutsStream = (accountId: string) => `signouts-${accountId}`;
export const failedSignInsStream = (accountId: string) => `signinfailures-${accountId}`;

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
