import { Inject, Injectable } from '@nestjs/common';
import { StreamDeletedError, type EventStore } from '@cronica/event-store';
import type { Logger } from 'pino';
import { ApiSecrets } from '../common/api-secrets.js';
import { DomainError } from '../common/errors.js';
import { CommandBus } from '../commands/command-bus.js';
import { EVENT_STORE } from '../store/tokens.js';
import { accountAggregate, accountIdFor, normalizeUsername } from './account.js';
import { checkNewPassword } from './account-input.js';
import { AuthService, type Session } from './auth.service.js';
import { CREDENTIAL_STORE, type CredentialStore } from './credentials.js';
import type { Client } from './password-checks.js';
import { RecoveryCodes, type RecoveryCodeMaker } from './recovery-codes.js';
import { LOGGER } from '../ops/logger.js';
import { requireAccount, type Viewer } from './viewer.js';

/** The key of the recovery codes' digests (ApiSecrets: shared by every instance). */
const RECOVERY_CODE_KEY = 'recovery-code-hmac-sha256';

export interface PasswordResetInput {
  readonly username: string;
  readonly recoveryCode: string;
  readonly newPassword: string;
}

/** A reset: the new session, and the code that replaces the one used (shown once). */
export type PasswordReset = Session & { readonly recoveryCode: string };

const codeUsedMeanwhile = () =>
  new DomainError('UNAUTHENTICATED', {
    es: 'Ese código de recuperación se acaba de usar: ya no vale.',
    en: 'That recovery code has just been used: it no longer works.',
  });

/**
 * A way back into an account whose password is forgotten, with no e-mail kept: a recovery code
 * the person made while signed in (after typing their password) and keeps off Crónica. Typing it
 * with a new password sets that password, ends every session and gives a new code; the old one
 * stops working. Every check goes through the same limits as a password (password-checks.ts).
 */
@Injectable()
export class AccountRecovery {
  private readonly codes: RecoveryCodes;

  constructor(
    private readonly auth: AuthService,
    private readonly bus: CommandBus,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(LOGGER) private readonly logger: Logger,
    secrets: ApiSecrets,
  ) {
    this.codes = new RecoveryCodes(store, secrets.key(RECOVERY_CODE_KEY, 32));
  }

  /** A new code for the signed-in account, once its password is typed again; any earlier code stops working. */
  async create(viewer: Viewer, currentPassword: string, deviceTokens: readonly string[]) {
    const account = await this.bus.read(accountAggregate(requireAccount(viewer)));
    const client = { address: viewer.address, deviceTokens };
    const { accountId } = await this.auth.checks.check(account.username, currentPassword, client);
    const now = Date.now();
    const code = (await this.codes.issue(accountId, now))!;
    return { code, setAt: new Date(now).toISOString() };
  }

  /**
   * A forgotten password replaced with the account's recovery code. The new password is judged
   * first (nothing is checked for a weak one), then the code, under the sign-in limits. The
   * password is stored before the code is used up, so a reset cut short is finished by sending
   * it again with the same code.
   */
  async reset(input: PasswordResetInput, client: Client): Promise<PasswordReset> {
    const username = normalizeUsername(input.username);
    checkNewPassword(input.newPassword, username);
    const found: { revision: bigint | null } = { revision: null };
    const checks = this.auth.checks;
    const { accountId, deviceToken } = await checks.checkRecoveryCode(username, client, async (id) => {
      found.revision = await this.codes.matching(id, input.recoveryCode);
      return found.revision !== null;
    });
    await this.credentials.setPasswordHash(accountId, await checks.hash(input.newPassword, client), Date.now());
    const recoveryCode = await this.codes.issue(accountId, Date.now(), { replacing: found.revision! });
    if (recoveryCode === null) throw codeUsedMeanwhile();
    return { ...(await this.auth.restartSessions(accountId, deviceToken)), recoveryCode };
  }

  /** The reader's own account's recovery code, when and by whom it was made; null: none, or not theirs to know. */
  async onFile(viewer: Viewer, accountId: string): Promise<{ setAt: string; madeBy: RecoveryCodeMaker } | null> {
    if (viewer.accountId !== accountId) return null;
    const code = await this.codes.onFile(accountId);
    return code && { setAt: code.setAt, madeBy: code.madeBy };
  }

  /**
   * The server's operator gives a person who forgot their password, and kept no code, a new code
   * (after making sure, in person, that the account is theirs): any earlier code stops working, and
   * the account page says the operator made it. Null for no such account, or an erased one.
   */
  async issueForOperator(username: string): Promise<{ code: string; setAt: string } | null> {
    const account = await this.bus.read(accountAggregate(accountIdFor(normalizeUsername(username))));
    // An erased account's password went with it: there is nobody left to let back in.
    const password = account.exists ? await this.credentials.passwordHash(account.accountId) : null;
    if ((password ?? account.legacyPasswordHash) === null) return null;
    const now = Date.now();
    try {
      const code = (await this.codes.issue(account.accountId, now, { madeBy: 'operator' }))!;
      this.logger.info({ accountId: account.accountId }, 'recovery code made by the operator');
      return { code, setAt: new Date(now).toISOString() };
    } catch (error) {
      if (error instanceof StreamDeletedError) return null;
      throw error;
    }
  }
}
