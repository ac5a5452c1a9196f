import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from './events.js';
import { countInvitationsFor, invitationsFor, invitationsSentBy } from './invitation-projection.js';
import { Projector } from './projector.js';
import { openReadDb, stampedEvents } from './testing/read-db.js';

const event = stampedEvents('invitation');

const NOW = new Date(1_795_000_000_000).toISOString();
const EXPIRES = new Date(1_795_000_000_000 + 86_400_000).toISOString();

/** A game master invites two players to a table with a bot. */
const sent = (id: string) =>
  event(id, 'MatchInvitationSent', {
    invitationId: id,
    game: 'mesa',
    inviterId: 'dj',
    options: {},
    expiresAt: EXPIRES,
    seats: [
      { seat: 0, kind: 'host', player: 'dj', deckId: null },
      { seat: 1, kind: 'invitee', player: 'ana', deckId: null },
      { seat: 2, kind: 'invitee', player: 'bea', deckId: null },
      { seat: 3, kind: 'bot', player: 'bot:greedy', deckId: 'x' },
    ],
  });

function projected(events: readonly ProjectedEvent[]) {
  const db = openReadDb();
  const changes = new Projector(db).apply(events);
  return { db, changes };
}

describe('invitations index', () => {
  it('shows an invitation to each invited person until she answers, and to its sender until everyone has', () => {
    const { db, changes } = projected([
      sent('i1'),
      event('i1', 'MatchInvitationAccepted', { seat: 1, playerId: 'ana', deckId: 'y' }),
    ]);
    expect([...changes.invitations].sort()).toEqual(['ana', 'bea', 'dj']);
    expect(invitationsFor(db, 'ana', NOW)).toEqual([]);
    expect(
      invitationsFor(db, 'bea', NOW).map((row) => [row.id, row.kind, row.inviterId, row.game, row.expiresAt]),
    ).toEqual([['i1', 'match', 'dj', 'mesa', EXPIRES]]);
    expect(invitationsSentBy(db, 'dj', NOW).map((row) => row.id)).toEqual(['i1']);
    expect([
      countInvitationsFor(db, 'bea', NOW),
      countInvitationsFor(db, 'bot:greedy', NOW),
      countInvitationsFor(db, 'dj', NOW),
    ]).toEqual([1, 0, 0]);
  });

  it('drops an invitation from every list once it is declined, cancelled, started or expired', () => {
    const { db } = projected([
      sent('i2'),
      event('i2', 'MatchInvitationDeclined', { seat: 2, playerId: 'bea' }),
      sent('i3'),
      event('i3', 'MatchInvitationCancelled', {}),
      sent('i4'),
      event('i4', 'MatchInvitationAccepted', { seat: 1, playerId: 'ana', deckId: 'y' }),
      event('i4', 'MatchInvitationAccepted', { seat: 2, playerId: 'bea', deckId: 'y' }),
      event('i4', 'MatchInvitationStarted', { matchId: 'm4' }),
      sent('i5'),
    ]);
    expect(invitationsFor(db, 'ana', NOW).map((row) => row.id)).toEqual(['i5']);
    expect(invitationsSentBy(db, 'dj', NOW).map((row) => row.id)).toEqual(['i5']);
    expect(invitationsFor(db, 'ana', EXPIRES)).toEqual([]);
    expect(invitationsSentBy(db, 'dj', EXPIRES)).toEqual([]);
  });
});
