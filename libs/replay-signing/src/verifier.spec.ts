import { ed25519 } from '@noble/curves/ed25519.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHash, createHmac } from 'node:crypto';
import { nodeReplayHashes, nodeSignatureVerifier } from './verifier.js';

const strictNoble = (signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array) => {
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false });
  } catch {
    return false;
  }
};

/** L as a little-endian 32-byte number, and a + b on such numbers (mod 2^256). */
const ORDER = Buffer.from('edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010', 'hex');
function addLE(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(32);
  let carry = 0;
  for (let i = 0; i < 32; i += 1) {
    const sum = a[i]! + b[i]! + carry;
    out[i] = sum & 0xff;
    carry = sum >> 8;
  }
  return out;
}

describe('nodeSignatureVerifier', () => {
  it('agrees with the strict portable verifier on valid and tampered signatures', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ maxLength: 200 }),
        fc.nat(63),
        (secret, message, flip) => {
          const publicKey = ed25519.getPublicKey(secret);
          const signature = ed25519.sign(message, secret);
          expect(nodeSignatureVerifier(signature, message, publicKey)).toBe(true);
          const tampered = Uint8Array.from(signature);
          tampered[flip] = tampered[flip]! ^ 1;
          expect(nodeSignatureVerifier(tampered, message, publicKey)).toBe(strictNoble(tampered, message, publicKey));
          expect(nodeSignatureVerifier(tampered, message, publicKey)).toBe(false);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses the malleable form S + L, as the strict portable verifier does', () => {
    const secret = new Uint8Array(32).fill(9);
    const message = new TextEncoder().encode('cronica');
    const publicKey = ed25519.getPublicKey(secret);
    const signature = ed25519.sign(message, secret);
    const malleable = new Uint8Array(64);
    malleable.set(signature.subarray(0, 32));
    malleable.set(addLE(signature.subarray(32), ORDER), 32);
    expect(strictNoble(malleable, message, publicKey)).toBe(false);
    expect(nodeSignatureVerifier(malleable, message, publicKey)).toBe(false);
  });

  it('refuses a non-canonical public key encoding and wrong lengths', () => {
    const message = new Uint8Array([1]);
    const nonCanonical = new Uint8Array(32).fill(0xff);
    nonCanonical[31] = 0x7f;
    expect(nodeSignatureVerifier(new Uint8Array(64), message, nonCanonical)).toBe(false);
    expect(nodeSignatureVerifier(new Uint8Array(63), message, new Uint8Array(32))).toBe(false);
  });
});

/** The format's definition, fed part by part: each part (strings as UTF-8) after a 0x00 byte but the first. */
function referenceDigest(
  digest: ReturnType<typeof createHash> | ReturnType<typeof createHmac>,
  parts: readonly (Uint8Array | string)[],
): string {
  parts.forEach((part, index) => {
    if (index > 0) digest.update(Uint8Array.of(0));
    digest.update(typeof part === 'string' ? new TextEncoder().encode(part) : part);
  });
  return digest.digest('hex');
}

describe('nodeReplayHashes', () => {
  it('hashes parts joined by a 0x00 byte, strings as UTF-8 (a lone surrogate as U+FFFD), whatever the mix of strings and bytes', () => {
    const part = fc.oneof(fc.string({ unit: 'binary' }), fc.uint8Array({ maxLength: 40 }));
    fc.assert(
      fc.property(fc.array(part, { maxLength: 5 }), fc.uint8Array({ minLength: 1, maxLength: 64 }), (parts, key) => {
        expect(nodeReplayHashes.sha256Hex(parts)).toBe(referenceDigest(createHash('sha256'), parts));
        expect(nodeReplayHashes.hmacHex(key, parts)).toBe(referenceDigest(createHmac('sha256', key), parts));
      }),
      { numRuns: 300 },
    );
  });
});
