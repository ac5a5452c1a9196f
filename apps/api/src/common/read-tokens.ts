import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Viewer } from '../auth/viewer.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { ApiSecrets } from './api-secrets.js';
import { badRequest, requestRefusal } from './request-errors.js';

const VERSION = 'rt1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Store positions sealed as 8 bytes: every token has the same length, whatever the position. */
const POSITION_BYTES = 8;
const READ_WAIT_MS = 5000;

/** Whom a token is sealed for: a token only opens for the caller it was given to. */
export function callerOf(viewer: Viewer): string {
  return viewer.accountId ? `account:${viewer.accountId}` : `address:${viewer.address ?? 'unknown'}`;
}

/**
 * "Read your own writes" tokens. A store position is a byte offset (on both stores), so it says
 * how large other people's events were: it never leaves the server. A mutation returns the
 * position sealed with AES-256-GCM under a key only the API knows, bound to the caller (the
 * associated data), with a random IV: two tokens for the same position differ, and all have one
 * length. A client sends one back (`Cronica-Read-After` header or the request extension
 * `readAfter`) and the API answers only once its read models include that write.
 */
@Injectable()
export class ReadTokens {
  private readonly key: Buffer;

  constructor(
    secrets: ApiSecrets,
    private readonly projections: ProjectionRunner,
  ) {
    this.key = secrets.key('read-token-aes-256-gcm', 32);
  }

  seal(position: bigint, caller: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(caller));
    const plain = Buffer.alloc(POSITION_BYTES);
    plain.writeBigUInt64BE(position);
    const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    return VERSION + sealed.toString('base64url');
  }

  /** The position inside the token, or null when it is malformed, forged or sealed for someone else. */
  open(token: string, caller: string): bigint | null {
    if (!token.startsWith(VERSION)) return null;
    const sealed = Buffer.from(token.slice(VERSION.length), 'base64url');
    if (sealed.length !== IV_BYTES + POSITION_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(0, IV_BYTES)).setAAD(
        Buffer.from(caller),
      );
      decipher.setAuthTag(sealed.subarray(IV_BYTES + POSITION_BYTES));
      return Buffer.concat([
        decipher.update(sealed.subarray(IV_BYTES, IV_BYTES + POSITION_BYTES)),
        decipher.final(),
      ]).readBigUInt64BE();
    } catch {
      return null;
    }
  }

  /** Waits until the read models include the write behind `token` (no token: returns at once). */
  async waitFor(token: unknown, viewer: Viewer): Promise<void> {
    if (token === undefined || token === null) return;
    const position = typeof token === 'string' ? this.open(token, callerOf(viewer)) : null;
    if (position === null) {
      throw badRequest(
        {
          es: 'El testigo de lectura no es válido para esta sesión.',
          en: 'The read token is not valid for this session.',
        },
        { reason: 'READ_TOKEN_INVALID' },
      );
    }
    try {
      await this.projections.waitFor(position, READ_WAIT_MS);
    } catch {
      throw requestRefusal(
        'CONFLICT',
        { es: 'Los datos aún no están al día; reintenta.', en: 'The data is not up to date yet; retry.' },
        503,
        { retryable: true },
      );
    }
  }
}
