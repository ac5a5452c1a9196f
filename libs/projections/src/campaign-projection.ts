import type { ProjectedEvent } from './events.js';
import {
  CAMPAIGN_ARCHIVED,
  CAMPAIGN_CREATED,
  CAMPAIGN_INVITATION_ACCEPTED,
  CAMPAIGN_INVITATION_DECLINED,
  CAMPAIGN_INVITATION_WITHDRAWN,
  CAMPAIGN_PLAYER_ADDED,
  CAMPAIGN_PLAYER_INVITED,
  CAMPAIGN_SESSION_STARTED,
  campaignInvitationExpiry,
  type CampaignCreatedData,
  type CampaignPlayerInvitedData,
  type CampaignSessionStartedData,
} from '@cronica/campaigns';
import { answerInvitation, atOf, recordInvitation } from './invitation-projection.js';
import type { ReadDb } from './schema.js';

/**
 * The campaign index, fed by the `campaign-<id>` streams the API writes
 * (@cronica/campaigns, campaign-events.ts): which campaigns exist, who runs and who plays
 * them, and how many sessions they have had, for the campaign lists, and the GM's invitations in
 * the invitations index: a player is a member once she accepted, never on being invited. A
 * campaign's sessions are read from its own stream; their results from the match summaries. Each
 * session's match is indexed too, so a table can say which campaign and session it is.
 * Nothing of an encounter's secrets is in these events.
 */
export const CAMPAIGNS_DDL = `
CREATE TABLE IF NOT EXISTS campaigns (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  game TEXT NOT NULL,
  gm_id TEXT NOT NULL,
  status TEXT NOT NULL,
  sessions INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  created_position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS campaign_members (
  campaign_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  role TEXT NOT NULL,
  PRIMARY KEY (campaign_id, account_id)
);
CREATE INDEX IF NOT EXISTS campaign_members_by_account ON campaign_members (account_id);
CREATE TABLE IF NOT EXISTS campaign_sessions (
  match_id TEXT PRIMARY KEY,
  campaign_id TEXT NOT NULL,
  number INTEGER NOT NULL,
  scene TEXT NOT NULL
);
`;

/** A campaign's invitation of one player in the invitations index. */
export const campaignInvitationId = (campaignId: string, accountId: string) => `${campaignId}:${accountId}`;

function invited(db: ReadDb, campaignId: string, playerId: string, expiresAt: string, event: ProjectedEvent): string[] {
  const campaign = db.prepare('SELECT game, gm_id AS gmId FROM campaigns WHERE id = ?').get(campaignId) as
    { game: string; gmId: string } | undefined;
  if (!campaign) return [];
  const id = campaignInvitationId(campaignId, playerId);
  return recordInvitation(
    db,
    {
      id,
      kind: 'campaign',
      ref: campaignId,
      game: campaign.game,
      inviterId: campaign.gmId,
      invitees: [playerId],
      expiresAt,
    },
    event,
  );
}

/** A new campaign, with its game master as its first member. */
function created(db: ReadDb, campaignId: string, event: ProjectedEvent): string[] {
  const data = event.data as CampaignCreatedData;
  db.prepare(
    `INSERT OR REPLACE INTO campaigns (id, name, game, gm_id, status, sessions, created_at, created_position) VALUES (?, ?, ?, ?, 'active', 0, ?, ?)`,
  ).run(campaignId, data.name, data.game, data.gmId, atOf(event), event.position);
  db.prepare(`INSERT OR REPLACE INTO campaign_members (campaign_id, account_id, role) VALUES (?, ?, 'gm')`).run(
    campaignId,
    data.gmId,
  );
  return [];
}

/** One more session, its match indexed under the campaign. */
function sessionStarted(db: ReadDb, campaignId: string, data: CampaignSessionStartedData): string[] {
  db.prepare('UPDATE campaigns SET sessions = sessions + 1 WHERE id = ?').run(campaignId);
  db.prepare('INSERT OR REPLACE INTO campaign_sessions (match_id, campaign_id, number, scene) VALUES (?, ?, ?, ?)').run(
    data.matchId,
    campaignId,
    data.number,
    data.scene,
  );
  return [];
}

/** An archived campaign withdraws the invitations still waiting; the accounts they were for. */
function archived(db: ReadDb, campaignId: string): string[] {
  db.prepare(`UPDATE campaigns SET status = 'archived' WHERE id = ?`).run(campaignId);
  const waiting = db
    .prepare(`SELECT id FROM invitations WHERE kind = 'campaign' AND ref = ? AND status = 'pending'`)
    .all(campaignId) as Array<{ id: string }>;
  return waiting.flatMap((row) => answerInvitation(db, row.id, null, null, 'withdrawn'));
}

/** Applies one event of a `campaign-<id>` stream; the accounts whose invitations changed. */
export function projectCampaignEvent(db: ReadDb, campaignId: string, event: ProjectedEvent): string[] {
  const playerId = String((event.data as { playerId?: unknown } | null)?.playerId ?? '');
  switch (event.type) {
    case CAMPAIGN_CREATED:
      return created(db, campaignId, event);
    case CAMPAIGN_PLAYER_INVITED:
      return invited(db, campaignId, playerId, (event.data as CampaignPlayerInvitedData).expiresAt, event);
    // Before invitations a GM added players directly: such a player was never asked, so she is invited.
    case CAMPAIGN_PLAYER_ADDED:
      return invited(db, campaignId, playerId, campaignInvitationExpiry(atOf(event)), event);
    case CAMPAIGN_INVITATION_ACCEPTED:
      db.prepare(`INSERT OR IGNORE INTO campaign_members (campaign_id, account_id, role) VALUES (?, ?, 'player')`).run(
        campaignId,
        playerId,
      );
      return answerInvitation(db, campaignInvitationId(campaignId, playerId), playerId, 'accepted', 'accepted');
    case CAMPAIGN_INVITATION_DECLINED:
      return answerInvitation(db, campaignInvitationId(campaignId, playerId), playerId, 'declined', 'declined');
    case CAMPAIGN_INVITATION_WITHDRAWN:
      return answerInvitation(db, campaignInvitationId(campaignId, playerId), null, null, 'withdrawn');
    case CAMPAIGN_SESSION_STARTED:
      return sessionStarted(db, campaignId, event.data as CampaignSessionStartedData);
    case CAMPAIGN_ARCHIVED:
      return archived(db, campaignId);
    default:
      return [];
  }
}

export interface CampaignRow {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly gmId: string;
  readonly status: string;
  readonly sessions: number;
  readonly createdAt: string;
}

export interface CampaignFilter {
  /** Only campaigns this account runs or plays in. */
  readonly memberId?: string;
  readonly limit?: number;
  readonly offset?: number;
}

const COLUMNS = 'c.id, c.name, c.game, c.gm_id AS gmId, c.status, c.sessions, c.created_at AS createdAt';

/** Campaigns, newest first. */
export function listCampaigns(db: ReadDb, filter: CampaignFilter = {}): CampaignRow[] {
  const page = [filter.limit ?? 50, filter.offset ?? 0];
  if (filter.memberId !== undefined) {
    return db
      .prepare(
        `SELECT ${COLUMNS} FROM campaigns c JOIN campaign_members m ON m.campaign_id = c.id WHERE m.account_id = ? ORDER BY c.created_position DESC LIMIT ? OFFSET ?`,
      )
      .all(filter.memberId, ...page) as CampaignRow[];
  }
  return db
    .prepare(`SELECT ${COLUMNS} FROM campaigns c ORDER BY c.created_position DESC LIMIT ? OFFSET ?`)
    .all(...page) as CampaignRow[];
}

/** What an account is in a campaign (`gm` or `player`), or null. */
export function campaignRole(db: ReadDb, campaignId: string, accountId: string): string | null {
  const row = db
    .prepare('SELECT role FROM campaign_members WHERE campaign_id = ? AND account_id = ?')
    .get(campaignId, accountId) as { role: string } | undefined;
  return row?.role ?? null;
}

/** The campaign session a match was played as. */
export interface CampaignSessionOfMatch {
  readonly campaignId: string;
  readonly campaignName: string;
  readonly number: number;
  readonly scene: string;
}

/** Which campaign's session a match is, or null for a match no campaign started. */
export function campaignSessionOfMatch(db: ReadDb, matchId: string): CampaignSessionOfMatch | null {
  const row = db
    .prepare(
      `SELECT s.campaign_id AS campaignId, c.name AS campaignName, s.number, s.scene
       FROM campaign_sessions s JOIN campaigns c ON c.id = s.campaign_id WHERE s.match_id = ?`,
    )
    .get(matchId) as CampaignSessionOfMatch | undefined;
  return row ?? null;
}
