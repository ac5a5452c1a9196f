import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';

/** The name of the key (common/api-secrets.ts) session tokens are marked with. */
export const SESSION_TOKEN_KEY = 'session-token-mark';

/** 32 random bytes in base64url: a token's random part, and the whole of a token issued before tokens carried a mark. */
const NONCE = /^[A-Za-z0-9_-]{43}$/;
/** 16 bytes of HMAC-SHA256 in base64url. */
const MARK = /^[A-Za-z0-9_-]{22}$/;
const MAX_TOKEN_CHARS = 43 + 1 + 22;

/**
 * What a presented token is, told without reading anything:
 * - `marked`: issued by an instance of this deployment (its mark verifies);
 * - `unmarked`: the shape of a token issued before tokens carried a mark;
 * - `malformed`: anything else, or a mark that does not verify (a guess, or another deployment's).
 */
export type TokenShape = 'marked' | 'unmarked' | 'malformed';

/**
 * Session tokens carry a mark: an HMAC of their random part under a key every instance derives
 * from the deployment secret. A token nobody issued is told apart before any lookup, so a
 * stream of made-up tokens costs the event store nothing (OWASP Session Management Cheat Sheet,
 * "Session ID Generation and Verification"). The mark adds nothing to what a token grants: the
 * session still has to be in the store.
 */
export class SessionTokens {
  // A KeyObject, so each mark skips importing the key again (tokens are checked on every request).
  private readonly key: KeyObject;

  constructor(key: Buffer) {
    this.key = createSecretKey(key);
  }

  issue(): string {
    const nonce = randomBytes(32).toString('base64url');
    return `${nonce}.${this.mark(nonce)}`;
  }

  shape(token: string): TokenShape {
    if (token.length > MAX_TOKEN_CHARS) return 'malformed';
    if (NONCE.test(token)) return 'unmarked';
    const dot = token.indexOf('.');
    const [nonce, mark] = [token.slice(0, dot), token.slice(dot + 1)];
    if (dot < 0 || !NONCE.test(nonce) || !MARK.test(mark)) return 'malformed';
    return timingSafeEqual(Buffer.from(mark), Buffer.from(this.mark(nonce))) ? 'marked' : 'malformed';
  }

  private mark(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest().subarray(0, 16).toString('base64url');
  }
}
