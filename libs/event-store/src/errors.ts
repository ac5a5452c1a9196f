import type { Localized } from '@cronica/util';
import type { ExpectedRevision } from './types.js';

/**
 * Stable codes for every error the store gives; `text` carries the es/en message a person may see.
 * Refusals (the request was wrong) and faults (the store could not answer) alike: whatever the
 * EventStoreDB client throws is mapped to one of these, so callers never see a client type.
 */
export type EventStoreErrorCode =
  | 'WRONG_EXPECTED_VERSION'
  | 'STREAM_NOT_FOUND'
  | 'STREAM_DELETED'
  | 'MAX_APPEND_SIZE_EXCEEDED'
  | 'INVALID_EVENT'
  | 'STORE_CLOSED'
  | 'DEADLINE_EXCEEDED'
  | 'UNAVAILABLE'
  | 'NOT_READY'
  | 'NOT_LEADER'
  | 'ACCESS_DENIED'
  | 'STORE_CHANGED'
  | 'STORE_FAULT';

export abstract class EventStoreError extends Error {
  abstract readonly code: EventStoreErrorCode;
  /** True when the same request may succeed later (network, restart, election): retry with back-off. */
  readonly transient: boolean = false;
  constructor(
    readonly text: Localized,
    options?: { cause?: unknown },
  ) {
    super(`${text.en} / ${text.es}`, options);
  }
}

/** True for store errors worth retrying after a pause (see `EventStoreError.transient`). */
export function isTransientStoreError(error: unknown): boolean {
  return error instanceof EventStoreError && error.transient;
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

type ErrorOptions = { cause?: unknown };

/**
 * The class of a store error with one field: `field` holds the value it was made with, `text`
 * says it to a person; the table below names it.
 */
function oneFieldError<C extends EventStoreErrorCode, K extends string, V>(
  code: C,
  field: K,
  transient: boolean,
  text: (value: V) => Localized,
) {
  return class extends EventStoreError {
    readonly code: C = code;
    override readonly transient: boolean = transient;
    constructor(value: V, options?: ErrorOptions) {
      super(text(value), options);
      this.name = new.target.name;
      Object.defineProperty(this, field, { value, enumerable: true });
    }
  } as unknown as new (
    value: V,
    options?: ErrorOptions,
  ) => EventStoreError & { readonly code: C } & {
    readonly [P in K]: V;
  };
}

/**
 * The store errors with one field, one row each: the field that holds the value the error was made
 * with, whether retrying may help (`transient`), and what it says to a person.
 */
const oneFieldErrors = {
  /** Reading a stream that has no events; raised while iterating, like the EventStoreDB client. */
  StreamNotFoundError: oneFieldError('STREAM_NOT_FOUND', 'streamName', false, (stream: string) => ({
    es: `No existe el flujo ${stream}`,
    en: `Stream not found: ${stream}`,
  })),
  /** The stream was deleted (tombstoned) on the server: it can be neither read nor written. */
  StreamDeletedError: oneFieldError('STREAM_DELETED', 'streamName', false, (stream: string) => ({
    es: `El flujo ${stream} fue borrado`,
    en: `Stream ${stream} was deleted`,
  })),
  /** An event or stream name the store cannot accept (bad id, empty type, data that is not JSON). */
  InvalidEventError: oneFieldError('INVALID_EVENT', 'reason', false, (reason: Localized) => reason),
  /** The store cannot be reached (server down or restarting, network cut, call cancelled by the server). */
  StoreUnavailableError: oneFieldError('UNAVAILABLE', 'detail', true, (detail: string) => ({
    es: `No se puede acceder al almacén de eventos: ${detail}`,
    en: `The event store is unavailable: ${detail}`,
  })),
  /** The server is up but not ready to serve (starting, catching up, too busy). */
  StoreNotReadyError: oneFieldError('NOT_READY', 'detail', true, (detail: string) => ({
    es: `El almacén de eventos aún no está listo: ${detail}`,
    en: `The event store is not ready: ${detail}`,
  })),
  /** The node is a follower and the request needs the leader; the client reconnects to `leader`. */
  NotLeaderError: oneFieldError('NOT_LEADER', 'leader', true, (leader: string | null) => ({
    es: `El nodo no es el líder del clúster${leader ? `; el líder es ${leader}` : ''}`,
    en: `The node is not the cluster leader${leader ? `; the leader is ${leader}` : ''}`,
  })),
  /** The server refused the credentials or the operation for this user. */
  AccessDeniedError: oneFieldError('ACCESS_DENIED', 'detail', false, (detail: string) => ({
    es: `El almacén de eventos denegó el acceso: ${detail}`,
    en: `The event store denied access: ${detail}`,
  })),
  /** Any other failure of the store, with the original error as `cause`. */
  StoreFaultError: oneFieldError('STORE_FAULT', 'detail', true, (detail: string) => ({
    es: `Fallo del almacén de eventos: ${detail}`,
    en: `Event store failure: ${detail}`,
  })),
};
for (const [name, errorClass] of Object.entries(oneFieldErrors))
  Object.defineProperty(errorClass, 'name', { value: name });

export const {
  StreamNotFoundError,
  StreamDeletedError,
  InvalidEventError,
  StoreUnavailableError,
  StoreNotReadyError,
  NotLeaderError,
  AccessDeniedError,
  StoreFaultError,
} = oneFieldErrors;
type Instance<Name extends keyof typeof oneFieldErrors> = InstanceType<(typeof oneFieldErrors)[Name]>;
export type StreamNotFoundError = Instance<'StreamNotFoundError'>;
export type StreamDeletedError = Instance<'StreamDeletedError'>;
export type InvalidEventError = Instance<'InvalidEventError'>;
export type StoreUnavailableError = Instance<'StoreUnavailableError'>;
export type StoreNotReadyError = Instance<'StoreNotReadyError'>;
export type NotLeaderError = Instance<'NotLeaderError'>;
export type AccessDeniedError = Instance<'AccessDeniedError'>;
export type StoreFaultError = Instance<'StoreFaultError'>;

/** One append call larger than the server's MaxAppendSize (1 MiB by default). */
export class MaxAppendSizeExceededError extends EventStoreError {
  override readonly name = 'MaxAppendSizeExceededError';
  readonly code = 'MAX_APPEND_SIZE_EXCEEDED' as const;
  constructor(
    readonly size: number,
    readonly maxSize: number,
  ) {
    super({
      es: `La escritura ocupa ${size} bytes y supera el máximo de ${maxSize}`,
      en: `Append of ${size} bytes exceeds the maximum of ${maxSize}`,
    });
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

/**
 * The store did not answer in time. For an append the outcome is unknown: it may have been
 * written. Retrying with the same event ids is safe (the append is idempotent).
 */
export class DeadlineExceededError extends EventStoreError {
  override readonly name = 'DeadlineExceededError';
  readonly code = 'DEADLINE_EXCEEDED' as const;
  override readonly transient = true;
  constructor(
    readonly operation: string,
    readonly deadlineMs: number | null,
    options?: { cause?: unknown },
  ) {
    const limit = deadlineMs === null ? '' : ` (${deadlineMs} ms)`;
    super(
      {
        es: `El almacén de eventos no respondió a tiempo a ${operation}${limit}; si era una escritura, puede haberse guardado: reintente con los mismos ids`,
        en: `The event store did not answer ${operation} in time${limit}; if it was an append it may have been written: retry with the same ids`,
      },
      options,
    );
  }
}

/**
 * The data behind a connection is not the store it was opened on (its identity changed: the
 * server's volume was reset or replaced). Positions from before mean nothing in it.
 */
export class StoreChangedError extends EventStoreError {
  override readonly name = 'StoreChangedError';
  readonly code = 'STORE_CHANGED' as const;
  constructor(
    readonly previousId: string,
    readonly currentId: string,
  ) {
    super({
      es: `El almacén de eventos cambió (antes ${previousId}, ahora ${currentId}): sus posiciones anteriores no valen`,
      en: `The event store changed (was ${previousId}, now ${currentId}): earlier positions do not apply`,
    });
  }
}
