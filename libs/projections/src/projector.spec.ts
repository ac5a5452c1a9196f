import { describe, expect, it } from 'vitest';
import { ACCOUNT_REGISTERED, accountStream, type AccountRegisteredData } from './accounts.js';
import type { ProjectedEvent } from './events.js';
import { Projector } from './projector.js';
import { getPlayer } from './queries.js';
import { dumpReadModels, rebuildReadModels } from './rebuild.js';
import { migrateReadModels } from './schema.js';
import { resumeDecision } from './checkpoint.js';
import { openReadDb } from './testing/read-db.js';

function accountEvent(n: number, position: bigint): ProjectedEvent {
  const data: AccountRegisteredData = {
    accountId: `acc${n}`,
    username: `user${n}`,
    displayName: `User ${n}`,
    passwordHash: 'scrypt$secret',
    registeredAt: '2026-11-21T10:00:00.000Z',
  };
  return {
    id: `e${n}`,
    streamId: accountStream(`acc${n}`),
    type: ACCOUNT_REGISTERED,
    revision: 0n,
    position,
    data,
    metadata: null,
    created: new Date(0),
  };
}

async function* iterate(events: readonly ProjectedEvent[]) {
  yield* events;
}

describe('Projector', () => {
  it('moves the checkpoint with the read models and never applies an event twice', () => {
    const db = openReadDb();
    const projector = new Projector(db);
    const events = [accountEvent(1, 10n), accountEvent(2, 20n)];
    expect(projector.apply(events).players).toEqual(new Set(['acc1', 'acc2']));
    expect(projector.checkpoint()).toEqual({ position: 20n, events: 2, storeId: null });
    const again = projector.apply([...events, accountEvent(3, 30n)]);
    expect(again.players).toEqual(new Set(['acc3']));
    expect(projector.checkpoint()).toEqual({ position: 30n, events: 3, storeId: null });
  });

  it('keeps the password hash out of the public player page', () => {
    const db = openReadDb();
    new Projector(db).apply([accountEvent(1, 1n)]);
    expect(getPlayer(db, 'acc1')).toEqual({
      id: 'acc1',
      username: 'user1',
      displayName: 'User 1',
      registeredAt: '2026-11-21T10:00:00.000Z',
    });
    expect(
      JSON.stringify(dumpReadModels(db), (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    ).not.toContain('scrypt');
  });

  it('rolls the whole batch back when an event fails, checkpoint included', () => {
    const db = openReadDb();
    const projector = new Projector(db);
    const broken = { ...accountEvent(2, 2n), data: null };
    expect(() => projector.apply([accountEvent(1, 1n), broken])).toThrow();
    expect(projector.checkpoint()).toEqual({ position: null, events: 0, storeId: null });
    expect(getPlayer(db, 'acc1')).toBeUndefined();
    // The retry after the failure applies the batch from the checkpoint the database still holds.
    projector.apply([accountEvent(1, 1n), accountEvent(2, 2n)]);
    expect(getPlayer(db, 'acc2')?.username).toBe('user2');
    expect(new Projector(db).checkpoint()).toEqual({ position: 2n, events: 2, storeId: null });
  });

  it('keeps in the database the checkpoint it answers from memory, for the next start', () => {
    const db = openReadDb();
    const projector = new Projector(db, 'store-a');
    projector.apply([accountEvent(1, 5n)]);
    projector.apply([accountEvent(1, 5n), accountEvent(2, 9n)]);
    expect(projector.checkpoint()).toEqual({ position: 9n, events: 2, storeId: 'store-a' });
    expect(new Projector(db).checkpoint()).toEqual(projector.checkpoint());
  });

  it('rebuilds to exactly what live, event-by-event application produced', async () => {
    const events = Array.from({ length: 2500 }, (_, i) => accountEvent(i, BigInt(i * 7 + 3)));
    const live = openReadDb();
    const projector = new Projector(live);
    for (const event of events) projector.apply([event]);
    const rebuilt = openReadDb();
    const seen: number[] = [];
    const done = await rebuildReadModels(rebuilt, iterate(events), (p) => seen.push(p.events));
    expect(done).toEqual({ events: 2500, position: events.at(-1)!.position });
    expect(seen).toEqual([1000, 2000, 2500]);
    expect(dumpReadModels(rebuilt)).toEqual(dumpReadModels(live));
  });

  it('records which store the read models came from, with the checkpoint, also through a rebuild', async () => {
    const db = openReadDb();
    new Projector(db, 'sqlite:store-a').apply([accountEvent(1, 10n)]);
    expect(new Projector(db).checkpoint()).toEqual({ position: 10n, events: 1, storeId: 'sqlite:store-a' });
    new Projector(db).apply([accountEvent(2, 20n)]);
    expect(new Projector(db).checkpoint().storeId).toBe('sqlite:store-a');
    await rebuildReadModels(db, iterate([accountEvent(3, 7n)]), () => {}, 'eventstoredb:store-b');
    expect(new Projector(db).checkpoint()).toEqual({ position: 7n, events: 1, storeId: 'eventstoredb:store-b' });
  });

  it('resumes only from a checkpoint of the same store that the store has not fallen behind', () => {
    const at = (position: bigint | null, storeId: string | null) => ({ position, events: 0, storeId });
    expect(resumeDecision(at(null, null), 's1', -1n)).toEqual({ kind: 'resume' });
    expect(resumeDecision(at(50n, 's1'), 's1', 50n)).toEqual({ kind: 'resume' });
    expect(resumeDecision(at(50n, 's1'), 's1', 900n)).toEqual({ kind: 'resume' });
    expect(resumeDecision(at(50n, 's1'), 's2', 900n)).toEqual({ kind: 'rebuild', reason: 'other-store' });
    expect(resumeDecision(at(50n, null), 's1', 900n)).toEqual({ kind: 'rebuild', reason: 'unknown-store' });
    expect(resumeDecision(at(50n, 's1'), 's1', 40n)).toEqual({ kind: 'rebuild', reason: 'store-behind' });
  });

  it('adds the store column to read models written before it existed, keeping their rows', () => {
    const db = openReadDb();
    db.exec('ALTER TABLE checkpoint DROP COLUMN store_id');
    db.prepare("INSERT INTO checkpoint (name, position, events) VALUES ('all', 5, 1)").run();
    migrateReadModels(db);
    expect(new Projector(db).checkpoint()).toEqual({ position: 5n, events: 1, storeId: null });
  });
});
