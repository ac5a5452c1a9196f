import { networkOf } from '../common/client-address.js';
import { ApiSecrets } from '../common/api-secrets.js';
import { DomainError } from '../common/errors.js';
import type { CommandBus } from '../commands/command-bus.js';
import type { EventStore } from '@cronica/event-store';
import type { ApiConfig } from '../config/config.js';
import { perInstance } from '../common/rate-limiter.js';
import { accountAggregate, accountIdFor } from './account.js';
import type { CredentialStore } from './credentials.js';
import { DeviceTokens } from './devices.js';
import { FailedSignIns, type FailedSignInGroup } from './failed-sign-ins.js';
import { LoginGuard, type Attempt } from './login-guard.js';
import { hashPassword, KdfBusyError, needsRehash, verifyPassword, type KdfLane, type KdfParams } from './password.js';
import { checkRefused } from './refusals.js';

/** Where a password check comes from: the client's address (none: the server's own call) and the device tokens it showed. */
export interface Client {
  readonly address?: string;
  readonly deviceTokens?: readonly string[];
}

/** A right password: the account, and the device token the client keeps for next time. */
export interface Checked {
  readonly accountId: string;
  readonly deviceToken: string;
}

const badCredentials = () =>
  new DomainError('UNAUTHENTICATED', { es: 'Usuario o contraseña incorrectos.', en: 'Wrong username or password.' });

const badCode = () =>
  new DomainError('UNAUTHENTICATED', {
    es: 'Usuario o código de recuperación incorrectos.',
    en: 'Wrong username or recovery code.',
  });

/**
 * Every password check and hash: the login guard first (login-guard.ts), then scrypt in the
 * bounded queue, in the lane of the client's network (password.ts). Unknown usernames are
 * checked against a decoy hash and throttled exactly like known ones, so neither the answer nor
 * its timing tells which usernames exist. Wrong passwords for an account are told to its holder
 * (failed-sign-ins.ts).
 */
export class PasswordChecks {
  private readonly guard: LoginGuard;
  private readonly devices: DeviceTokens;
  private readonly failedLog: FailedSignIns;
  private readonly kdfParams: KdfParams;
  private readonly networkShare: number;
  /** The hash unknown usernames are checked against. */
  private decoy: Promise<string> | null = null;

  constructor(
    private readonly bus: CommandBus,
    private readonly credentials: CredentialStore,
    config: Pick<ApiConfig, 'kdf' | 'loginsPerMinute' | 'apiInstances' | 'passwordChecksPerNetwork'>,
    store: EventStore,
    secrets: ApiSecrets,
  ) {
    this.kdfParams = config.kdf;
    this.networkShare = config.passwordChecksPerNetwork;
    this.guard = new LoginGuard(perInstance(config.loginsPerMinute, config.apiInstances));
    this.devices = new DeviceTokens(secrets.key('device-token-hmac-sha256', 32));
    this.failedLog = new FailedSignIns(store);
  }

  /** The account id when `password` is right for `username` (normalised); UNAUTHENTICATED or RATE_LIMITED otherwise. */
  async check(username: string, password: string, client: Client): Promise<Checked> {
    const accountId = accountIdFor(username);
    const device = this.devices.recognise(accountId, client.deviceTokens ?? []);
    const attempt: Attempt = { username, address: client.address, device };
    this.admit(attempt);
    const account = await this.bus.read(accountAggregate(accountId));
    const kept = account.exists ? await this.credentials.passwordHash(accountId) : null;
    const stored = kept ?? (account.exists ? account.legacyPasswordHash : null);
    const lane = this.laneOf(client.address);
    const ok = await this.kdf(
      async () => (await verifyPassword(password, stored ?? (await this.decoyHash()), lane)) && stored !== null,
    );
    // An erased account (its password deleted with it) has nobody left to tell.
    if (!ok || !stored)
      throw await this.refused(attempt, { accountId, told: account.exists && stored !== null, client });
    this.guard.succeeded(attempt);
    // A hash weaker than today's parameters is made again; one still in the event log moves to the credential store.
    if (needsRehash(stored, this.kdfParams))
      await this.credentials.setPasswordHash(accountId, await this.hash(password, client), Date.now());
    else if (kept === null) await this.credentials.setPasswordHash(accountId, stored, Date.now());
    return { accountId, deviceToken: this.devices.issue(accountId, device) };
  }

  /**
   * A recovery code typed for `username` (normalised), guarded as a password is: the same limits,
   * and a wrong code counts as a wrong password (its holder is told of it). `matches` says whether
   * the code is the account's; the answer to an unknown username is the same as to a wrong code.
   */
  async checkRecoveryCode(username: string, client: Client, matches: (accountId: string) => Promise<boolean>) {
    const accountId = accountIdFor(username);
    const device = this.devices.recognise(accountId, client.deviceTokens ?? []);
    const attempt: Attempt = { username, address: client.address, device };
    this.admit(attempt);
    const account = await this.bus.read(accountAggregate(accountId));
    if (!(await matches(accountId)) || !account.exists) {
      // As for a password: an erased account (its password deleted with it) has nobody left to tell.
      const told = account.exists && ((await this.credentials.passwordHash(accountId)) ?? account.legacyPasswordHash);
      throw await this.refused(attempt, { accountId, told: Boolean(told), client }, badCode);
    }
    this.guard.succeeded(attempt);
    return { accountId, deviceToken: this.devices.issue(accountId, device) } satisfies Checked;
  }

  /** Sign-up: the guard's per-address bucket (and this client's run at the username), then the hash. */
  async hashForSignUp(username: string, password: string, client: Client): Promise<string> {
    this.admit({ username, address: client.address });
    return this.hash(password, client);
  }

  /** A new password's hash, in the client's lane. */
  hash(password: string, client: Client): Promise<string> {
    return this.kdf(() => hashPassword(password, this.kdfParams, this.laneOf(client.address)));
  }

  /** A token that makes this client a recognised device of the account next time. */
  deviceToken(accountId: string): string {
    return this.devices.issue(accountId);
  }

  /** Wrong passwords for the account in the last days, newest first (for its holder only). */
  failedSignIns(accountId: string): Promise<FailedSignInGroup[]> {
    return this.failedLog.recent(accountId, Date.now());
  }

  /** This instance's budgets of failed sign-in events past their hour (retention.ts). */
  forgetFailureBudgets(now: number): number {
    return this.failedLog.purge(now);
  }

  /** Ready before the first unknown username arrives, so even that one takes the usual time. */
  decoyHash(): Promise<string> {
    this.decoy ??= hashPassword('decoy-password-for-unknown-users', this.kdfParams);
    return this.decoy;
  }

  /** A wrong secret: counted by the guard, told to the account's holder when there is one; the error to throw. */
  private async refused(
    attempt: Attempt,
    account: { accountId: string; told: boolean; client: Client },
    error: () => DomainError = badCredentials,
  ): Promise<DomainError> {
    const now = Date.now();
    this.guard.failed(attempt, now);
    const network = account.client.address ? networkOf(account.client.address) : null;
    if (account.told) await this.failedLog.record(account.accountId, network, attempt.device !== undefined, now);
    return error();
  }

  /** The hashing queue's lane: the client's network and its share (none for the server's own hashes). */
  private laneOf(address: string | undefined): KdfLane | undefined {
    return address === undefined ? undefined : { network: networkOf(address), share: this.networkShare };
  }

  private admit(attempt: Attempt): void {
    const admission = this.guard.admit(attempt, Date.now());
    if (!admission.admitted) throw checkRefused(admission.reason, admission.waitMs);
  }

  private async kdf<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof KdfBusyError) throw checkRefused(error.budget, 1000);
      throw error;
    }
  }
}
