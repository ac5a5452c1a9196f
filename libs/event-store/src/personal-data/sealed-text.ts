import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { personIdInvalid, sealedTextInvalid } from './errors.js';

/**
 * Sealed text, the form a personal field takes inside an event: `pd1:<personId>:<iv>:<sealed>`,
 * base64url, AES-256-GCM with the person's key, a random 96-bit IV per seal and the 128-bit tag
 * after the ciphertext. The version and the person id are the additional authenticated data,
 * so a sealed text moved to another person, or its prefix edited, fails to open instead of
 * opening under the wrong name. The person id stays readable: it says whose key opens the text
 * and is no more personal than the ids events already carry.
 */
export const SEALED_PREFIX = 'pd1';

const ALGORITHM = 'aes-256-gcm';
export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PERSON_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function checkPersonId(personId: string): string {
  if (typeof personId !== 'string' || !PERSON_ID.test(personId)) throw personIdInvalid(String(personId));
  return personId;
}

/** A new data key: 32 random bytes. */
export function newDataKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

function aad(personId: string): Buffer {
  return Buffer.from(`${SEALED_PREFIX}:${personId}`, 'utf8');
}

export function sealWithKey(personId: string, key: Buffer, text: string): string {
  checkPersonId(personId);
  if (typeof text !== 'string') throw sealedTextInvalid('only text can be sealed');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv).setAAD(aad(personId));
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [SEALED_PREFIX, personId, iv.toString('base64url'), sealed.toString('base64url')].join(':');
}

export interface ParsedSealedText {
  readonly personId: string;
  readonly iv: Buffer;
  readonly sealed: Buffer;
}

/** Reads the envelope without the key: whose it is, and its parts. Throws SEALED_TEXT_INVALID. */
export function parseSealedText(value: string): ParsedSealedText {
  const parts = typeof value === 'string' ? value.split(':') : [];
  if (parts.length !== 4 || parts[0] !== SEALED_PREFIX) throw sealedTextInvalid(`not a ${SEALED_PREFIX} value`);
  const personId = checkPersonId(parts[1]!);
  const iv = Buffer.from(parts[2]!, 'base64url');
  const sealed = Buffer.from(parts[3]!, 'base64url');
  if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES) throw sealedTextInvalid('truncated');
  return { personId, iv, sealed };
}

export function openWithKey(parsed: ParsedSealedText, key: Buffer): string {
  const decipher = createDecipheriv(ALGORITHM, key, parsed.iv).setAAD(aad(parsed.personId));
  decipher.setAuthTag(parsed.sealed.subarray(parsed.sealed.length - TAG_BYTES));
  try {
    const body = parsed.sealed.subarray(0, parsed.sealed.length - TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw sealedTextInvalid('it does not open with its person key (altered or moved)');
  }
}

/** True when `value` has the shape of sealed text (a later step tells sealed from plain fields). */
export function isSealedText(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${SEALED_PREFIX}:`);
}
