import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type EventStore, type RecordedEvent } from '@cronica/event-store';
import { migrateReadModels, Projector } from '@cronica/projections';
import { RETENTION } from '@cronica/util';
import { SessionTokens } from './session-tokens.js';
import { SessionStore } from './sessions.js';

const NOW = Date.UTC(2026, 0, 10, 12);
const KEY = Buffer.alloc(32, 3);

/** The shared store, counting every read an instance makes of it. */
function countingReads(store: EventStore): { store: EventStore; reads: () => number } {
  let reads = 0;
  const counted = new Proxy(store, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (/^(read|subscribe)/.test(String(name))) reads += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: counted, reads: () => reads };
}

/** An API instance's sessions over the shared store, with a read model of its own. */
function instance(store: EventStore, key = KEY) {
  const readDb = new Database(':memory:');
  migrateReadModels(readDb);
  const project = async () => {
    const events: RecordedEvent[] = [];
    for await (const event of store.readAll()) events.push(event);
    new Projector(readDb).apply(events);
  };
  return {
    readDb,
    sessions: new SessionStore(store, readDb, RETENTION.sessionIdleDefaultMs, new SessionTokens(key)),
    project,
  };
}

describe('a presented session token', () => {
  let shared: SqliteEventStore;
  let counted: ReturnType<typeof countingReads>;
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;
  beforeEach(() => {
    shared = new SqliteEventStore({ filename: ':memory:' });
    counted = countingReads(shared);
    a = instance(shared);
    b = instance(counted.store);
  });
  afterEach(async () => {
    a.readDb.close();
    b.readDb.close();
    await shared.close();
  });

  it('made up, malformed or oversized, is refused without a read of the store', async () => {
    const { token } = await a.sessions.create('acc', NOW);
    const [nonce] = token.split('.');
    const bogus = [
      'x',
      'Bearer nonsense',
      `${nonce}.${'A'.repeat(22)}`,
      `${randomBytes(32).toString('base64url')}.${token.split('.')[1]}`,
      `${token}.extra`,
      'ñ'.repeat(66),
      'a'.repeat(100_000),
    ];
    for (const presented of bogus) expect(await b.sessions.accountFor(presented, NOW + 1000)).toBeNull();
    expect(counted.reads()).toBe(0);
  });

  it('marked by another deployment is refused without a read of the store', async () => {
    const elsewhere = instance(new SqliteEventStore({ filename: ':memory:' }), Buffer.alloc(32, 9));
    const { token } = await elsewhere.sessions.create('acc', NOW);
    expect(await b.sessions.accountFor(token, NOW + 1000)).toBeNull();
    expect(counted.reads()).toBe(0);
    elsewhere.readDb.close();
  });

  it('in the shape of the tokens issued before they carried a mark is answered from the read model alone', async () => {
    expect(await b.sessions.accountFor(randomBytes(32).toString('base64url'), NOW)).toBeNull();
    expect(counted.reads()).toBe(0);
  });

  it('issued a moment ago by another instance works at once, read from the store', async () => {
    const { token } = await a.sessions.create('acc', NOW);
    expect(await b.sessions.accountFor(token, NOW + 1000)).toBe('acc');
    expect(counted.reads()).toBeGreaterThan(0);
  });

  it('once the read model has the session, costs no read of the store', async () => {
    const { token } = await a.sessions.create('acc', NOW);
    await b.project();
    const before = counted.reads();
    expect(await b.sessions.accountFor(token, NOW + 1000)).toBe('acc');
    expect(counted.reads()).toBe(before);
  });
});
