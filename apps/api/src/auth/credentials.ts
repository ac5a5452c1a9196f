import { WrongExpectedVersionError, type EventStore } from '@cronica/event-store';
import type { ApiDb } from '../store/api-db.js';
import { credentialsStream, privateEvent, readNewest } from './private-streams.js';

/**
 * Where password hashes live, behind this small interface so callers never know which store.
 */
export interface CredentialStore {
  /** The account's password hash (`scrypt$N$r$p$salt$hash`), or null when none is stored. */
  passwordHash(accountId: string): Promise<string | null>;
  /** Stores the hash, replacing any previous one (password change, rehash). */
  setPasswordHash(accountId: string, hash: string, now: number): Promise<void>;
  /** Stores the hash only when the account has none yet; true when it was stored. */
  addPasswordHash(accountId: string, hash: string, now: number): Promise<boolean>;
}

export const CREDENTIAL_STORE = Symbol('CREDENTIAL_STORE');

export const PASSWORD_HASH_SET = 'PasswordHashSet';

/**
 * Hashes in the event store every API instance shares, one private stream per account
 * (`credentials-<id>`, private-streams.ts): never the account's public stream, never projected,
 * replayed or exported, so a person's data export, a replay and the read models never carry it.
 * The newest `PasswordHashSet` is the password; older ones are the history a password change
 * leaves (hashes, never the password). A hash still in an older instance's api.sqlite is read
 * from there (read-only, `legacy`) and moved into the store at its first use.
 */
export class EventStoreCredentials implements CredentialStore {
  constructor(
    private readonly store: EventStore,
    private readonly legacy: LegacyCredentials | null = null,
  ) {}

  async passwordHash(accountId: string): Promise<string | null> {
    const [newest] = await readNewest(this.store, credentialsStream(accountId), 1);
    if (newest) return (newest.data as { hash: string }).hash;
    const old = this.legacy?.passwordHash(accountId) ?? null;
    if (old !== null) await this.addPasswordHash(accountId, old, Date.now());
    return old;
  }

  async setPasswordHash(accountId: string, hash: string, now: number): Promise<void> {
    await this.store.appendToStream(credentialsStream(accountId), hashSet(hash, now));
  }

  async addPasswordHash(accountId: string, hash: string, now: number): Promise<boolean> {
    try {
      await this.store.appendToStream(credentialsStream(accountId), hashSet(hash, now), {
        expectedRevision: 'no_stream',
      });
      return true;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) return false;
      throw error;
    }
  }
}

const hashSet = (hash: string, now: number) =>
  privateEvent(PASSWORD_HASH_SET, { hash, setAt: new Date(now).toISOString() });

/** Hashes an older instance kept in its api.sqlite (table `credentials`), read-only. */
export class LegacyCredentials {
  private readonly select;

  constructor(db: ApiDb) {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'credentials'").get();
    this.select =
      table === undefined
        ? undefined
        : db.prepare<[string], { hash: string }>('SELECT password_hash AS hash FROM credentials WHERE account_id = ?');
  }

  passwordHash(accountId: string): string | null {
    return this.select?.get(accountId)?.hash ?? null;
  }
}
