import type { EventLine } from '../format.js';

/**
 * The event line `value` is, when it is one exactly as `eventLineSchema` (format.ts) describes it,
 * else undefined (then the schema reads it, and names what is wrong). Event lines are nearly all
 * of a replay, and checking their few members directly costs a fraction of a schema parse, which
 * also copies every object it reads. It accepts nothing the schema refuses (a property test holds
 * them to the same verdict on event lines and their mutations); `value` comes from JSON.parse.
 */
export function asEventLine(value: unknown): EventLine | undefined {
  if (!isRecord(value)) return undefined;
  for (const key in value) if (!EVENT_MEMBERS.has(key)) return undefined;
  const line = value as Partial<Record<string, unknown>>;
  if (line.kind !== 'event' || !isInteger(line.seq, 1) || !isInteger(line.actor, -1)) return undefined;
  if (typeof line.type !== 'string' || line.type.length === 0 || !Object.hasOwn(line, 'data') || !Array.isArray(line.random)) return undefined;
  if (!isHex32(line.prev) || !isHex32(line.hash)) return undefined;
  if (line.reveals !== undefined && !(Array.isArray(line.reveals) && line.reveals.every(isReveal))) return undefined;
  return value as unknown as EventLine;
}

const EVENT_MEMBERS: ReadonlySet<string> = new Set(['kind', 'seq', 'type', 'actor', 'decision', 'data', 'random', 'prev', 'hash', 'reveals']);
const REVEAL_MEMBERS: ReadonlySet<string> = new Set(['path', 'value', 'salt']);
const HEX_32 = /^[0-9a-f]{64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What `z.number().int().min(least)` accepts: a safe integer from `least` on. */
function isInteger(value: unknown, least: number): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= least;
}

function isHex32(value: unknown): boolean {
  return typeof value === 'string' && HEX_32.test(value);
}

function isReveal(value: unknown): boolean {
  if (!isRecord(value)) return false;
  for (const key in value) if (!REVEAL_MEMBERS.has(key)) return false;
  if (!Object.hasOwn(value, 'value') || !isHex32(value.salt) || !Array.isArray(value.path)) return false;
  return value.path.every((step) => typeof step === 'string' || isInteger(step, 0));
}
