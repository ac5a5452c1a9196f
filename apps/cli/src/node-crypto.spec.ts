import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPortableSigner, portableHashes, portableSignatureVerifier } from '@cronica/replay';
import { nodeReplayHashes, nodeSignatureVerifier } from '@cronica/replay-signing';

const part = fc.oneof(fc.string({ unit: 'grapheme' }), fc.uint8Array({ maxLength: 64 }));

describe('Node’s native crypto for the verifier', () => {
  it('hashes exactly as the portable hashes do (SHA-256 and HMAC over 0x00-joined parts)', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 5 }), fc.uint8Array({ minLength: 32, maxLength: 32 }), (parts, key) => {
        expect(nodeReplayHashes.sha256Hex(parts)).toBe(portableHashes.sha256Hex(parts));
        expect(nodeReplayHashes.hmacHex(key, parts)).toBe(portableHashes.hmacHex(key, parts));
      }),
      { numRuns: 300 },
    );
  });

  it('accepts and refuses the same signatures as the portable verifier', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ maxLength: 100 }),
        fc.nat(95),
        (secret, message, flip) => {
          const signer = createPortableSigner(secret);
          const publicKey = Buffer.from(signer.publicKey, 'hex');
          const signature = signer.sign(message);
          expect(nodeSignatureVerifier(signature, message, publicKey)).toBe(true);
          const bytes = Uint8Array.from([...signature, ...publicKey]);
          bytes[flip] = bytes[flip]! ^ 0x40;
          const [sig, key] = [bytes.subarray(0, 64), bytes.subarray(64)];
          expect(nodeSignatureVerifier(sig, message, key)).toBe(portableSignatureVerifier(sig, message, key));
        },
      ),
      { numRuns: 100 },
    );
  });
});
