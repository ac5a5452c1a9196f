import { createHash } from 'node:crypto';
import { violation } from '@cronica/rules-kernel';
import {
  ACCOUNT_REGISTERED,
  DISPLAY_NAME_CHANGED,
  PASSWORD_CHANGED,
  accountStream,
  type AccountRegisteredData,
  type DisplayNameChangedData,
} from '@cronica/projections';
import type { Lang } from '@cronica/util';
import type { AggregateSpec, Decision, DomainEvent } from '../commands/aggregate.js';
import { normalizeUsername } from './account-input.js';

export { normalizeUsername, USERNAME_PATTERN } from './account-input.js';

/** The account aggregate (stream `player-<id>`): who the account is. Its password lives in the credential store. */
export interface AccountState {
  readonly exists: boolean;
  readonly accountId: string;
  readonly username: string;
  readonly displayName: string;
  readonly language: Lang;
  /** Only for accounts registered when events still carried the hash (see credentials.ts). */
  readonly legacyPasswordHash: string | null;
}

/** The account id follows from the username, so the stream's `no_stream` append makes usernames unique. */
export function accountIdFor(username: string): string {
  return createHash('sha256')
    .update(`cronica-account\u0000${normalizeUsername(username)}`)
    .digest('hex')
    .slice(0, 24);
}

export function accountAggregate(accountId: string): AggregateSpec<AccountState> {
  return {
    stream: accountStream(accountId),
    initialState: () => ({
      exists: false,
      accountId,
      username: '',
      displayName: '',
      language: 'es',
      legacyPasswordHash: null,
    }),
    evolve: evolveAccount,
  };
}

function evolveAccount(state: AccountState, event: DomainEvent): AccountState {
  if (event.type === ACCOUNT_REGISTERED) {
    const data = event.data as AccountRegisteredData;
    return {
      exists: true,
      accountId: data.accountId,
      username: data.username,
      displayName: data.displayName,
      language: data.language ?? 'es',
      legacyPasswordHash: data.passwordHash ?? null,
    };
  }
  if (event.type === DISPLAY_NAME_CHANGED) {
    return { ...state, displayName: (event.data as DisplayNameChangedData).displayName };
  }
  if (event.type === PASSWORD_CHANGED) {
    const hash = (event.data as { passwordHash?: string }).passwordHash;
    return hash ? { ...state, legacyPasswordHash: hash } : state;
  }
  return state;
}

/** The registration event: who the account is, and no secret. */
export type AccountRegistration = Required<Omit<AccountRegisteredData, 'passwordHash'>>;

export function decideRegister(state: AccountState, data: AccountRegistration): Decision {
  if (state.exists) {
    return violation('ACCOUNT_USERNAME_TAKEN', data.username, {
      es: `El nombre de usuario «${data.username}» ya está en uso.`,
      en: `The username "${data.username}" is already taken.`,
    });
  }
  return [{ type: ACCOUNT_REGISTERED, data }];
}

/**
 * The person corrects the name others see (GDPR art. 16): `data.displayName` has passed the
 * sign-up's name rule already. The same name again changes nothing and is refused.
 */
export function decideChangeDisplayName(state: AccountState, data: DisplayNameChangedData): Decision {
  if (state.displayName === data.displayName) {
    return violation('ACCOUNT_DISPLAY_NAME_UNCHANGED', data.displayName, {
      es: `Tu nombre visible ya es «${data.displayName}».`,
      en: `Your display name is already "${data.displayName}".`,
    });
  }
  return [{ type: DISPLAY_NAME_CHANGED, data }];
}
