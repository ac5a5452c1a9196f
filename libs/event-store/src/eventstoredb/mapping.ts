import {
  ANY, BACKWARDS, END, ErrorType, FORWARDS, isCommandError, NO_STREAM, START, STREAM_EXISTS,
  type AllStreamResolvedEvent, type AppendExpectedRevision, type EventData as EsdbEventData, type Position, type ResolvedEvent,
} from '@eventstore/db-client';
import { MaxAppendSizeExceededError, StreamNotFoundError, WrongExpectedVersionError } from '../errors.js';
import type { PreparedAppend } from '../prepare-events.js';
import type { Direction, EventData, ExpectedRevision, JsonValue, RecordedEvent } from '../types.js';
import { MAX_APPEND_SIZE } from '../types.js';

export function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected;
  }
}

export function toEsdbDirection(direction: Direction): typeof FORWARDS | typeof BACKWARDS {
  return direction === 'forwards' ? FORWARDS : BACKWARDS;
}

export function toEsdbRevision(from: 'start' | 'end' | bigint): typeof START | typeof END | bigint {
  return from === 'start' ? START : from === 'end' ? END : from;
}

/**
 * Our `$all` position is the commit position. Appends over gRPC are implicit single-record
 * transactions, for which the server reports prepare == commit, so the pair is rebuilt exactly.
 */
export function toEsdbPosition(position: bigint): Position {
  return { commit: position, prepare: position };
}

export function toEsdbEvents(events: EventData | readonly EventData[], prepared: PreparedAppend): EsdbEventData[] {
  const list: readonly EventData[] = Array.isArray(events) ? events : [events as EventData];
  return prepared.events.map((event, i) => ({
    id: event.id,
    contentType: 'application/json',
    type: event.type,
    data: list[i]!.data as never,
    metadata: (list[i]!.metadata ?? undefined) as never,
  }));
}

/** Events whose type starts with `$` are the server's own (metadata, links, statistics). */
export function isSystemEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): boolean {
  const event = resolved.event;
  return event === undefined || event.type.startsWith('$') || event.streamId.startsWith('$');
}

export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (event === undefined) return undefined;
  return {
    id: event.id,
    streamId: event.streamId,
    type: event.type,
    revision: event.revision,
    position: event.position?.commit ?? resolved.commitPosition ?? -1n,
    data: (event.isJson ? event.data : null) as JsonValue,
    metadata: (event.metadata === undefined || event.metadata instanceof Uint8Array ? null : event.metadata) as JsonValue,
    created: event.created,
  };
}

/** Maps the client's command errors to ours; anything else (network, access) passes through. */
export function mapEsdbError(error: unknown, stream: string, expected: ExpectedRevision = 'any', size = MAX_APPEND_SIZE + 1): unknown {
  if (!(error instanceof Error) || !isCommandError(error)) return error;
  switch (error.type) {
    case ErrorType.WRONG_EXPECTED_VERSION:
      return new WrongExpectedVersionError(stream, expected, error.actualVersion);
    case ErrorType.STREAM_NOT_FOUND:
      return new StreamNotFoundError(stream);
    case ErrorType.MAXIMUM_APPEND_SIZE_EXCEEDED:
      return new MaxAppendSizeExceededError(size, error.maxAppendSize);
    default:
      return error;
  }
}
