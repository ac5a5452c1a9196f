import { ed25519 } from '@noble/curves/ed25519.js';
import { canonical, fromHex, isHex, sha256Hex, toHex, utf8 } from './bytes.js';
import type { SignedHead } from './format.js';

/**
 * Ed25519 over the canonical JSON of a seal's or checkpoint's `signed` head.
 * The server signs with Node's crypto (`@cronica/replay-signing`); this portable side
 * verifies anywhere with @noble/curves, and signs only for tests, benchmarks and simulations.
 */
export interface ReplaySigner {
  readonly keyId: string;
  /** Raw 32-byte public key, lowercase hex. */
  readonly publicKey: string;
  sign(message: Uint8Array): Uint8Array;
}

/** `ed25519:` + the first 16 hex digits of SHA-256(raw public key). */
export function keyIdOf(publicKeyHex: string): string {
  return `ed25519:${sha256Hex(fromHex(publicKeyHex)).slice(0, 16)}`;
}

export function signedMessage(signed: SignedHead): Uint8Array {
  return utf8(canonical(signed));
}

export function signHead(signer: ReplaySigner, signed: SignedHead): string {
  return toHex(signer.sign(signedMessage(signed)));
}

/**
 * An Ed25519 check: true when `signature` is `publicKey`'s strict RFC 8032 signature of `message`
 * (no ZIP-215 leniency: a replay has exactly one valid signature form). The portable default is
 * @noble/curves; Node callers may pass a native one (`@cronica/replay-signing`), with the same
 * strictness, where speed matters.
 */
export type SignatureVerifier = (signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array) => boolean;

export const portableSignatureVerifier: SignatureVerifier = (signature, message, publicKey) => {
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false });
  } catch {
    return false;
  }
};

export function verifyHead(
  publicKeyHex: string,
  signed: SignedHead,
  signatureHex: string,
  verify: SignatureVerifier = portableSignatureVerifier,
): boolean {
  if (!isHex(publicKeyHex, 32) || !isHex(signatureHex, 64)) return false;
  return verify(fromHex(signatureHex), signedMessage(signed), fromHex(publicKeyHex));
}

/** A signer on @noble/curves from a 32-byte secret key (tests, `bench replay`, offline simulations). */
export function createPortableSigner(secretKey: Uint8Array): ReplaySigner {
  const publicKey = toHex(ed25519.getPublicKey(secretKey));
  return { keyId: keyIdOf(publicKey), publicKey, sign: (message) => ed25519.sign(message, secretKey) };
}
