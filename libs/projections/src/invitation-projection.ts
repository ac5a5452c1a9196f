import { recordedAt } from '@cronica/rules-kernel';
import {
  MATCH_INVITATION_ACCEPTED,
  MATCH_INVITATION_CANCELLED,
  MATCH_INVITATION_DECLINED,
  MATCH_INVITATION_SENT,
  MATCH_INVITATION_STARTED,
  type MatchInvitationSentData,
} from '@cronica/matches';
import type { ProjectedEvent } from './events.js';
import type { ReadDb } from './schema.js';

/**
 * The invitations index: who invited whom to what, and whether it is still waiting, fed by the
 * `invitation-<id>` streams (a match nobody is seated at before accepting,
 * @cronica/matches, invitations/invitation-events.ts) and by the invitations of the `campaign-<id>`
 * streams. It answers "what is waiting for me" (the site's notice and the invitations list) and
 * "what did I send"; an invitation's seats and options are read from its own stream. Expiry is
 * a time in each row, compared with the clock when read: nothing is written when one expires.
 */
export const INVITATIONS_DDL = `
CREATE TABLE IF NOT EXISTS invitations (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  ref TEXT NOT NULL,
  game TEXT NOT NULL,
  inviter_id TEXT NOT NULL,
  status TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_position INTEGER NOT NULL,
  match_id TEXT
);
CREATE INDEX IF NOT EXISTS invitations_by_inviter ON invitations (inviter_id, status);
CREATE TABLE IF NOT EXISTS invitation_invitees (
  invitation_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (invitation_id, account_id)
);
CREATE INDEX IF NOT EXISTS invitation_invitees_by_account ON invitation_invitees (account_id, answer);
`;

export const atOf = (event: ProjectedEvent): string => recordedAt(event.metadata) ?? event.created.toISOString();

/** Everyone an invitation concerns: who sent it and who was invited. */
function participants(db: ReadDb, id: string): string[] {
  const inviter = db.prepare('SELECT inviter_id AS id FROM invitations WHERE id = ?').get(id) as
    { id: string } | undefined;
  const invitees = db
    .prepare('SELECT account_id AS id FROM invitation_invitees WHERE invitation_id = ?')
    .all(id) as Array<{ id: string }>;
  return [...(inviter ? [inviter.id] : []), ...invitees.map((row) => row.id)];
}

interface NewInvitation {
  readonly id: string;
  readonly kind: 'match' | 'campaign';
  readonly ref: string;
  readonly game: string;
  readonly inviterId: string;
  readonly invitees: readonly string[];
  readonly expiresAt: string;
}

/** Records a waiting invitation (again, for a campaign's player invited anew after an answer); the accounts it concerns. */
export function recordInvitation(db: ReadDb, invitation: NewInvitation, event: ProjectedEvent): string[] {
  const { id, kind, ref, game, inviterId, invitees, expiresAt } = invitation;
  db.prepare(
    `INSERT OR REPLACE INTO invitations (id, kind, ref, game, inviter_id, status, expires_at, created_at, created_position, match_id) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, NULL)`,
  ).run(id, kind, ref, game, inviterId, expiresAt, atOf(event), event.position);
  db.prepare('DELETE FROM invitation_invitees WHERE invitation_id = ?').run(id);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO invitation_invitees (invitation_id, account_id, answer) VALUES (?, ?, 'pending')`,
  );
  for (const account of invitees) insert.run(id, account);
  return [inviterId, ...invitees];
}

/** One person's answer, and the invitation's status when that answer settles it; the accounts it concerns. */
export function answerInvitation(
  db: ReadDb,
  id: string,
  accountId: string | null,
  answer: string | null,
  status: string | null,
  matchId: string | null = null,
): string[] {
  if (accountId !== null && answer !== null)
    db.prepare('UPDATE invitation_invitees SET answer = ? WHERE invitation_id = ? AND account_id = ?').run(
      answer,
      id,
      accountId,
    );
  if (status !== null)
    db.prepare('UPDATE invitations SET status = ?, match_id = COALESCE(?, match_id) WHERE id = ?').run(
      status,
      matchId,
      id,
    );
  return participants(db, id);
}

/** Applies one event of an `invitation-<id>` stream; the accounts whose invitations changed. */
export function projectInvitationEvent(db: ReadDb, invitationId: string, event: ProjectedEvent): string[] {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case MATCH_INVITATION_SENT: {
      const sent = event.data as MatchInvitationSentData;
      const invitees = sent.seats.filter((seat) => seat.kind === 'invitee').map((seat) => seat.player);
      return recordInvitation(
        db,
        {
          id: invitationId,
          kind: 'match',
          ref: invitationId,
          game: sent.game,
          inviterId: sent.inviterId,
          invitees,
          expiresAt: sent.expiresAt,
        },
        event,
      );
    }
    case MATCH_INVITATION_ACCEPTED:
      return answerInvitation(db, invitationId, String(data.playerId), 'accepted', null);
    case MATCH_INVITATION_DECLINED:
      return answerInvitation(db, invitationId, String(data.playerId), 'declined', 'declined');
    case MATCH_INVITATION_CANCELLED:
      return answerInvitation(db, invitationId, null, null, 'cancelled');
    case MATCH_INVITATION_STARTED:
      return answerInvitation(db, invitationId, null, null, 'started', String(data.matchId));
    default:
      return [];
  }
}

export interface InvitationRow {
  /** The invitation's id for a match; `<campaignId>:<accountId>` for a campaign's. */
  readonly id: string;
  readonly kind: 'match' | 'campaign';
  /** The invitation's id, or the campaign's. */
  readonly ref: string;
  readonly game: string;
  readonly inviterId: string;
  readonly status: string;
  readonly expiresAt: string;
  readonly createdAt: string;
  readonly matchId: string | null;
  /** The campaign's name, for a campaign's invitation. */
  readonly campaignName: string | null;
}

const COLUMNS = `i.id, i.kind, i.ref, i.game, i.inviter_id AS inviterId, i.status, i.expires_at AS expiresAt, i.created_at AS createdAt,
  i.match_id AS matchId, c.name AS campaignName`;
const WITH_CAMPAIGN = `LEFT JOIN campaigns c ON i.kind = 'campaign' AND c.id = i.ref`;
const WAITING_FOR = `JOIN invitation_invitees v ON v.invitation_id = i.id WHERE v.account_id = ? AND v.answer = 'pending' AND i.status = 'pending' AND i.expires_at > ?`;

/** The invitations waiting for this account's answer now (not expired), newest first. */
export function invitationsFor(db: ReadDb, accountId: string, now: string, limit = 50): InvitationRow[] {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM invitations i ${WITH_CAMPAIGN} ${WAITING_FOR} ORDER BY i.created_position DESC LIMIT ?`,
    )
    .all(accountId, now, limit) as InvitationRow[];
}

/** How many invitations wait for this account's answer now: the site's notice. */
export function countInvitationsFor(db: ReadDb, accountId: string, now: string): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM invitations i ${WAITING_FOR}`).get(accountId, now) as { n: number }).n;
}

/** The match invitations this account sent that still wait for someone's answer, newest first. */
export function invitationsSentBy(db: ReadDb, accountId: string, now: string, limit = 50): InvitationRow[] {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM invitations i ${WITH_CAMPAIGN} WHERE i.inviter_id = ? AND i.kind = 'match' AND i.status = 'pending' AND i.expires_at > ? ORDER BY i.created_position DESC LIMIT ?`,
    )
    .all(accountId, now, limit) as InvitationRow[];
}
