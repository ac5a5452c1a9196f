import { InvalidEventError, MaxAppendSizeExceededError } from './errors.js';
import { MAX_APPEND_SIZE, type EventData } from './types.js';

/** An event checked and serialised once, ready to be written by either adapter. */
export interface PreparedEvent {
  readonly id: string;
  readonly type: string;
  /** JSON text of `data`. */
  readonly data: string;
  /** JSON text of `metadata`, or null when the event has none. */
  readonly metadata: string | null;
}

export interface PreparedAppend {
  readonly events: readonly PreparedEvent[];
  /**
   * Bytes counted against MAX_APPEND_SIZE as the server counts them (see serverSize): exact
   * whenever it matters, an upper bound for appends far below the limit.
   */
  readonly size: number;
}

// EventStoreDB takes event ids as UUIDs (any version); the client refuses anything else.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

function invalid(es: string, en: string): InvalidEventError {
  return new InvalidEventError({ es, en });
}

/**
 * Streams and event types starting with `$` belong to the server (`$all`, `$settings`, `$$`
 * metadata, `$stats-…`, `$metadata`, `$>` links): writing one would change server settings or
 * be skipped by every reader, so both adapters refuse them.
 */
export function checkStreamName(stream: string): void {
  if (typeof stream !== 'string' || stream.length === 0) {
    throw invalid('El nombre del flujo no puede estar vacío', 'The stream name must not be empty');
  }
  if (stream.startsWith('$')) {
    throw invalid(
      `El flujo ${stream} empieza por $: esos nombres son del servidor`,
      `Stream ${stream} starts with $: such names belong to the server`,
    );
  }
}

function toJson(value: unknown, what: 'data' | 'metadata', id: string): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (typeof text !== 'string') {
    throw invalid(`El campo ${what} del evento ${id} no es JSON`, `The ${what} of event ${id} is not JSON`);
  }
  return text;
}

function prepareOne(event: EventData): PreparedEvent {
  if (typeof event?.id !== 'string' || !UUID.test(event.id)) {
    throw invalid(`El id de evento ${String(event?.id)} no es un UUID`, `Event id ${String(event?.id)} is not a UUID`);
  }
  if (event.id === NIL_UUID) {
    // The server refuses Guid.Empty ("Empty eventId provided"), and it could never be an idempotency key.
    throw invalid(`El id de evento ${event.id} es el UUID nulo`, `Event id ${event.id} is the nil UUID`);
  }
  if (typeof event.type !== 'string' || event.type.length === 0) {
    throw invalid(`El evento ${event.id} no tiene tipo`, `Event ${event.id} has no type`);
  }
  if (event.type.startsWith('$')) {
    throw invalid(
      `El tipo ${event.type} del evento ${event.id} empieza por $: esos tipos son del servidor`,
      `Event type ${event.type} of ${event.id} starts with $: such types belong to the server`,
    );
  }
  const metadata =
    event.metadata === undefined || event.metadata === null ? null : toJson(event.metadata, 'metadata', event.id);
  return { id: event.id.toLowerCase(), type: event.type, data: toJson(event.data, 'data', event.id), metadata };
}

/** Validates and serialises one append; refuses it whole when it is larger than the server accepts. */
export function prepareAppend(events: EventData | readonly EventData[]): PreparedAppend {
  const list: readonly EventData[] = Array.isArray(events) ? events : [events as EventData];
  const prepared: PreparedEvent[] = new Array(list.length);
  let bound = 0;
  for (let i = 0; i < list.length; i++) {
    const event = prepareOne(list[i]!);
    prepared[i] = event;
    bound += event.type.length * 2 + 3 * (event.data.length + (event.metadata === null ? 0 : event.metadata.length));
  }
  // A UTF-16 code unit takes at most 3 bytes in UTF-8: most appends are sized without encoding.
  const size = bound <= MAX_APPEND_SIZE ? bound : serverSize(prepared);
  if (size > MAX_APPEND_SIZE) throw new MaxAppendSizeExceededError(size, MAX_APPEND_SIZE);
  return { events: prepared, size };
}

/**
 * The size the server counts against MaxAppendSize, summed over the batch: data and metadata in
 * UTF-8 bytes plus the event type at two bytes per UTF-16 code unit (`Event.SizeOnDisk` in
 * KurrentDB; servers up to 24.10 counted only the data, so this never lets through what they refuse).
 */
export function serverSize(events: readonly PreparedEvent[]): number {
  let size = 0;
  for (const event of events) {
    size +=
      event.type.length * 2 +
      Buffer.byteLength(event.data) +
      (event.metadata === null ? 0 : Buffer.byteLength(event.metadata));
  }
  return size;
}
