import { createHash } from 'node:crypto';
import { violation } from '@cronica/rules-kernel';
import { ACCOUNT_REGISTERED, PASSWORD_CHANGED, accountStream, type AccountRegisteredData } from '@cronica/projections';
import type { AggregateSpec, Decision, DomainEvent } from '../commands/aggregate.js';

/** The account aggregate (stream `player-<id>`): registration and password changes. */
export interface AccountState {
  readonly exists: boolean;
  readonly accountId: string;
  readonly username: string;
  readonly displayName: string;
  readonly passwordHash: string;
}

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{2,31}$/;

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** The account id follows from the username, so the stream's `no_stream` append makes usernames unique. */
export function accountIdFor(username: string): string {
  return createHash('sha256').update(`cronica-account\u0000${normalizeUsername(username)}`).digest('hex').slice(0, 24);
}

export function accountAggregate(accountId: string): AggregateSpec<AccountState> {
  return {
    stream: accountStream(accountId),
    initialState: () => ({ exists: false, accountId, username: '', displayName: '', passwordHash: '' }),
    evolve: evolveAccount,
  };
}

function evolveAccount(state: AccountState, event: DomainEvent): AccountState {
  if (event.type === ACCOUNT_REGISTERED) {
    const data = event.data as AccountRegisteredData;
    return { exists: true, accountId: data.accountId, username: data.username, displayName: data.displayName, passwordHash: data.passwordHash };
  }
  if (event.type === PASSWORD_CHANGED) return { ...state, passwordHash: (event.data as { passwordHash: string }).passwordHash };
  return state;
}

export function decideRegister(state: AccountState, data: AccountRegisteredData): Decision {
  if (state.exists) {
    return violation('ACCOUNT_USERNAME_TAKEN', data.username, {
      es: `El nombre de usuario «${data.username}» ya está en uso.`,
      en: `The username "${data.username}" is already taken.`,
    });
  }
  return [{ type: ACCOUNT_REGISTERED, data }];
}
