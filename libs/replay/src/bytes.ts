import canonicalize from 'canonicalize';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * RFC 8785 (JCS) text of a JSON value; values JSON cannot carry are a fault of the caller. Written
 * on JSON.stringify (whose number and string forms are RFC 8785's) rather than through the
 * `canonicalize` package, which gives the same text (a property test holds them equal) several
 * times slower: a verifier serializes every line of a replay.
 */
export function canonical(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return canonicalString(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('value has no canonical JSON form');
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      return canonicalObject(value);
    default:
      return viaLibrary(value);
  }
}

function viaLibrary(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value has no canonical JSON form');
  return text;
}

function canonicalObject(value: object): string {
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return viaLibrary(value);
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      if (i > 0) text += ',';
      text += item === undefined || typeof item === 'function' || typeof item === 'symbol' ? 'null' : canonical(item);
    }
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let text = '{';
  let first = true;
  for (const key of keys) {
    const member = record[key];
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    text += `${first ? '' : ','}${canonicalString(key)}:${canonical(member)}`;
    first = false;
  }
  return `${text}}`;
}

/**
 * The canonical text of each top-level member of an object, so one pass serves both the whole
 * line (checked against the file) and its hashed form (the same members minus a few). RFC 8785
 * orders members by the UTF-16 code units of their names, which is JavaScript's default sort.
 */
export function canonicalMembers(value: Record<string, unknown>): [string, string][] {
  return Object.keys(value)
    .filter((key) => value[key] !== undefined)
    .sort()
    .map((key) => [key, `${canonical(key)}:${canonical(value[key])}`]);
}

export function joinMembers(members: readonly [string, string][], without: ReadonlySet<string> = new Set()): string {
  return `{${members
    .filter(([key]) => !without.has(key))
    .map(([, text]) => text)
    .join(',')}}`;
}

export function sha256Hex(...parts: readonly (Uint8Array | string)[]): string {
  return bytesToHex(sha256(joinParts(parts)));
}

export function hmacHex(key: Uint8Array, ...parts: readonly (Uint8Array | string)[]): string {
  return bytesToHex(hmac(sha256, key, joinParts(parts)));
}

/**
 * The hashes a verifier computes over a whole file (line hashes, secret commitments, state
 * hashes), each over parts joined by a 0x00 byte, strings as UTF-8. The portable ones run
 * anywhere; Node callers may pass native ones (`@cronica/replay-signing`) where speed matters.
 */
export interface ReplayHashes {
  sha256Hex(parts: readonly (Uint8Array | string)[]): string;
  hmacHex(key: Uint8Array, parts: readonly (Uint8Array | string)[]): string;
}

export const portableHashes: ReplayHashes = {
  sha256Hex: (parts) => sha256Hex(...parts),
  hmacHex: (key, parts) => hmacHex(key, ...parts),
};

export function hmacBytes(key: Uint8Array, ...parts: readonly (Uint8Array | string)[]): Uint8Array {
  return hmac(sha256, key, joinParts(parts));
}

/** Parts separated by a 0x00 byte, strings as UTF-8 (domain labels and ids never contain NUL). */
function joinParts(parts: readonly (Uint8Array | string)[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  parts.forEach((part, index) => {
    if (index > 0) chunks.push(Uint8Array.of(0));
    chunks.push(typeof part === 'string' ? utf8ToBytes(part) : part);
  });
  return concatBytes(...chunks);
}

export const HEX_32 = /^[0-9a-f]{64}$/;

export function isHex(text: unknown, bytes?: number): text is string {
  if (typeof text !== 'string' || text.length % 2 !== 0 || !/^[0-9a-f]*$/.test(text)) return false;
  return bytes === undefined || text.length === bytes * 2;
}

export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}

export function fromHex(text: string): Uint8Array {
  return hexToBytes(text);
}

export function utf8(text: string): Uint8Array {
  return utf8ToBytes(text);
}

/** Structural equality of JSON values, as canonical JSON would compare them (key order never matters). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return typeof a === 'number' && typeof b === 'number' ? canonicalize(a) === canonicalize(b) : false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, index) => sameJson(item, (b as unknown[])[index]));
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return keysA.length === keysB.length && keysA.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Texts of objects already serialized, by identity: a fold shares every part an event left alone. */
export type CanonicalCache = WeakMap<object, string>;

const SURROGATE = /[\uD800-\uDFFF]/;

/** A string's JSON text; a lone surrogate has no canonical form (RFC 8785, section 3.2.2.2). */
function canonicalString(text: string): string {
  if (SURROGATE.test(text)) return viaLibrary(text);
  return JSON.stringify(text);
}

/**
 * RFC 8785 text of a value, as `canonical` gives it, remembering the text of every object it
 * serializes. A rules library's states share every part an event left unchanged (copy-on-write),
 * so hashing the state at each checkpoint of a fold serializes only what changed since the last.
 * The objects must not change after they are serialized (states are immutable).
 */
export function canonicalCached(value: unknown, cache: CanonicalCache): string {
  if (value === null || typeof value !== 'object') return canonical(value);
  const known = cache.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (Array.isArray(value)) {
    text = `[${value.map((item) => (item === undefined || typeof item === 'function' || typeof item === 'symbol' ? 'null' : canonicalCached(item, cache))).join(',')}]`;
  } else {
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return canonical(value);
    const record = value as Record<string, unknown>;
    const parts: string[] = [];
    for (const key of Object.keys(record).sort()) {
      const member = record[key];
      if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
      parts.push(`${canonicalString(key)}:${canonicalCached(member, cache)}`);
    }
    text = `{${parts.join(',')}}`;
  }
  cache.set(value, text);
  return text;
}
