import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { getPlayer, type ReadDb } from '@cronica/projections';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { DomainError, rateLimited, unauthenticated } from '../common/errors.js';
import { LiveConnections } from '../common/live-connections.js';
import { CommandBus } from '../commands/command-bus.js';
import { LOGGER } from '../ops/logger.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { API_DB, type ApiDb } from '../store/api-db.js';
import { READ_DB } from '../store/tokens.js';
import { accountAggregate, accountIdFor, decideRegister, normalizeUsername, type AccountState } from './account.js';
import { checkNewPassword, checkSignUp } from './account-input.js';
import { CREDENTIAL_STORE, type CredentialStore } from './credentials.js';
import { DisplayNames } from './display-names.js';
import { LoginGuard } from './login-guard.js';
import { hashPassword, KdfBusyError, needsRehash, verifyPassword } from './password.js';
import { SessionStore, tokenDigest } from './sessions.js';
import type { Viewer } from './viewer.js';

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
}

const PURGE_EVERY_MS = 60 * 60_000;

const badCredentials = () => new DomainError('UNAUTHENTICATED', { es: 'Usuario o contraseña incorrectos.', en: 'Wrong username or password.' });

/**
 * Accounts and sessions: sign-up, sign-in, sign-out (one session or all), password change.
 * Account events say who someone is; the password hash lives in the credential store; every
 * password check passes the login guard and the bounded KDF queue.
 */
@Injectable()
export class AuthService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly sessions: SessionStore;
  private readonly guard: LoginGuard;
  private readonly displayNames: DisplayNames;
  private purgeTimer: NodeJS.Timeout | null = null;
  /** The hash unknown usernames are checked against. */
  private decoy: Promise<string> | null = null;

  constructor(
    private readonly bus: CommandBus,
    private readonly live: LiveConnections,
    private readonly projections: ProjectionRunner,
    @Inject(READ_DB) private readonly readDb: ReadDb,
    @Inject(API_DB) apiDb: ApiDb,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.sessions = new SessionStore(apiDb, config.sessionIdleMs);
    this.guard = new LoginGuard(config.loginsPerMinute, apiDb);
    this.displayNames = new DisplayNames(readDb);
  }

  onApplicationBootstrap(): void {
    // Ready before the first unknown username arrives, so even that one takes the usual time.
    void this.decoyHash();
    this.purge();
    this.purgeTimer = setInterval(() => this.purge(), PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  onApplicationShutdown(): void {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
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
    await this.admit(input.username, address);
    const passwordHash = await this.hash(input.password);
    const data = { accountId, username: input.username, displayName: input.displayName, language: input.language, registeredAt: new Date().toISOString() };
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
      if (appended.position !== null) await this.projections.waitFor(appended.position);
      return appended;
    });
    if (outcome.duplicate) return this.login(input.username, input.password, address);
    return { ...this.sessions.create(accountId, Date.now()), accountId };
  }

  async login(username: string, password: string, address?: string): Promise<Session> {
    const name = normalizeUsername(username);
    await this.admit(name, address);
    const accountId = await this.checkPassword(name, password);
    return { ...this.sessions.create(accountId, Date.now()), accountId };
  }

  logout(token: string): void {
    this.sessions.revoke(token);
    this.live.endSessions([tokenDigest(token)]);
  }

  /** Ends every session of the account (and their live subscriptions); returns how many. */
  signOutEverywhere(viewer: Viewer): number {
    const digests = this.sessions.revokeAll(this.require(viewer));
    this.live.endSessions(digests);
    return digests.length;
  }

  /** Checks the current password, stores the new one, ends every session and opens a new one. */
  async changePassword(viewer: Viewer, currentPassword: string, newPassword: string): Promise<Session> {
    const account = await this.bus.read(accountAggregate(this.require(viewer)));
    checkNewPassword(newPassword, account.username);
    await this.admit(account.username, viewer.address);
    const accountId = await this.checkPassword(account.username, currentPassword);
    await this.credentials.setPasswordHash(accountId, await this.hash(newPassword), Date.now());
    this.live.endSessions(this.sessions.revokeAll(accountId));
    this.logger.info({ accountId }, 'password changed; every session ended');
    return { ...this.sessions.create(accountId, Date.now()), accountId };
  }

  accountForToken(token: string): string | null {
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

  private require(viewer: Viewer): string {
    if (!viewer.accountId) throw unauthenticated();
    return viewer.accountId;
  }

  /** The login guard: RATE_LIMITED with the wait when this username or address must slow down (no address: the server's own call). */
  private async admit(username: string, address: string | undefined): Promise<void> {
    const wait = this.guard.admit(username, address, Date.now());
    if (wait > 0) throw rateLimited(Math.ceil(wait / 1000));
  }

  /** The account id when `password` is right; a wrong one counts towards the username's back-off. */
  private async checkPassword(username: string, password: string): Promise<string> {
    const accountId = accountIdFor(username);
    const account = await this.bus.read(accountAggregate(accountId));
    const kept = account.exists ? await this.credentials.passwordHash(accountId) : null;
    const stored = kept ?? (account.exists ? account.legacyPasswordHash : null);
    // Unknown usernames are checked against a decoy hash, so timing does not tell which exist.
    const ok = await this.kdf(async () => (await verifyPassword(password, stored ?? (await this.decoyHash()))) && stored !== null);
    if (!ok || !stored) {
      this.guard.failed(username, Date.now());
      throw badCredentials();
    }
    this.guard.succeeded(username);
    // A hash weaker than today's parameters is made again; one still in the event log moves to the credential store.
    if (needsRehash(stored, this.config.kdf)) await this.credentials.setPasswordHash(accountId, await this.hash(password), Date.now());
    else if (kept === null) await this.credentials.setPasswordHash(accountId, stored, Date.now());
    return accountId;
  }

  private hash(password: string): Promise<string> {
    return this.kdf(() => hashPassword(password, this.config.kdf));
  }

  private async kdf<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof KdfBusyError) throw rateLimited(1);
      throw error;
    }
  }

  private decoyHash(): Promise<string> {
    this.decoy ??= hashPassword('decoy-password-for-unknown-users', this.config.kdf);
    return this.decoy;
  }

  private purge(): void {
    const purged = this.sessions.purge(Date.now());
    if (purged > 0) this.logger.info({ purged }, 'expired and idle sessions purged');
    this.live.sweep((digest) => this.sessionAlive(digest));
  }
}
