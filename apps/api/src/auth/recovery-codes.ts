import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { WrongExpectedVersionError, type EventStore } from '@cronica/event-store';
import { privateEvent, readNewest, recoveryStream } from './private-streams.js';

/**
 * Crockford's base32 alphabet: no I, L, O or U, so a code copied onto paper and typed back is
 * never misread; typed back, O is read as 0 and I or L as 1.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 5;
const GROUP_LENGTH = 4;
/** 20 symbols of 32: 100 bits, beyond guessing even without the sign-in limits that also guard it. */
const CODE_LENGTH = GROUPS * GROUP_LENGTH;
const READ_AS: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

export const RECOVERY_CODE_SET = 'RecoveryCodeSet';

/** A new code, in groups a person can copy: `7KQ2M-…` (five groups of four). */
export function newRecoveryCode(): string {
  const symbols = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  const groups = Array.from({ length: GROUPS }, (_, g) => symbols.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH));
  return groups.map((group) => group.join('')).join('-');
}

/** A code as typed (any case, spaces or dashes anywhere, O for 0), or null when it cannot be one. */
export function readRecoveryCode(typed: string): string | null {
  const symbols = [...typed.toUpperCase().replace(/[\s-]/g, '')].map((c) => READ_AS[c] ?? c);
  if (symbols.length !== CODE_LENGTH || symbols.some((c) => !ALPHABET.includes(c))) return null;
  return symbols.join('');
}

/** Who made a code: the account's holder on their account page, or the server's operator (`account recovery-code`). */
export type RecoveryCodeMaker = 'holder' | 'operator';

/** The code on file for an account: when and by whom it was made, and the stream revision that replacing it expects. */
export interface RecoveryCodeOnFile {
  readonly setAt: string;
  readonly madeBy: RecoveryCodeMaker;
  readonly revision: bigint;
}

/**
 * An account's recovery code, the one way back in without the password. Kept as a keyed digest
 * (HMAC-SHA-256 under an API secret every instance shares; the code's 100 bits need no slow hash)
 * on the account's private stream, never projected, exported or replayed. The newest digest is the
 * code; each new one replaces the last, and a reset replaces the code it used, expecting the
 * revision it read, so a code works once even when two resets race on two instances.
 */
export class RecoveryCodes {
  constructor(
    private readonly store: EventStore,
    private readonly key: Buffer,
  ) {}

  async onFile(accountId: string): Promise<RecoveryCodeOnFile | null> {
    const [newest] = await readNewest(this.store, recoveryStream(accountId), 1);
    if (!newest) return null;
    const data = newest.data as { setAt: string; madeBy?: RecoveryCodeMaker };
    return { setAt: data.setAt, madeBy: data.madeBy ?? 'holder', revision: newest.revision };
  }

  /** The revision of the account's code when `typed` is it; null otherwise (no code, or another). */
  async matching(accountId: string, typed: string): Promise<bigint | null> {
    const code = readRecoveryCode(typed);
    const [newest] = await readNewest(this.store, recoveryStream(accountId), 1);
    if (code === null || !newest) return null;
    const kept = Buffer.from((newest.data as { digest: string }).digest, 'base64url');
    const given = this.digest(accountId, code);
    return kept.length === given.length && timingSafeEqual(kept, given) ? newest.revision : null;
  }

  /**
   * A new code for the account, replacing any other: the only time it is ever seen. With
   * `replacing`, only while that is still the code on file (null when another reset used it first).
   * On the stream of an erased account it throws StreamDeletedError.
   */
  async issue(
    accountId: string,
    now: number,
    options: { replacing?: bigint; madeBy?: RecoveryCodeMaker } = {},
  ): Promise<string | null> {
    const { replacing, madeBy = 'holder' } = options;
    const code = newRecoveryCode();
    const event = privateEvent(RECOVERY_CODE_SET, {
      digest: this.digest(accountId, readRecoveryCode(code)!).toString('base64url'),
      setAt: new Date(now).toISOString(),
      madeBy,
    });
    try {
      await this.store.appendToStream(
        recoveryStream(accountId),
        [event],
        replacing === undefined ? {} : { expectedRevision: replacing },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) return null;
      throw error;
    }
    return code;
  }

  private digest(accountId: string, code: string): Buffer {
    return createHmac('sha256', this.key).update(`cronica-recovery\u0000${accountId}\u0000${code}`).digest();
  }
}
