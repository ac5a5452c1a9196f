import type { Localized } from '@cronica/util';
import type { ExpectedRevision } from './types.js';

/** Stable codes for every refusal the store gives; `text` carries the es/en message a user may see. */
export type EventStoreErrorCode =
  | 'WRONG_EXPECTED_VERSION'
  | 'STREAM_NOT_FOUND'
  | 'MAX_APPEND_SIZE_EXCEEDED'
  | 'INVALID_EVENT'
  | 'STORE_CLOSED';

export abstract class EventStoreError extends Error {
  abstract readonly code: EventStoreErrorCode;
  constructor(readonly text: Localized) {
    super(`${text.en} / ${text.es}`);
  }
}

function revisionText(value: ExpectedRevision | bigint | 'no_stream'): string {
  return String(value);
}

/** The stream was not at the revision the writer expected (EventStoreDB's WrongExpectedVersion). */
export class WrongExpectedVersionError extends EventStoreError {
  override readonly name = 'WrongExpectedVersionError';
  readonly code = 'WRONG_EXPECTED_VERSION' as const;
  constructor(
    readonly streamName: string,
    readonly expectedVersion: ExpectedRevision,
    /** The stream's current revision, or 'no_stream' when it does not exist. */
    readonly actualVersion: bigint | 'no_stream',
  ) {
    super({
      es: `Versión esperada incorrecta en ${streamName}: se esperaba ${revisionText(expectedVersion)}, la actual es ${revisionText(actualVersion)}`,
      en: `Wrong expected version on ${streamName}: expected ${revisionText(expectedVersion)}, actual ${revisionText(actualVersion)}`,
    });
  }
}

/** Reading a stream that has no events; raised while iterating, like the EventStoreDB client. */
export class StreamNotFoundError extends EventStoreError {
  override readonly name = 'StreamNotFoundError';
  readonly code = 'STREAM_NOT_FOUND' as const;
  constructor(readonly streamName: string) {
    super({ es: `No existe el flujo ${streamName}`, en: `Stream not found: ${streamName}` });
  }
}

/** One append call larger than the server's MaxAppendSize (1 MiB by default). */
export class MaxAppendSizeExceededError extends EventStoreError {
  override readonly name = 'MaxAppendSizeExceededError';
  readonly code = 'MAX_APPEND_SIZE_EXCEEDED' as const;
  constructor(readonly size: number, readonly maxSize: number) {
    super({
      es: `La escritura ocupa ${size} bytes y supera el máximo de ${maxSize}`,
      en: `Append of ${size} bytes exceeds the maximum of ${maxSize}`,
    });
  }
}

/** An event or stream name the store cannot accept (bad id, empty type, data that is not JSON). */
export class InvalidEventError extends EventStoreError {
  override readonly name = 'InvalidEventError';
  readonly code = 'INVALID_EVENT' as const;
  constructor(readonly reason: Localized) {
    super(reason);
  }
}

/** An operation on a store that was already closed. */
export class StoreClosedError extends EventStoreError {
  override readonly name = 'StoreClosedError';
  readonly code = 'STORE_CLOSED' as const;
  constructor() {
    super({ es: 'El almacén de eventos está cerrado', en: 'The event store is closed' });
  }
}
