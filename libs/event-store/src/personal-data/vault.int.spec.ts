import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StreamDeletedError } from '../errors.js';
import type { EventStore } from '../types.js';
import { SqliteEventStore } from '../sqlite/sqlite-event-store.js';
import {
  announceSkippedLegs,
  collect,
  contractAdapters,
  errorOf,
  sqliteFileBytes,
  itOnFreshStore,
} from '../testing/adapters.js';
import { ERASURES_STREAM, erasureMarker } from './erasure-log.js';
import type { PersonalDataError } from './errors.js';
import { personKeyStream, PersonalDataVault } from './vault.js';

announceSkippedLegs('personal-data vault');

/** A vault on `store`, a new person, and that person's name sealed by it. */
async function sealedName(store: EventStore, name: string) {
  const vault = new PersonalDataVault(store);
  const person = randomUUID();
  return { vault, person, sealed: await vault.seal(person, name) };
}

const codeOf = async (work: Promise<unknown>) => ((await errorOf(work)) as PersonalDataError | undefined)?.code;

for (const adapter of contractAdapters) {
  describe.runIf(adapter.enabled)(`personal data vault: ${adapter.name}`, () => {
    const it = itOnFreshStore(adapter);

    it('a sealed name opens on every instance until the person is erased, then on none, cached key or not', async ({
      store,
      second,
    }) => {
      const [here, there] = [new PersonalDataVault(store), new PersonalDataVault(second())];
      const [ana, bea] = [randomUUID(), randomUUID()];
      const sealed = await here.seal(ana, 'Ana Íñiguez');
      const other = await there.seal(bea, 'Bea');
      expect(sealed).not.toContain('Ana');
      expect(await here.open(sealed)).toBe('Ana Íñiguez');
      expect(await there.openMany([sealed, other])).toEqual(['Ana Íñiguez', 'Bea']);

      await here.erase(ana);
      expect(await here.open(sealed)).toBeNull();
      // `there` holds Ana's key in memory: it learns of the erasure from the store before using it.
      expect(await there.openMany([sealed, other])).toEqual([null, 'Bea']);
      expect(there.isErased(ana)).toBe(true);
      expect(await new PersonalDataVault(second()).open(sealed)).toBeNull();
      expect(await codeOf(there.seal(ana, 'Ana otra vez'))).toBe('PERSON_ERASED');
      expect(await errorOf(collect(store.readStream(personKeyStream(ana))))).toBeInstanceOf(StreamDeletedError);
    });

    it('two instances sealing for a new person at once agree on one key', async ({ store, second }) => {
      const [here, there] = [new PersonalDataVault(store), new PersonalDataVault(second())];
      const person = randomUUID();
      const [a, b] = await Promise.all([here.seal(person, 'uno'), there.seal(person, 'dos')]);
      expect(await here.openMany([a, b])).toEqual(['uno', 'dos']);
      expect(await there.openMany([a, b])).toEqual(['uno', 'dos']);
      expect(await collect(store.readStream(personKeyStream(person)))).toHaveLength(1);
    });

    it('an erasure cut short after its marker already hides the person; repeating it tombstones the key', async ({
      store,
      second,
    }) => {
      const { vault, person, sealed } = await sealedName(store, 'Carla');
      // What an erase interrupted between its two writes leaves in the store.
      await store.appendToStream(ERASURES_STREAM, erasureMarker(person));
      expect(await vault.open(sealed)).toBeNull();
      expect(await new PersonalDataVault(second()).open(sealed)).toBeNull();
      await vault.erase(person);
      await vault.erase(person);
      expect(await errorOf(collect(store.readStream(personKeyStream(person))))).toBeInstanceOf(StreamDeletedError);
    });

    it('an instance told of an erasure stops opening that person at once, before the store says so', async ({
      store,
      second,
    }) => {
      const { vault, person, sealed } = await sealedName(store, 'Nora');
      vault.markErased(person);
      expect(await vault.open(sealed)).toBeNull();
      expect(await new PersonalDataVault(second()).open(sealed)).toBe('Nora');
    });

    it('erasing a person who never had a key forbids one for ever; text from another store is refused', async ({
      store,
      second,
    }) => {
      const vault = new PersonalDataVault(store);
      const person = randomUUID();
      await vault.erase(person);
      expect(await codeOf(new PersonalDataVault(second()).seal(person, 'Dora'))).toBe('PERSON_ERASED');
      const stranger = await vault.seal(randomUUID(), 'Eva');
      const foreign = stranger.replace(/^pd1:[^:]+:/, `pd1:${randomUUID()}:`);
      expect(await codeOf(vault.open(foreign))).toBe('PERSON_KEY_MISSING');
      expect(await codeOf(vault.open('Eva'))).toBe('SEALED_TEXT_INVALID');
    });
  });
}

describe('personal data vault on the embedded store', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cronica-vault-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("leaves no byte of an erased person's key in the database file", async () => {
    const store = new SqliteEventStore({ dataDir });
    const { vault, person } = await sealedName(store, 'Fina');
    await vault.seal(randomUUID(), 'Gala');
    const [issued] = await collect(store.readStream(personKeyStream(person)));
    const stored = (issued!.data as { key: string }).key;
    const raw = Buffer.from(stored, 'base64');
    expect(sqliteFileBytes(dataDir).includes(stored)).toBe(true);
    await vault.erase(person);
    const bytes = sqliteFileBytes(dataDir);
    expect(bytes.includes(stored)).toBe(false);
    expect(bytes.includes(raw)).toBe(false);
    await store.close();
  });
});
