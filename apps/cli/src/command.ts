import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Lang } from '@cronica/util';

/** Exit codes shared by every command. */
export const EXIT_OK = 0;
export const EXIT_NEGATIVE = 1;
export const EXIT_USAGE = 2;

/** Bad usage or unreadable input: exit code 2 with a message. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface CliIO {
  out(text: string): void;
  err(text: string): void;
}

export interface CliCommand {
  /** Words that select the command, e.g. ['deck', 'validate']. */
  readonly path: readonly string[];
  readonly summary: string;
  readonly usage: string;
  run(argv: readonly string[], io: CliIO): Promise<number>;
}

export type ParsedOptions = ParseArgsConfig['options'];

/** Flags that take a value (`--game blades-of-ash`), as parseOptions declares them. */
export function valueFlags<const Name extends string>(...names: Name[]): Record<Name, { type: 'string' }> {
  return flagsOf(names, 'string');
}

/** Flags that stand alone (`--one`), as parseOptions declares them. */
export function switchFlags<const Name extends string>(...names: Name[]): Record<Name, { type: 'boolean' }> {
  return flagsOf(names, 'boolean');
}

function flagsOf<Name extends string, Type extends 'string' | 'boolean'>(
  names: readonly Name[],
  type: Type,
): Record<Name, { type: Type }> {
  return Object.fromEntries(names.map((name) => [name, { type }])) as Record<Name, { type: Type }>;
}

/** node:util parseArgs with strict checking; unknown flags become a UsageError. */
export function parseOptions<T extends NonNullable<ParsedOptions>>(argv: readonly string[], options: T) {
  try {
    return parseArgs({
      args: [...argv],
      options: { ...options, json: { type: 'boolean' } },
      allowPositionals: false,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function requireOption(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') throw new UsageError(`missing --${flag}`);
  return value;
}

export function positiveInt(value: string | undefined, flag: string, fallback?: number): number {
  if (value === undefined) {
    if (fallback !== undefined) return fallback;
    throw new UsageError(`missing --${flag}`);
  }
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new UsageError(`--${flag} must be a positive integer`);
  return parsed;
}

/** A whole number, 0 or more (`--warm-up 0`: none). */
export function wholeNumber(value: string, flag: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new UsageError(`--${flag} debe ser un número entero, 0 o más / must be a whole number, 0 or more`);
  return parsed;
}

/** `--lang es|en`: the language a command prints in; Spanish when not given. */
export function langOption(value: string | undefined): Lang {
  if (value === undefined || value === 'es' || value === 'en') return value ?? 'es';
  throw new UsageError('--lang debe ser es o en / must be es or en');
}

export function printJson(io: CliIO, value: unknown): void {
  io.out(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2));
}
