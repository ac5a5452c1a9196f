import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { getPlayer, type ReadDb } from '@cronica/projections';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { badInput, DomainError } from '../common/errors.js';
import { LiveConnections } from '../common/live-connections.js';
import { CommandBus } from '../commands/command-bus.js';
import { LOGGER } from '../ops/logger.js';
import { RetentionPrune, type Pruned } from '../ops/retention.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { ApiSecrets } from '../common/api-secrets.js';
import { PersonalDataVault, type EventStore } from '@cronica/event-store';
import { EVENT_STORE, READ_DB } from '../store/tokens.js';
import {
  accountAggregate,
  accountIdFor,
  decideChangeDisplayName,
  decideRegister,
  normalizeUsername,
  type AccountState,
} from './account.js';
import { checkDisplayName, checkNewPassword, checkSignUp } from './account-input.js';
import { CREDENTIAL_STORE, type CredentialStore } from './credentials.js';
import type { FailedSignInGroup } from './failed-sign-ins.js';
import { PasswordChecks, type Client } from './password-checks.js';
import { DisplayNames } from './display-names.js';
import { erasePrivateStreams } from './erase-private-streams.js';
import { credentialsStream, deleteStream, recoveryStream } from './private-streams.js';
import { SessionPrune } from './session-prune.js';
import { SESSION_TOKEN_KEY, SessionTokens } from './session-tokens.js';
import { SessionStore, tokenDigest, touchEvery, type SessionRecord } from './sessions.js';
import { requireAccount, type Viewer } from './viewer.js';

export interface RegisterAccount {
  readonly username: string;
  readonly displayName: string;
  readonly password: string;
  readonly language: string;
  readonly commandId: string;
}

export interface Session {
  readonly token: string;
  readonly accountId: string;
  readonly expiresAt: number;
  /** Makes this client a recognised device of the account at its next sign-in (devices.ts). */
  readonly deviceToken: string;
}

/**
 * Accounts and sessions: sign-up, sign-in, sign-out (one session or all), password and display name change.
 * Account events say who someone is; the password hash lives in the credential store; every
 * password check and hash goes through PasswordChecks (login guard, bounded KDF queue).
 */
@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly sessions: SessionStore;
  private readonly passwords: PasswordChecks;
  private readonly displayNames: DisplayNames;
  private readonly retention: RetentionPrune;

  constructor(
    private readonly bus: CommandBus,
    private readonly live: LiveConnections,
    private readonly projections: ProjectionRunner,
    @Inject(READ_DB) private readonly readDb: ReadDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(API_CONFIG) config: ApiConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    secrets: ApiSecrets,
    private readonly vault: PersonalDataVault,
  ) {
    const tokens = new SessionTokens(secrets.key(SESSION_TOKEN_KEY, 32));
    this.sessions = new SessionStore(store, readDb, config.sessionIdleMs, tokens);
    this.passwords = new PasswordChecks(bus, credentials, config, store, secrets);
    this.displayNames = new DisplayNames(readDb);
    const sessionStreams = new SessionPrune(store, readDb, config.sessionIdleMs, touchEvery(config.sessionIdleMs));
    this.retention = new RetentionPrune({
      store,
      readDb,
      sessions: this.sessions,
      sessionStreams,
      passwords: this.passwords,
    });
  }

  onApplicationBootstrap(): void {
    void this.passwords.decoyHash();
  }

  /**
   * Creates the account and its first session. The actor is the new account (`signup:<id>`), so
   * two people's sign-ups never share a commandId space; a resend (same commandId, same name)
   * returns the account, and signs in only with the right password.
   */
  async register(raw: RegisterAccount, address?: string, options: { demoPassword?: boolean } = {}): Promise<Session> {
    const input = checkSignUp(raw, options.demoPassword === true);
    const accountId = accountIdFor(input.username);
    // Refused before the costly hash; checked again in turn below, where it counts.
    this.displayNames.refuseLookalike(input.displayName, accountId);
    const passwordHash = await this.passwords.hashForSignUp(input.username, input.password, { address });
    const data = {
      accountId,
      username: input.username,
      displayName: input.displayName,
      language: input.language,
      registeredAt: new Date().toISOString(),
    };
    const outcome = await this.displayNames.claim(input.displayName, accountId, async () => {
      const appended = await this.bus.handle<AccountState>({
        name: 'RegisterAccount',
        commandId: raw.commandId,
        actor: `signup:${accountId}`,
        aggregate: accountAggregate(accountId),
        payload: { username: data.username, displayName: data.displayName, language: data.language },
        decide: (state) => decideRegister(state, data),
      });
      // A crash between the append and this line is mended by the client's resend.
      await this.credentials.addPasswordHash(accountId, passwordHash, Date.now());
      await this.projections.settle(appended);
      return appended;
    });
    if (outcome.duplicate) return this.login(input.username, input.password, { address });
    return { ...(await this.startSession(accountId)), deviceToken: this.passwords.deviceToken(accountId) };
  }

  async login(username: string, password: string, client: Client = {}): Promise<Session> {
    const { accountId, deviceToken } = await this.passwords.check(normalizeUsername(username), password, client);
    return { ...(await this.startSession(accountId)), deviceToken };
  }

  /** Ends the session; its sockets close here at once and on other instances when they project the end. */
  async logout(token: string): Promise<void> {
    await this.sessions.revoke(token, 'signed-out', Date.now());
    this.live.endSessions([tokenDigest(token)]);
  }

  /** Ends every session of the account (and their live subscriptions, on every instance); returns how many. */
  async signOutEverywhere(viewer: Viewer): Promise<number> {
    return (await this.endAll(requireAccount(viewer), 'signed-out-everywhere')).length;
  }

  /** Checks the current password, stores the new one, ends every session and opens a new one. */
  async changePassword(
    viewer: Viewer,
    currentPassword: string,
    newPassword: string,
    deviceTokens: readonly string[] = [],
  ): Promise<Session> {
    const account = await this.bus.read(accountAggregate(requireAccount(viewer)));
    checkNewPassword(newPassword, account.username);
    const client = { address: viewer.address, deviceTokens };
    const { accountId, deviceToken } = await this.passwords.check(account.username, currentPassword, client);
    await this.credentials.setPasswordHash(accountId, await this.passwords.hash(newPassword, client), Date.now());
    return this.restartSessions(accountId, deviceToken);
  }

  /** After a new password is stored: every session of the account ends, and this client's new one starts. */
  async restartSessions(accountId: string, deviceToken: string): Promise<Session> {
    await this.endAll(accountId, 'credentials-changed');
    this.logger.info({ accountId }, 'password changed; every session ended');
    return { ...(await this.startSession(accountId)), deviceToken };
  }

  /** Every password check and hash, for the account recovery that shares their limits (recovery.service.ts). */
  get checks(): PasswordChecks {
    return this.passwords;
  }

  /**
   * The signed-in person corrects their display name (GDPR art. 16): the sign-up's rule and
   * look-alike check, then `DisplayNameChanged` on the account's stream. Once projected, every
   * page reads the new name, past standings included. A resend of the commandId changes nothing.
   */
  async changeDisplayName(viewer: Viewer, raw: string, commandId: string): Promise<AccountState> {
    const accountId = requireAccount(viewer);
    const displayName = checkDisplayName(raw);
    const data = { accountId, displayName, changedAt: new Date().toISOString() };
    await this.displayNames.claim(displayName, accountId, async () => {
      const appended = await this.bus.handle<AccountState>({
        name: 'ChangeDisplayName',
        commandId,
        actor: accountId,
        aggregate: accountAggregate(accountId),
        payload: { displayName },
        decide: (state) => decideChangeDisplayName(state, data),
      });
      await this.projections.settle(appended);
    });
    return this.bus.read(accountAggregate(accountId));
  }

  /**
   * Erases the signed-in person (GDPR art. 17) once their password is typed again: their key
   * goes (every sealed name, username and text they typed to the judges stops opening; pages
   * show "deleted player"), then every session, then the password and the recovery code, then the
   * streams of their sessions, sign-outs and failed sign-ins. Each step is safe to repeat, so one cut
   * short by a fault is finished by asking again (still signed in, the password still works).
   * A wrong password is BAD_USER_INPUT on `password` and changes nothing. The username stays
   * taken: the account id is derived from it (account.ts), so it cannot be given to someone else.
   */
  async eraseAccount(viewer: Viewer, password: string, deviceTokens: readonly string[] = []): Promise<void> {
    const accountId = requireAccount(viewer);
    const account = await this.bus.read(accountAggregate(accountId));
    try {
      await this.passwords.check(account.username, password, { address: viewer.address, deviceTokens });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'UNAUTHENTICATED') throw error;
      const message = {
        es: 'La contraseña no es correcta: tu cuenta sigue como estaba.',
        en: 'That password is not right: your account is as it was.',
      };
      throw badInput([{ path: 'password', message: message.en, messages: message }]);
    }
    await this.vault.erase(accountId);
    await this.endAll(accountId, 'account-erased');
    await deleteStream(this.store, credentialsStream(accountId));
    await deleteStream(this.store, recoveryStream(accountId));
    // Only with every session and sign-out of the account in the read model: a session it did not
    // list would outlive the deleted sign-out that ended it. Behind, the retention prune deletes them.
    const caughtUp = await this.projections.catchUpWithStore().then(
      () => true,
      () => false,
    );
    if (caughtUp) {
      const streams = await erasePrivateStreams(this.store, this.readDb, accountId);
      this.logger.info({ accountId, streams }, 'account erased: key, sessions, sign-in records and password gone');
    } else this.logger.warn({ accountId }, 'account erased; its sign-in records wait for the retention prune');
  }

  /** Wrong passwords typed for the signed-in account lately (none for anyone else). */
  async failedSignIns(viewer: Viewer, accountId: string): Promise<FailedSignInGroup[]> {
    return viewer.accountId === accountId ? this.passwords.failedSignIns(accountId) : [];
  }

  /** The signed-in account's sessions: when each began, was last used and ends (no tokens), those of every instance. */
  async sessionsOf(viewer: Viewer): Promise<SessionRecord[]> {
    const accountId = requireAccount(viewer);
    // Sessions started elsewhere a moment ago; a lagging read model still answers with what it has.
    await this.projections.catchUpWithStore().catch(() => undefined);
    return this.sessions.describe(accountId, Date.now());
  }

  accountForToken(token: string): Promise<string | null> {
    return this.sessions.accountFor(token, Date.now());
  }

  sessionAlive(digest: string): boolean {
    return this.sessions.isAlive(digest, Date.now());
  }

  /** The signed-in account (id, names, language), or null. */
  async account(viewer: Viewer): Promise<AccountState | null> {
    if (!viewer.accountId) return null;
    const state = await this.bus.read(accountAggregate(viewer.accountId));
    return state.exists ? state : null;
  }

  displayName(viewer: Viewer): string | null {
    return viewer.accountId ? (getPlayer(this.readDb, viewer.accountId)?.displayName ?? null) : null;
  }

  private async startSession(accountId: string): Promise<{ token: string; expiresAt: number; accountId: string }> {
    const { token, expiresAt } = await this.sessions.create(accountId, Date.now());
    return { token, expiresAt, accountId };
  }

  /** Ends every session of the account; this instance's sockets close once its read model has the sign-out. */
  private async endAll(accountId: string, reason: string): Promise<string[]> {
    const { position, ended } = await this.sessions.revokeAll(accountId, reason, Date.now());
    this.live.endSessions(ended);
    await this.projections.waitFor(position).catch(() => undefined);
    return ended;
  }

  /** Deletes what is past its retention period at `now` (ops/retention.ts); RetentionSchedule's clock is Date.now(). */
  pruneRetention(now: number): Promise<Pruned> {
    return this.retention.prune(now);
  }
}
