import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from './events.js';
import { Projector } from './projector.js';
import { migrateReadModels } from './schema.js';
import { SESSION_ENDED, SESSION_STARTED, SIGNED_OUT_EVERYWHERE, accountSessions, findSession } from './sessions.js';

let position = 0n;
const event = (streamId: string, type: string, data: unknown): ProjectedEvent => {
  position += 10n;
  return { id: `e${position}`, streamId, type, revision: 0n, position, data, metadata: null, created: new Date(0) };
};
const started = (digest: string, accountId = 'ana') =>
  event(`session-${digest}`, SESSION_STARTED, { accountId, createdAt: 1, expiresAt: 100 });

function readModels() {
  const db = new Database(':memory:');
  migrateReadModels(db);
  return { db, projector: new Projector(db) };
}

describe('the sessions read model', () => {
  it('ends one session by its own event, and says so to the instance that projects it', () => {
    const { db, projector } = readModels();
    projector.apply([started('a'), started('b')]);
    const changes = projector.apply([event('session-a', SESSION_ENDED, { reason: 'signed-out', at: 2 })]);
    expect([...changes.endedSessions]).toEqual(['a']);
    expect(findSession(db, 'a')?.ended).toBe(true);
    expect(findSession(db, 'b')?.ended).toBe(false);
  });

  it('ends every session of the account started before a sign-out everywhere, and none after it', () => {
    const { db, projector } = readModels();
    projector.apply([started('a'), started('b'), started('c', 'otra')]);
    const changes = projector.apply([event('signouts-ana', SIGNED_OUT_EVERYWHERE, { reason: 'x', at: 3 })]);
    projector.apply([started('d')]);
    expect([...changes.endedSessions].sort()).toEqual(['a', 'b']);
    expect(accountSessions(db, 'ana').map((row) => row.digest)).toEqual(['d']);
    expect(findSession(db, 'c')?.ended).toBe(false);
  });
});
