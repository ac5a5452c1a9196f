import { createHmac, createPublicKey, hash, verify as nodeVerify, type KeyObject } from 'node:crypto';

/** DER prefix of an SPKI Ed25519 public key (RFC 8410, section 4) before the 32 raw bytes. */
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The group order L = 2^252 + 27742317777372353535851937790883648493, little-endian. */
const ORDER_LE = Buffer.from('edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010', 'hex');
/** The field prime p = 2^255 − 19, little-endian. */
const PRIME_LE = Buffer.from('edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', 'hex');

/** Whether a 32-byte little-endian number is below `bound`. */
function below(value: Uint8Array, bound: Uint8Array): boolean {
  for (let i = 31; i >= 0; i -= 1) {
    if (value[i]! !== bound[i]!) return value[i]! < bound[i]!;
  }
  return false;
}

/** A point encoding whose y (the low 255 bits) is below p: the only encoding RFC 8032 accepts. */
function canonicalPoint(encoded: Uint8Array): boolean {
  const y = Buffer.from(encoded);
  y[31] = y[31]! & 0x7f;
  return below(y, PRIME_LE);
}

const keys = new Map<string, KeyObject>();

function keyOf(publicKey: Uint8Array): KeyObject {
  const hex = Buffer.from(publicKey).toString('hex');
  let key = keys.get(hex);
  if (key === undefined) {
    key = createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, publicKey]), format: 'der', type: 'spki' });
    if (keys.size > 64) keys.clear();
    keys.set(hex, key);
  }
  return key;
}

/**
 * Ed25519 verification on Node's built-in crypto, as strict as the portable verifier of
 * `@cronica/replay` (RFC 8032 without ZIP-215 leniency): S must be below the group order and both
 * point encodings canonical, so a replay has exactly one valid signature form whichever verifier
 * checks it. Some twenty times faster than the portable one, which is what `bench replay` and the
 * CLI's `replay verify` use in Node.
 */
export function nodeSignatureVerifier(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  if (!below(signature.subarray(32), ORDER_LE)) return false;
  if (!canonicalPoint(signature.subarray(0, 32)) || !canonicalPoint(publicKey)) return false;
  try {
    return nodeVerify(null, message, keyOf(publicKey), signature);
  } catch {
    return false;
  }
}

/** HMAC parts fed one by one, with no copy (a state hash's text is some 30 KB). */
function hmacOf(key: Uint8Array, parts: readonly (Uint8Array | string)[]): string {
  const digest = createHmac('sha256', key);
  parts.forEach((part, index) => {
    if (index > 0) digest.update(ZERO);
    digest.update(part);
  });
  return digest.digest('hex');
}

/**
 * A verifier hashes every line of a replay and opens some 300 salted commitments, each a short
 * message: one call per message (no hash object), the parts joined into one buffer first.
 */
function sha256Of(parts: readonly (Uint8Array | string)[]): string {
  if (parts.length === 1 && typeof parts[0] === 'string') return hash('sha256', parts[0], 'hex');
  const chunks: Uint8Array[] = [];
  parts.forEach((part, index) => {
    if (index > 0) chunks.push(ZERO);
    chunks.push(typeof part === 'string' ? Buffer.from(part) : part);
  });
  return hash('sha256', Buffer.concat(chunks), 'hex');
}

const ZERO = Buffer.of(0);

/**
 * SHA-256 and HMAC-SHA256 on Node's built-in crypto, the same bytes as the portable hashes of
 * `@cronica/replay` (parts joined by a 0x00 byte, strings as UTF-8), for verifying in Node.
 */
export const nodeReplayHashes = {
  sha256Hex: sha256Of,
  hmacHex: hmacOf,
};
