/**
 * The account aggregate's events (stream `player-<id>`, issue 6, "Commands and streams").
 * The password hash stays in the store for sign-in; no read model ever copies it.
 */
export const ACCOUNT_REGISTERED = 'AccountRegistered';
export const PASSWORD_CHANGED = 'PasswordChanged';

export interface AccountRegisteredData {
  readonly accountId: string;
  readonly username: string;
  readonly displayName: string;
  /** `scrypt$N$r$p$salt$hash` (base64url), see apps/api/src/auth/password.ts. */
  readonly passwordHash: string;
  readonly registeredAt: string;
}

export interface PasswordChangedData {
  readonly passwordHash: string;
}

export function accountStream(accountId: string): string {
  return `player-${accountId}`;
}
