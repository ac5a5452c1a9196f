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

type ErrorOptions = { cause?: unknown };

/** The fields `names` hold, read off the values `text` is given: `['size', 'maxSize']` and `(number, number)`. */
type Fields<K extends readonly string[], V extends readonly unknown[]> = {
  readonly [I in keyof K as I extends `${number}` ? K[I] & string : never]: I extends keyof V ? V[I] : never;
};

/**
 * The class of one store error: each of `names` holds the value in its place that the error was made
 * with (a last argument may give the `cause`), and `text` says it to a person. Every store error
 * below extends one: its code, its fields, whether retrying may help (`transient`) and its text.
 */
function storeError<C extends EventStoreErrorCode, const K extends readonly string[], V extends unknown[]>(
  code: C,
  names: K,
  transient: boolean,
  text: (...values: V) => Localized,
) {
  return class extends EventStoreError {
    readonly code: C = code;
    override readonly transient: boolean = transient;
    constructor(...args: unknown[]) {
      const values = args.slice(0, names.length) as V;
      super(text(...values), args[names.length] as ErrorOptions | undefined);
      this.name = new.target.name;
      names.forEach((name, at) => Object.defineProperty(this, name, { value: values[at], enumerable: true }));
    }
  } as unknown as new (
    ...args: [...V, options?: ErrorOptions]
  ) => EventStoreError & { readonly code: C } & Fields<K, V>;
}

/** The stream was not at the revision the writer expected (EventStoreDB's WrongExpectedVersion). */
export class WrongExpectedVersionError extends storeError(
  'WRONG_EXPECTED_VERSION',
  ['streamName', 'expectedVersion', 'actualVersion'],
  false,
  /** `actual` is the stream's current revision, or 'no_stream' when it does not exist. */
  (stream: string, expected: ExpectedRevision, actual: bigint | 'no_stream') => ({
    es: `Versión esperada incorrecta en ${stream}: se esperaba ${String(expected)}, la actual es ${String(actual)}`,
    en: `Wrong expected version on ${stream}: expected ${String(expected)}, actual ${String(actual)}`,
  }),
) {}

/** Reading a stream that has no events; raised while iterating, like the EventStoreDB client. */
export class StreamNotFoundError extends storeError('STREAM_NOT_FOUND', ['streamName'], false, (stream: string) => ({
  es: `No existe el flujo ${stream}`,
  en: `Stream not found: ${stream}`,
})) {}

/** The stream was deleted (tombstoned) on the server: it can be neither read nor written. */
export class StreamDeletedError extends storeError('STREAM_DELETED', ['streamName'], false, (stream: string) => ({
  es: `El flujo ${stream} fue borrado`,
  en: `Stream ${stream} was deleted`,
})) {}

/** One append call larger than the server's MaxAppendSize (1 MiB by default). */
export class MaxAppendSizeExceededError extends storeError(
  'MAX_APPEND_SIZE_EXCEEDED',
  ['size', 'maxSize'],
  false,
  (size: number, maxSize: number) => ({
    es: `La escritura ocupa ${size} bytes y supera el máximo de ${maxSize}`,
    en: `Append of ${size} bytes exceeds the maximum of ${maxSize}`,
  }),
) {}

/** An event or stream name the store cannot accept (bad id, empty type, data that is not JSON). */
export class InvalidEventError extends storeError('INVALID_EVENT', ['reason'], false, (reason: Localized) => reason) {}

/** An operation on a store that was already closed. */
export class StoreClosedError extends storeError('STORE_CLOSED', [], false, () => ({
  es: 'El almacén de eventos está cerrado',
  en: 'The event store is closed',
})) {}

/**
 * The store did not answer in time. For an append the outcome is unknown: it may have been
 * written. Retrying with the same event ids is safe (the append is idempotent).
 */
export class DeadlineExceededError extends storeError(
  'DEADLINE_EXCEEDED',
  ['operation', 'deadlineMs'],
  true,
  (operation: string, deadlineMs: number | null) => {
    const limit = deadlineMs === null ? '' : ` (${deadlineMs} ms)`;
    return {
      es: `El almacén de eventos no respondió a tiempo a ${operation}${limit}; si era una escritura, puede haberse guardado: reintente con los mismos ids`,
      en: `The event store did not answer ${operation} in time${limit}; if it was an append it may have been written: retry with the same ids`,
    };
  },
) {}

/** The store cannot be reached (server down or restarting, network cut, call cancelled by the server). */
export class StoreUnavailableError extends storeError('UNAVAILABLE', ['detail'], true, (detail: string) => ({
  es: `No se puede acceder al almacén de eventos: ${detail}`,
  en: `The event store is unavailable: ${detail}`,
})) {}

/** The server is up but not ready to serve (starting, catching up, too busy). */
export class StoreNotReadyError extends storeError('NOT_READY', ['detail'], true, (detail: string) => ({
  es: `El almacén de eventos aún no está listo: ${detail}`,
  en: `The event store is not ready: ${detail}`,
})) {}

/** The node is a follower and the request needs the leader; the client reconnects to `leader`. */
export class NotLeaderError extends storeError('NOT_LEADER', ['leader'], true, (leader: string | null) => ({
  es: `El nodo no es el líder del clúster${leader ? `; el líder es ${leader}` : ''}`,
  en: `The node is not the cluster leader${leader ? `; the leader is ${leader}` : ''}`,
})) {}

/** The server refused the credentials or the operation for this user. */
export class AccessDeniedError extends storeError('ACCESS_DENIED', ['detail'], false, (detail: string) => ({
  es: `El almacén de eventos denegó el acceso: ${detail}`,
  en: `The event store denied access: ${detail}`,
})) {}

/**
 * The data behind a connection is not the store it was opened on (its identity changed: the
 * server's volume was reset or replaced). Positions from before mean nothing in it.
 */
export class StoreChangedError extends storeError(
  'STORE_CHANGED',
  ['previousId', 'currentId'],
  false,
  (previousId: string, currentId: string) => ({
    es: `El almacén de eventos cambió (antes ${previousId}, ahora ${currentId}): sus posiciones anteriores no valen`,
    en: `The event store changed (was ${previousId}, now ${currentId}): earlier positions do not apply`,
  }),
) {}

/** Any other failure of the store, with the original error as `cause`. */
export class StoreFaultError extends storeError('STORE_FAULT', ['detail'], true, (detail: string) => ({
  es: `Fallo del almacén de eventos: ${detail}`,
  en: `Event store failure: ${detail}`,
})) {}
