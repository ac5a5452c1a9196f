import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Tokens a sign-in looks at (a browser shared by a family or a club keeps a few). */
export const MAX_DEVICE_TOKENS = 8;
const VERSION = 'd1';
const ID_BYTES = 16;
const MAC_BYTES = 16;

/**
 * Device tokens (OWASP "Slow Down Online Guessing Attacks with Device Cookies"). After a right
 * password the client gets a token naming a random device id, sealed for that account with a key
 * only the API holds; shown again when signing in to the same account, it makes the client a
 * recognised device: its wrong passwords are counted apart from everyone else's, and guesses at
 * the account from elsewhere, even from the same address, never slow it down. It grants nothing
 * else: no session, no reading, and for any other account it is just ignored. Checking one costs
 * the same whether the username exists or not (the account id follows from the username).
 */
export class DeviceTokens {
  constructor(private readonly key: Buffer) {}

  /** A token for `accountId`: the same device id again when the client already had one. */
  issue(accountId: string, device?: string): string {
    const id = device ?? randomBytes(ID_BYTES).toString('base64url');
    return `${VERSION}.${id}.${this.seal(accountId, id).toString('base64url')}`;
  }

  /** The device id of the first of `tokens` issued for `accountId`, or undefined. */
  recognise(accountId: string, tokens: readonly string[]): string | undefined {
    for (const token of tokens.slice(0, MAX_DEVICE_TOKENS)) {
      const [version, id, mac, ...rest] = token.split('.');
      if (version !== VERSION || !id || !mac || rest.length > 0 || id.length > 64) continue;
      const given = Buffer.from(mac, 'base64url');
      const expected = this.seal(accountId, id);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return id;
    }
    return undefined;
  }

  private seal(accountId: string, id: string): Buffer {
    return createHmac('sha256', this.key)
      .update(`cronica-device\u0000${accountId}\u0000${id}`)
      .digest()
      .subarray(0, MAC_BYTES);
  }
}
