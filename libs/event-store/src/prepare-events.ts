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
   * Bytes counted against MAX_APPEND_SIZE: type + data + metadata in UTF-8, as the server counts
   * them (exact whenever it matters; a lower bound for appends far below the limit).
   */
  readonly size: number;
}

// EventStoreDB takes event ids as UUIDs (any version); the client refuses anything else.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function invalid(es: string, en: string): InvalidEventError {
  return new InvalidEventError({ es, en });
}

export function checkStreamName(stream: string): void {
  if (typeof stream !== 'string' || stream.length === 0) {
    throw invalid('El nombre del flujo no puede estar vacío', 'The stream name must not be empty');
  }
  if (stream === '$all') {
    throw invalid('No se puede escribir en $all', 'Cannot write to $all');
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
  if (typeof event.type !== 'string' || event.type.length === 0) {
    throw invalid(`El evento ${event.id} no tiene tipo`, `Event ${event.id} has no type`);
  }
  const metadata = event.metadata === undefined || event.metadata === null ? null : toJson(event.metadata, 'metadata', event.id);
  return { id: event.id.toLowerCase(), type: event.type, data: toJson(event.data, 'data', event.id), metadata };
}

/** Validates and serialises one append; refuses it whole when it is larger than the server accepts. */
export function prepareAppend(events: EventData | readonly EventData[]): PreparedAppend {
  const list: readonly EventData[] = Array.isArray(events) ? events : [events as EventData];
  const prepared: PreparedEvent[] = new Array(list.length);
  let chars = 0;
  for (let i = 0; i < list.length; i++) {
    const event = prepareOne(list[i]!);
    prepared[i] = event;
    chars += event.type.length + event.data.length + (event.metadata === null ? 0 : event.metadata.length);
  }
  // A UTF-16 code unit takes at most 3 bytes in UTF-8: most appends are sized without encoding.
  const size = chars * 3 <= MAX_APPEND_SIZE ? chars : utf8Size(prepared);
  if (size > MAX_APPEND_SIZE) throw new MaxAppendSizeExceededError(size, MAX_APPEND_SIZE);
  return { events: prepared, size };
}

function utf8Size(events: readonly PreparedEvent[]): number {
  let size = 0;
  for (const event of events) {
    size += Buffer.byteLength(event.type) + Buffer.byteLength(event.data) + (event.metadata === null ? 0 : Buffer.byteLength(event.metadata));
  }
  return size;
}
