import { createHash, createPrivateKey, createPublicKey, sign as nodeSign, type KeyObject } from 'node:crypto';
import { localized, type Localized } from '@cronica/util';

/**
 * The server's Ed25519 replay signer on Node's built-in crypto (no
 * native dependency on the server). It has the same shape as `ReplaySigner` in `@cronica/replay`
 * (`keyId`, `publicKey` as hex, `sign(message) → signature bytes`), so the API and the CLI hand it
 * straight to the replay writer; browsers verify its signatures with @noble/curves.
 */
export interface NodeReplaySigner {
  readonly keyId: string;
  /** Raw 32-byte Ed25519 public key, lowercase hex. */
  readonly publicKey: string;
  sign(message: Uint8Array): Uint8Array;
}

/** A refusal about key material: stable code, message in Spanish and English. */
export class SigningKeyError extends Error {
  override readonly name = 'SigningKeyError';
  constructor(
    readonly code: string,
    readonly text: Localized,
  ) {
    super(`${code}: ${text.en}`);
  }
}

/** DER prefix of a PKCS#8 Ed25519 private key (RFC 8410, section 7) before the 32-byte seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
/** DER prefix of an SPKI Ed25519 public key (RFC 8410, section 4) before the 32 raw bytes. */
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** `ed25519:` + the first 16 hex digits of SHA-256(raw public key); `@cronica/replay` uses the same. */
export function keyIdOf(publicKeyHex: string): string {
  return `ed25519:${createHash('sha256').update(Buffer.from(publicKeyHex, 'hex')).digest('hex').slice(0, 16)}`;
}

export function privateKeyFromSeed(seed: Uint8Array): KeyObject {
  if (seed.length !== 32) {
    throw new SigningKeyError(
      'SIGNING_KEY_INVALID',
      localized('La clave de firma debe tener 32 bytes.', 'The signing key must be 32 bytes long.'),
    );
  }
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

export function rawPublicKey(privateKey: KeyObject): string {
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  if (!spki.subarray(0, SPKI_ED25519_PREFIX.length).equals(SPKI_ED25519_PREFIX)) {
    throw new SigningKeyError(
      'SIGNING_KEY_NOT_ED25519',
      localized('La clave no es Ed25519.', 'The key is not Ed25519.'),
    );
  }
  return spki.subarray(SPKI_ED25519_PREFIX.length).toString('hex');
}

export function createNodeSigner(privateKey: KeyObject): NodeReplaySigner {
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new SigningKeyError(
      'SIGNING_KEY_NOT_ED25519',
      localized('La clave no es Ed25519.', 'The key is not Ed25519.'),
    );
  }
  const publicKey = rawPublicKey(privateKey);
  return {
    keyId: keyIdOf(publicKey),
    publicKey,
    sign: (message) => new Uint8Array(nodeSign(null, message, privateKey)),
  };
}

/** The document served at `/.well-known/cronica-replay-keys.json`. */
export interface ReplayKeysDocument {
  readonly keys: readonly { readonly id: string; readonly alg: 'Ed25519'; readonly publicKey: string }[];
}

export function replayKeysDocument(
  signers: readonly Pick<NodeReplaySigner, 'keyId' | 'publicKey'>[],
): ReplayKeysDocument {
  return { keys: signers.map((signer) => ({ id: signer.keyId, alg: 'Ed25519', publicKey: signer.publicKey })) };
}
