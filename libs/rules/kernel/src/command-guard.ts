import type { Seat } from './decider.js';

/**
 * A command's shape checked by a small table rather than a zod schema: `decide` runs the guard on
 * every command (bots and benchmarks included), where building zod results would cost. A game keeps
 * its zod schema for commands arriving as JSON; both describe the same shapes.
 */

/** Whether one field of a command's data holds a value of the right kind. */
export type FieldCheck = (value: unknown) => boolean;

/** Each command type's fields (beside `seat`) and their checks. */
export type CommandShapes<Type extends string> = Readonly<Record<Type, Readonly<Record<string, FieldCheck>>>>;

export const isIntIn =
  (min: number, max: number): FieldCheck =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
/** A card or ability id: a non-empty string of at most 100 characters. */
export const isId: FieldCheck = (v) => typeof v === 'string' && v.length > 0 && v.length <= 100;
/** A list of at most `max` values, each passing `check`. */
export const isListOf =
  (check: FieldCheck, max = 20): FieldCheck =>
  (v) =>
    Array.isArray(v) && v.length <= max && v.every((item) => check(item));
/** Up to 20 ids. */
export const isIds = isListOf(isId);
export const isOneOf =
  (values: readonly string[]): FieldCheck =>
  (v) =>
    typeof v === 'string' && values.includes(v);
/** The field may be absent; when present it passes `check`. */
export const optionalField =
  (check: FieldCheck): FieldCheck =>
  (v) =>
    v === undefined || check(v);

export interface CommandGuardOptions {
  /** The seats a command may be sent for. */
  readonly seats: readonly Seat[];
  /** Refuse data fields its type's shape does not list. */
  readonly onlyListedFields: boolean;
}

/** A guard for commands of the given types: an object `{ type, data }` whose data has an allowed seat and well-typed fields. */
export function commandGuard<Command extends { readonly type: string }>(
  shapes: CommandShapes<Command['type']>,
  { seats, onlyListedFields }: CommandGuardOptions,
): (value: unknown) => value is Command {
  // The shapes as lists, checked in order without walking object keys on every command.
  const fields: Readonly<Record<string, readonly (readonly [string, FieldCheck])[]>> = Object.fromEntries(
    Object.entries<Readonly<Record<string, FieldCheck>>>(shapes).map(([type, shape]) => [type, Object.entries(shape)]),
  );
  const unlisted = (type: string, data: object): boolean =>
    Object.keys(data).some((key) => key !== 'seat' && !fields[type]!.some(([listed]) => listed === key));
  return (value: unknown): value is Command => {
    if (typeof value !== 'object' || value === null) return false;
    const { type, data } = value as { type?: unknown; data?: unknown };
    if (typeof type !== 'string' || !Object.hasOwn(shapes, type)) return false;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
    const given = data as Record<string, unknown>;
    if (!seats.includes(given.seat as Seat)) return false;
    if (onlyListedFields && unlisted(type, given)) return false;
    return fields[type]!.every(([key, check]) => check(given[key]));
  };
}
