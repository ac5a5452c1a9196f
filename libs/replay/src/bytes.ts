import canonicalize from 'canonicalize';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export { canonical, canonicalCached, canonicalWithout, type CanonicalCache } from './canonical.js';

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

/**
 * Structural equality of JSON values, as canonical JSON would compare them (key order never
 * matters). The verifier compares every re-decided event with its line, so this walks both
 * values without building key lists.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return typeof a === 'number' && typeof b === 'number' ? canonicalize(a) === canonicalize(b) : false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return sameItems(a, b as unknown[]);
  return sameMembers(a as Record<string, unknown>, b as Record<string, unknown>);
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (!sameJson(a[i], b[i])) return false;
  return true;
}

/** Members holding `undefined` have no JSON form: they count as absent on either side. */
function sameMembers(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let defined = 0;
  for (const key in a) {
    if (!Object.hasOwn(a, key) || a[key] === undefined) continue;
    if (!Object.hasOwn(b, key) || !sameJson(a[key], b[key])) return false;
    defined += 1;
  }
  for (const key in b) if (Object.hasOwn(b, key) && b[key] !== undefined) defined -= 1;
  return defined === 0;
}
