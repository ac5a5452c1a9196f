import type {
  AllStreamResolvedEvent,
  AppendExpectedRevision,
  CommandError,
  EventData as EsdbEventData,
  Position,
  ResolvedEvent,
} from '@eventstore/db-client';
import {
  AccessDeniedError,
  DeadlineExceededError,
  EventStoreError,
  InvalidEventError,
  MaxAppendSizeExceededError,
  NotLeaderError,
  StoreFaultError,
  StoreNotReadyError,
  StoreUnavailableError,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '../errors.js';
import type { PreparedAppend } from '../prepare-events.js';
import type { Direction, EventData, ExpectedRevision, JsonValue, RecordedEvent } from '../types.js';
import { MAX_APPEND_SIZE } from '../types.js';
import { esdb } from './client-module.js';

// The client's constants, spelled as the client defines them (constants.ts), so this module can
// be loaded without loading the client.
const START = 'start';
const END = 'end';

export function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  return expected;
}

export function toEsdbDirection(direction: Direction): 'forwards' | 'backwards' {
  return direction;
}

export function toEsdbRevision(from: 'start' | 'end' | bigint): 'start' | 'end' | bigint {
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
    metadata: (event.metadata === undefined || event.metadata instanceof Uint8Array
      ? null
      : event.metadata) as JsonValue,
    created: event.created,
  };
}

/** What was being done when a client error happened, to word the mapped error. */
export interface ErrorContext {
  readonly operation: string;
  readonly stream: string;
  readonly expected?: ExpectedRevision;
  /** The append's size as the server counts it. */
  readonly size?: number;
}

const NOT_READY = /not ready|too busy|server is busy/i;

/** The client's command error with what it is mapped from: the call, its message, the original error. */
interface CommandFailure {
  readonly converted: CommandError;
  readonly context: ErrorContext;
  readonly detail: string;
  readonly cause: { cause: unknown };
}

/**
 * Delete and Tombstone report a conflict as RpcExceptions.WrongExpectedVersion, whose
 * `actual-version` is -1 for a stream without events; the client passes it on as -1n.
 */
function actualOf(actual: bigint | 'no_stream'): bigint | 'no_stream' {
  return typeof actual === 'bigint' && actual < 0n ? 'no_stream' : actual;
}

/**
 * Maps anything the EventStoreDB client throws (its command errors, raw gRPC errors, plain
 * errors from discovery) to this library's errors; the original stays as `cause`.
 */
export function mapEsdbError(error: unknown, context: ErrorContext): EventStoreError {
  if (error instanceof EventStoreError) return error;
  const converted = toCommandError(error);
  const detail = converted instanceof Error ? converted.message : String(converted);
  const cause = { cause: error };
  if (!(converted instanceof Error) || !esdb().isCommandError(converted)) {
    return /discover|connect|ECONNREFUSED|ENOTFOUND|socket/i.test(detail)
      ? new StoreUnavailableError(detail, cause)
      : new StoreFaultError(detail, cause);
  }
  const failure: CommandFailure = { converted, context, detail, cause };
  return refusalOf(failure) ?? serverTroubleOf(failure);
}

/** The client's typed command error for a gRPC error, or the error as it is. */
function toCommandError(error: unknown): unknown {
  try {
    if (error instanceof Error) return esdb().convertToCommandError(error);
  } catch {
    // a gRPC error without details: keep it as it is
  }
  return error;
}

/** What the server refused about the request itself (a retry as it is fails the same way), or undefined. */
function refusalOf({ converted, context, detail, cause }: CommandFailure): EventStoreError | undefined {
  const { ErrorType } = esdb();
  switch (converted.type) {
    case ErrorType.WRONG_EXPECTED_VERSION:
      return new WrongExpectedVersionError(
        context.stream,
        context.expected ?? 'any',
        actualOf(converted.actualVersion),
      );
    case ErrorType.STREAM_NOT_FOUND:
    case ErrorType.NO_STREAM:
      return new StreamNotFoundError(context.stream);
    case ErrorType.STREAM_DELETED:
      return new StreamDeletedError(converted.streamName || context.stream, cause);
    case ErrorType.MAXIMUM_APPEND_SIZE_EXCEEDED:
      return new MaxAppendSizeExceededError(context.size ?? MAX_APPEND_SIZE + 1, converted.maxAppendSize);
    case ErrorType.ACCESS_DENIED:
      return new AccessDeniedError(detail, cause);
    case ErrorType.INVALID_ARGUMENT:
      return new InvalidEventError({ es: `Argumento no válido: ${detail}`, en: `Invalid argument: ${detail}` });
    default:
      return undefined;
  }
}

/** The server's or the network's trouble (deadlines, restarts, elections, anything else). */
function serverTroubleOf({ converted, context, detail, cause }: CommandFailure): EventStoreError {
  const { ErrorType } = esdb();
  switch (converted.type) {
    case ErrorType.DEADLINE_EXCEEDED:
    case ErrorType.TIMEOUT:
      return new DeadlineExceededError(context.operation, null, cause);
    case ErrorType.UNAVAILABLE:
      return NOT_READY.test(detail) ? new StoreNotReadyError(detail, cause) : new StoreUnavailableError(detail, cause);
    case ErrorType.CANCELLED:
      return new StoreUnavailableError(`the server cancelled ${context.operation}`, cause);
    case ErrorType.NOT_LEADER:
      return new NotLeaderError(`${converted.leader.address}:${converted.leader.port}`, cause);
    case ErrorType.UNKNOWN:
      // On the BatchAppend path a server not ready or too busy answers a status with no typed
      // detail ("Server Is Not Ready" / "Server Is Busy", Streams.BatchAppend.cs), which the
      // client can only report as "Could not recognize …".
      return NOT_READY.test(detail) ? new StoreNotReadyError(detail, cause) : new StoreFaultError(detail, cause);
    default:
      return new StoreFaultError(detail, cause);
  }
}
