import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from './events.js';
import { Projector } from './projector.js';
import { forgetPeriodStream, periodStreamsBefore, periodStreamsOf } from './period-streams.js';
import {
  SESSION_ENDED,
  SESSION_STARTED,
  SIGNED_OUT_EVERYWHERE,
  accountSessions,
  findSession,
  forgetSession,
  sessionsPastUse,
} from './sessions.js';
import { openReadDb } from './testing/read-db.js';

let position = 0n;
const event = (streamId: string, type: string, data: unknown): ProjectedEvent => {
  position += 10n;
  return { id: `e${position}`, streamId, type, revision: 0n, position, data, metadata: null, created: new Date(0) };
};
const started = (digest: string, accountId = 'ana') =>
  event(`session-${digest}`, SESSION_STARTED, { accountId, createdAt: 1, expiresAt: 100 });

function readModels() {
  const db = openReadDb();
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

  it('ends the sessions of the account a monthly sign-out stream names', () => {
    const { db, projector } = readModels();
    projector.apply([started('a', 'ana-1'), started('b', 'otra')]);
    const signOut = { accountId: 'ana-1', reason: 'x', at: 3 };
    const changes = projector.apply([event('signouts-ana-1-2026-01', SIGNED_OUT_EVERYWHERE, signOut)]);
    expect([...changes.endedSessions]).toEqual(['a']);
    expect(findSession(db, 'b')?.ended).toBe(false);
  });

  it('offers the sessions that may be past use, page by page, and forgets one once deleted', () => {
    const { db, projector } = readModels();
    projector.apply([started('a'), started('b'), started('c')]);
    projector.apply([event('session-b', SESSION_ENDED, { reason: 'signed-out', at: 2 })]);
    expect(sessionsPastUse(db, 50, 0, '', 10)).toEqual(['b']);
    expect(sessionsPastUse(db, 100, 0, '', 2)).toEqual(['a', 'b']);
    expect(sessionsPastUse(db, 100, 0, 'b', 2)).toEqual(['c']);
    forgetSession(db, 'b');
    expect(findSession(db, 'b')).toBeUndefined();
  });
});

describe('the period streams read model', () => {
  const DAY = Date.UTC(2026, 0, 10);
  const failed = (stream: string, lastAt: number) => event(stream, 'SignInFailed', { lastAt, count: 1 });

  it('offers a day or month stream once both its period and its newest event ended before the cut', () => {
    const { db, projector } = readModels();
    projector.apply([
      failed('signinfailures-ana-2026-01-10', DAY + 3600_000),
      failed('signinfailures-ana', DAY - 3600_000),
      event('signouts-ana-2026-01', SIGNED_OUT_EVERYWHERE, { accountId: 'ana', reason: 'x', at: DAY }),
    ]);
    expect(periodStreamsBefore(db, 'signinfailures', DAY, '', 10)).toEqual(['signinfailures-ana']);
    expect(periodStreamsBefore(db, 'signinfailures', DAY + 86_400_000, '', 10)).toEqual([
      'signinfailures-ana',
      'signinfailures-ana-2026-01-10',
    ]);
    expect(periodStreamsBefore(db, 'signouts', Date.UTC(2026, 1, 1) - 1, '', 10)).toEqual([]);
    expect(periodStreamsBefore(db, 'signouts', Date.UTC(2026, 1, 1), '', 10)).toEqual(['signouts-ana-2026-01']);
    forgetPeriodStream(db, 'signouts-ana-2026-01');
    expect(periodStreamsBefore(db, 'signouts', Date.UTC(2026, 2, 1), '', 10)).toEqual([]);
  });

  it("lists every period stream of one account for its erasure, and no other account's", () => {
    const { db, projector } = readModels();
    projector.apply([
      failed('signinfailures-ana-2026-01-10', 1),
      failed('signinfailures-ana', 1),
      failed('signinfailures-anabel-2026-01-10', 1),
      event('signouts-ana-2026-01', SIGNED_OUT_EVERYWHERE, { accountId: 'ana', reason: 'x', at: 1 }),
      event('signouts-an-2026-01', SIGNED_OUT_EVERYWHERE, { accountId: 'an', reason: 'x', at: 1 }),
    ]);
    expect(periodStreamsOf(db, 'ana')).toEqual([
      'signinfailures-ana',
      'signinfailures-ana-2026-01-10',
      'signouts-ana-2026-01',
    ]);
  });
});
