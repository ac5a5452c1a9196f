import { randomUUID } from 'node:crypto';
import type { Localized } from '@cronica/util';
import { StreamDeletedError, StreamNotFoundError, WrongExpectedVersionError } from '../errors.js';
import type { EventStore } from '../types.js';
import { ErasureLog, ERASURES_STREAM, erasureMarker } from './erasure-log.js';
import { personErased, personKeyMissing } from './errors.js';
import { checkPersonId, newDataKey, openWithKey, parseSealedText, sealWithKey } from './sealed-text.js';

/** What an erased personal field shows wherever it was displayed. */
export const ERASED_PERSON: Localized = { es: 'jugador eliminado', en: 'deleted player' };

export const PERSON_KEY_ISSUED = 'PersonKeyIssued';

/** The stream holding one person's data key: one `PersonKeyIssued` event, tombstoned on erasure. */
export function personKeyStream(personId: string): string {
  return `person-key-${checkPersonId(personId)}`;
}

export interface PersonalDataVaultOptions {
  /** Keys kept in memory, least recently used dropped first (default 10,000). */
  readonly cacheSize?: number;
}

/**
 * Crypto-shredding over the event store: each person's fields are sealed with a data key of
 * their own, kept in the store itself (never only on an instance's disk), and erasing the
 * person tombstones that key, so every copy of their events (backups, replicas, the log) keeps
 * only text nobody can open. See the README, "Personal data".
 */
export class PersonalDataVault {
  private readonly keys = new Map<string, Buffer>();
  private readonly erasures: ErasureLog;
  private readonly cacheSize: number;

  constructor(
    private readonly store: EventStore,
    options: PersonalDataVaultOptions = {},
  ) {
    this.cacheSize = options.cacheSize ?? 10_000;
    this.erasures = new ErasureLog(store, (personId) => this.keys.delete(personId));
  }

  /** Seals `text` for `personId`, issuing their key on first use. Throws PERSON_ERASED after an erasure. */
  async seal(personId: string, text: string): Promise<string> {
    checkPersonId(personId);
    await this.erasures.refresh();
    const key = await this.keyOf(personId, true);
    if (key === null) throw personErased(personId);
    return sealWithKey(personId, key, text);
  }

  /** The text, or null when its person was erased. Throws SEALED_TEXT_INVALID for altered text. */
  async open(sealed: string): Promise<string | null> {
    const [text] = await this.openMany([sealed]);
    return text!;
  }

  /** Opens many at once (a page of names): one look at the erasures for all of them. */
  async openMany(sealed: readonly string[]): Promise<Array<string | null>> {
    const parsed = sealed.map(parseSealedText);
    await this.erasures.refresh();
    const texts: Array<string | null> = [];
    for (const item of parsed) {
      const key = await this.keyOf(item.personId, false);
      texts.push(key === null ? null : openWithKey(item, key));
    }
    return texts;
  }

  /**
   * Erases a person: first the marker every instance reads before using a key, then the key's
   * tombstone. Safe to repeat (an erasure cut short by a fault is completed by the next call);
   * a person with no key yet gets the tombstone anyway, so none can be issued later.
   */
  async erase(personId: string): Promise<void> {
    checkPersonId(personId);
    await this.store.appendToStream(ERASURES_STREAM, erasureMarker(personId));
    this.erasures.add(personId);
    try {
      await this.store.tombstoneStream(personKeyStream(personId));
    } catch (error) {
      if (!(error instanceof StreamDeletedError)) throw error;
    }
  }

  /**
   * Tells this instance of an erasure it heard of by other means (a message between instances):
   * the key leaves its memory at once, before its next look at the erasure stream.
   */
  markErased(personId: string): void {
    this.erasures.add(checkPersonId(personId));
  }

  /** Whether this instance knows of the person's erasure (as of its last look at the store). */
  isErased(personId: string): boolean {
    return this.erasures.has(personId);
  }

  private async keyOf(personId: string, issue: boolean): Promise<Buffer | null> {
    if (this.erasures.has(personId)) return null;
    const cached = this.keys.get(personId);
    if (cached) {
      this.keys.delete(personId);
      this.keys.set(personId, cached);
      return cached;
    }
    const key = await this.loadKey(personId, issue);
    if (key !== null) this.remember(personId, key);
    return key;
  }

  private async loadKey(personId: string, issue: boolean): Promise<Buffer | null> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const stored = await this.readKey(personId);
      if (stored !== undefined) return stored;
      if (!issue) break;
      const issued = await this.issueKey(personId);
      if (issued) return issued;
    }
    throw personKeyMissing(personId);
  }

  /** The stored key; null once tombstoned; undefined when none was issued. */
  private async readKey(personId: string): Promise<Buffer | null | undefined> {
    try {
      for await (const event of this.store.readStream(personKeyStream(personId), { maxCount: 1 })) {
        return Buffer.from((event.data as { key: string }).key, 'base64');
      }
      return undefined;
    } catch (error) {
      if (error instanceof StreamDeletedError) {
        this.erasures.add(personId);
        return null;
      }
      if (error instanceof StreamNotFoundError) return undefined;
      throw error;
    }
  }

  /**
   * Writes a new key with `no_stream`, so two instances sealing for a new person at once agree on
   * one key: the loser gets undefined, and its next read finds the winner's (or the tombstone).
   */
  private async issueKey(personId: string): Promise<Buffer | undefined> {
    const key = newDataKey();
    const event = {
      id: randomUUID(),
      type: PERSON_KEY_ISSUED,
      data: { personId, algorithm: 'AES-256-GCM', key: key.toString('base64') },
    };
    try {
      await this.store.appendToStream(personKeyStream(personId), event, { expectedRevision: 'no_stream' });
      return key;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError || error instanceof StreamDeletedError) return undefined;
      throw error;
    }
  }

  private remember(personId: string, key: Buffer): void {
    this.keys.set(personId, key);
    if (this.keys.size > this.cacheSize) this.keys.delete(this.keys.keys().next().value!);
  }
}
