import { eventLineSchema, type EventLine } from '../format.js';
import { isRecord } from '@cronica/util';

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
  if (
    typeof line.type !== 'string' ||
    line.type.length === 0 ||
    !Object.hasOwn(line, 'data') ||
    !Array.isArray(line.random)
  )
    return undefined;
  if (!isHex32(line.prev) || !isHex32(line.hash)) return undefined;
  if (line.reveals !== undefined && !(Array.isArray(line.reveals) && line.reveals.every(isReveal))) return undefined;
  return value as unknown as EventLine;
}

/** The members an event line may have: the schema's own. */
const EVENT_MEMBERS: ReadonlySet<string> = new Set(Object.keys(eventLineSchema.shape));
const REVEAL_MEMBERS: ReadonlySet<string> = new Set(['path', 'value', 'salt']);
const LOWER_HEX = Uint8Array.from({ length: 128 }, (_, code) => (/[0-9a-f]/.test(String.fromCharCode(code)) ? 1 : 0));

/** What `z.number().int().min(least)` accepts: a safe integer from `least` on. */
function isInteger(value: unknown, least: number): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= least;
}

/** What `hex(32)` accepts (`^[0-9a-f]{64}$`), by a table lookup per character: twice as fast as the regular expression. */
function isHex32(value: unknown): boolean {
  if (typeof value !== 'string' || value.length !== 64) return false;
  for (let i = 0; i < 64; i += 1) if (LOWER_HEX[value.charCodeAt(i)] !== 1) return false;
  return true;
}

function isReveal(value: unknown): boolean {
  if (!isRecord(value)) return false;
  for (const key in value) if (!REVEAL_MEMBERS.has(key)) return false;
  if (!Object.hasOwn(value, 'value') || !isHex32(value.salt) || !Array.isArray(value.path)) return false;
  return value.path.every((step) => typeof step === 'string' || isInteger(step, 0));
}
