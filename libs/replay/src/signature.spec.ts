import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from './bytes.js';
import { REPLAY_FORMAT, REPLAY_VERSION, type SignedHead } from './format.js';
import { createPortableSigner, keyIdOf, signedMessage, verifyHead } from './signature.js';
import { RFC8032_PUBLIC, RFC8032_SECRET } from './testing/fixtures.js';

const head: SignedHead = {
  format: REPLAY_FORMAT,
  version: REPLAY_VERSION,
  kind: 'seal',
  match: 'm',
  seq: 3,
  head: 'aa'.repeat(32),
  stateHash: 'bb'.repeat(32),
  result: null,
};

describe('Ed25519 seal signatures', () => {
  it('matches RFC 8032, section 7.1, test 1 (the empty message)', () => {
    const signer = createPortableSigner(RFC8032_SECRET);
    expect(signer.publicKey).toBe(RFC8032_PUBLIC);
    expect(toHex(signer.sign(new Uint8Array()))).toBe(
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
    );
  });

  it('names a key by the SHA-256 of its raw bytes (the same id @cronica/replay-signing gives)', () => {
    expect(keyIdOf(RFC8032_PUBLIC)).toBe('ed25519:21fe31dfa154a261');
  });

  it('verifies a signed head, and refuses it once any field or the key changes', () => {
    const signer = createPortableSigner(RFC8032_SECRET);
    const signature = toHex(signer.sign(signedMessage(head)));
    expect(verifyHead(RFC8032_PUBLIC, head, signature)).toBe(true);
    expect(verifyHead(RFC8032_PUBLIC, { ...head, seq: 4 }, signature)).toBe(false);
    expect(verifyHead(RFC8032_PUBLIC, { ...head, result: { outcome: 'draw', reason: 'x' } }, signature)).toBe(false);
    expect(verifyHead(createPortableSigner(fromHex('11'.repeat(32))).publicKey, head, signature)).toBe(false);
    expect(verifyHead(RFC8032_PUBLIC, head, 'zz')).toBe(false);
  });
});
