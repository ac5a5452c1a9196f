/**
 * The account aggregate's events (stream `player-<id>`). They carry no secret: password hashes
 * live in the API's credential store. Events written before that may still hold one; no read
 * model ever copies it.
 */
export const ACCOUNT_REGISTERED = 'AccountRegistered';
export const PASSWORD_CHANGED = 'PasswordChanged';
/** The person corrected the name others see (GDPR art. 16, rectification). */
export const DISPLAY_NAME_CHANGED = 'DisplayNameChanged';

export interface AccountRegisteredData {
  readonly accountId: string;
  readonly username: string;
  readonly displayName: string;
  /** The account's language for messages (absent on older events: Spanish). */
  readonly language?: 'es' | 'en';
  /** Only on events written before credentials left the event log (legacy sign-in reads it). */
  readonly passwordHash?: string;
  readonly registeredAt: string;
}

export interface DisplayNameChangedData {
  readonly accountId: string;
  /** The new name, already cleaned (trimmed) and checked like the one given at sign-up. */
  readonly displayName: string;
  readonly changedAt: string;
}

/** Legacy: no password change is recorded as an event any more. */
export interface PasswordChangedData {
  readonly passwordHash: string;
}

export function accountStream(accountId: string): string {
  return `player-${accountId}`;
}
