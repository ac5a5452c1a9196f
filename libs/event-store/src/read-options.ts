import { InvalidEventError } from './errors.js';
import type { Direction, ExpectedRevision, ReadAllOptions, ReadStreamOptions } from './types.js';

/** Read options with the defaults of this interface applied and checked. */
export interface ResolvedRead<From> {
  readonly direction: Direction;
  readonly from: From;
  /** Infinity when the caller set no limit. */
  readonly maxCount: number;
}

function badOption(es: string, en: string): InvalidEventError {
  return new InvalidEventError({ es, en });
}

function checkDirection(direction: unknown): Direction {
  if (direction === undefined || direction === 'forwards') return 'forwards';
  if (direction === 'backwards') return 'backwards';
  throw badOption(
    `Dirección de lectura desconocida: ${String(direction)}`,
    `Unknown read direction: ${String(direction)}`,
  );
}

function checkMaxCount(maxCount: unknown): number {
  if (maxCount === undefined) return Number.POSITIVE_INFINITY;
  if (typeof maxCount !== 'number' || !Number.isInteger(maxCount) || maxCount < 0) {
    throw badOption('maxCount debe ser un entero no negativo', 'maxCount must be a non-negative integer');
  }
  return maxCount;
}

function checkFrom(from: unknown, what: string): 'start' | 'end' | bigint {
  if (from === 'start' || from === 'end') return from;
  if (typeof from === 'bigint' && from >= 0n) return from;
  throw badOption(
    `${what} debe ser 'start', 'end' o un bigint no negativo`,
    `${what} must be 'start', 'end' or a non-negative bigint`,
  );
}

/** Checks direction, then the starting point (defaulting to the end the direction reads from), then maxCount. */
function resolveRead(
  options: { readonly direction?: Direction; readonly maxCount?: number },
  from: unknown,
  what: string,
): ResolvedRead<'start' | 'end' | bigint> {
  const direction = checkDirection(options.direction);
  const resolvedFrom = from === undefined ? (direction === 'forwards' ? 'start' : 'end') : checkFrom(from, what);
  return { direction, from: resolvedFrom, maxCount: checkMaxCount(options.maxCount) };
}

export function resolveStreamRead(options: ReadStreamOptions = {}): ResolvedRead<'start' | 'end' | bigint> {
  return resolveRead(options, options.fromRevision, 'fromRevision');
}

export function resolveAllRead(options: ReadAllOptions = {}): ResolvedRead<'start' | 'end' | bigint> {
  return resolveRead(options, options.fromPosition, 'fromPosition');
}

/** A subscription checkpoint: 'start' or a non-negative bigint. */
export function checkCheckpoint(value: unknown, what: string): 'start' | bigint {
  if (value === undefined || value === 'start') return 'start';
  if (typeof value === 'bigint' && value >= 0n) return value;
  throw badOption(
    `${what} debe ser 'start' o un bigint no negativo`,
    `${what} must be 'start' or a non-negative bigint`,
  );
}

export function checkExpectedRevision(value: unknown): ExpectedRevision {
  if (value === undefined) return 'any';
  if (value === 'any' || value === 'no_stream' || value === 'stream_exists') return value;
  if (typeof value === 'bigint' && value >= 0n) return value;
  throw badOption(
    `expectedRevision debe ser 'any', 'no_stream', 'stream_exists' o un bigint no negativo`,
    `expectedRevision must be 'any', 'no_stream', 'stream_exists' or a non-negative bigint`,
  );
}
