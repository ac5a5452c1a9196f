import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreClosedError, StreamDeletedError } from '../errors.js';
import { collect, errorOf, newEvent, newEvents, sqliteFileBytes, uniqueStream } from '../testing/adapters.js';
import { SqliteEventStore } from './sqlite-event-store.js';

describe('embedded store specifics', () => {
  let dataDir: string;
  const opened: SqliteEventStore[] = [];
  const open = (options: { idempotencyWindow?: number } = {}) => {
    const store = new SqliteEventStore({ dataDir, ...options });
    opened.push(store);
    return store;
  };
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cronica-sqlite-'));
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('recognises an `any` resend after a restart and through another connection', async () => {
    const stream = uniqueStream();
    const batch = newEvents(3);
    const first = await open().appendToStream(stream, batch, { expectedRevision: 'any' });
    await opened[0]!.close();
    const reopened = open();
    expect(await reopened.appendToStream(stream, batch, { expectedRevision: 'any' })).toEqual(first);
    const other = open();
    const more = newEvents(2);
    const wrote = await other.appendToStream(stream, more);
    expect(await reopened.appendToStream(stream, more, { expectedRevision: 'stream_exists' })).toEqual(wrote);
    expect(await collect(reopened.readStream(stream))).toHaveLength(5);
  });

  it('forgets `any` resends beyond its window, like the server cache, but never exact-revision ones', async () => {
    const store = open({ idempotencyWindow: 10 });
    const stream = uniqueStream();
    const old = newEvents(2);
    await store.appendToStream(stream, old, { expectedRevision: 'no_stream' });
    await store.appendToStream(uniqueStream('other'), newEvents(20));
    expect((await store.appendToStream(stream, old, { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(1n);
    expect((await store.appendToStream(stream, old, { expectedRevision: 'any' })).nextExpectedRevision).toBe(3n);
    expect((await collect(store.readStream(stream))).map((e) => e.id)).toEqual([...old, ...old].map((e) => e.id));
  });

  it('a tombstone leaves no byte of the stream in the file, even with another connection open', async () => {
    const store = open();
    const reader = open();
    const stream = uniqueStream('person-key');
    const secret = `secret-${'k'.repeat(3000)}-${stream}`;
    await store.appendToStream(stream, [
      newEvent('KeyIssued', { secret }),
      newEvent('KeyIssued', { note: secret.slice(0, 40) }),
    ]);
    await store.appendToStream(uniqueStream('other'), newEvents(50));
    expect(await collect(reader.readStream(stream))).toHaveLength(2);
    expect(sqliteFileBytes(dataDir).includes(secret.slice(0, 40))).toBe(true);
    await store.tombstoneStream(stream);
    expect(sqliteFileBytes(dataDir).includes(secret.slice(0, 40))).toBe(false);
    expect(sqliteFileBytes(dataDir).includes('k'.repeat(64))).toBe(false);
    await store.close();
    await reader.close();
    const reopened = open();
    expect(
      await errorOf(reopened.appendToStream(stream, newEvents(1), { expectedRevision: 'no_stream' })),
    ).toBeInstanceOf(StreamDeletedError);
  });

  it('keeps one file under the data directory and refuses work once closed', async () => {
    const store = open();
    expect(store.filename).toBe(join(dataDir, 'events.sqlite'));
    await store.close();
    await expect(store.appendToStream(uniqueStream(), newEvents(1))).rejects.toBeInstanceOf(StoreClosedError);
    expect(() => store.subscribeToAll()).toThrow(StoreClosedError);
  });

  it('ends live subscriptions when the store closes', async () => {
    const store = open();
    const subscription = store.subscribeToAll();
    const iterator = subscription[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual({ kind: 'caughtUp' });
    const pending = iterator.next();
    await store.close();
    expect((await pending).done).toBe(true);
  });

  it('keeps its identity across reopening, gives another file another one, and names an older file on first open', async () => {
    const id = await open().storeId();
    expect(await open().storeId()).toBe(id);
    const other = mkdtempSync(join(tmpdir(), 'cronica-sqlite-'));
    try {
      const elsewhere = new SqliteEventStore({ dataDir: other });
      expect(await elsewhere.storeId()).not.toBe(id);
      await elsewhere.close();
      // A file written before identities existed: the table is missing until the next open.
      const raw = new Database(join(other, 'events.sqlite'));
      raw.exec('DROP TABLE store_meta');
      raw.close();
      const upgraded = new SqliteEventStore({ dataDir: other });
      expect(await upgraded.storeId()).toMatch(/^sqlite:[0-9a-f-]{36}$/);
      await upgraded.close();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
