import { describe, expect, it } from 'vitest';
import { campaignRole, campaignSessionOfMatch, listCampaigns } from './campaign-projection.js';
import { countInvitationsFor, invitationsFor } from './invitation-projection.js';
import { Projector } from './projector.js';
import { liveAndRebuiltModels, openReadDb, stampedEvents } from './testing/read-db.js';

const event = stampedEvents('campaign');

const DAY = 86_400_000;
const invite = (campaignId: string, playerId: string) =>
  event(campaignId, 'CampaignPlayerInvited', {
    playerId,
    expiresAt: new Date(1_795_000_000_000 + 7 * DAY).toISOString(),
  });

/** Two campaigns of one GM: the first with two players who accepted and two sessions, then archived; the second with one. */
const EVENTS = [
  event('c1', 'CampaignCreated', { campaignId: 'c1', name: 'La Marca', game: 'mesa', gmId: 'dj' }),
  invite('c1', 'ana'),
  invite('c1', 'bea'),
  event('c1', 'CampaignInvitationAccepted', { playerId: 'ana' }),
  event('c1', 'CampaignInvitationAccepted', { playerId: 'bea' }),
  event('c1', 'CampaignSessionStarted', { number: 1, matchId: 'm1', scene: 'Puente', seats: ['dj', 'ana', 'bea'] }),
  event('c2', 'CampaignCreated', { campaignId: 'c2', name: 'El Páramo', game: 'mesa', gmId: 'dj' }),
  invite('c2', 'bea'),
  event('c2', 'CampaignInvitationAccepted', { playerId: 'bea' }),
  event('c1', 'CampaignSessionStarted', { number: 2, matchId: 'm2', scene: 'Torre', seats: ['dj', 'ana', 'bea'] }),
  event('c1', 'CampaignArchived', {}),
];

describe('campaign index', () => {
  it('lists campaigns newest first with their session count and status, and each member’s own', () => {
    const db = openReadDb();
    new Projector(db).apply(EVENTS);
    expect(listCampaigns(db).map((c) => [c.id, c.name, c.gmId, c.status, c.sessions])).toEqual([
      ['c2', 'El Páramo', 'dj', 'active', 0],
      ['c1', 'La Marca', 'dj', 'archived', 2],
    ]);
    expect(listCampaigns(db, { memberId: 'ana' }).map((c) => c.id)).toEqual(['c1']);
    expect(listCampaigns(db, { memberId: 'bea' }).map((c) => c.id)).toEqual(['c2', 'c1']);
    expect(listCampaigns(db, { memberId: 'dj' }).map((c) => c.id)).toEqual(['c2', 'c1']);
    expect(listCampaigns(db, { memberId: 'nadie' })).toEqual([]);
    expect(listCampaigns(db, { limit: 1, offset: 1 }).map((c) => c.id)).toEqual(['c1']);
    expect([campaignRole(db, 'c1', 'dj'), campaignRole(db, 'c1', 'ana'), campaignRole(db, 'c2', 'ana')]).toEqual([
      'gm',
      'player',
      null,
    ]);
  });

  it('says which campaign and session a match was played as, and nothing for any other match', () => {
    const db = openReadDb();
    new Projector(db).apply(EVENTS);
    expect(campaignSessionOfMatch(db, 'm2')).toEqual({
      campaignId: 'c1',
      campaignName: 'La Marca',
      number: 2,
      scene: 'Torre',
    });
    expect(campaignSessionOfMatch(db, 'm1')?.number).toBe(1);
    expect(campaignSessionOfMatch(db, 'a-practice-match')).toBeNull();
  });

  it('rebuilds from the store to the same index as the live projection', async () => {
    const { live, rebuilt } = await liveAndRebuiltModels(EVENTS);
    expect(rebuilt['campaign_members']).toHaveLength(5);
    expect(rebuilt['campaign_sessions']).toHaveLength(2);
    expect(rebuilt).toEqual(live);
  });

  it('makes a player a member only once she accepts; until then the invitation waits for her, and a player a GM added before invitations is invited', () => {
    const db = openReadDb();
    const at = new Date(1_795_000_000_000).toISOString();
    new Projector(db).apply([
      event('c3', 'CampaignCreated', { campaignId: 'c3', name: 'Las Islas', game: 'mesa', gmId: 'dj' }),
      invite('c3', 'carla'),
      event('c3', 'CampaignPlayerAdded', { playerId: 'dani' }),
      invite('c3', 'eva'),
      event('c3', 'CampaignInvitationDeclined', { playerId: 'eva' }),
    ]);
    expect(['carla', 'dani', 'eva'].map((who) => campaignRole(db, 'c3', who))).toEqual([null, null, null]);
    expect(invitationsFor(db, 'carla', at).map((row) => [row.kind, row.ref, row.inviterId, row.campaignName])).toEqual([
      ['campaign', 'c3', 'dj', 'Las Islas'],
    ]);
    expect(countInvitationsFor(db, 'dani', at)).toBe(1);
    expect(countInvitationsFor(db, 'eva', at)).toBe(0);
    expect(countInvitationsFor(db, 'carla', new Date(1_795_000_000_000 + 8 * DAY).toISOString())).toBe(0);
    const changed = new Projector(db).apply([event('c3', 'CampaignInvitationAccepted', { playerId: 'carla' })]);
    expect([...changed.invitations].sort()).toEqual(['carla', 'dj']);
    expect(campaignRole(db, 'c3', 'carla')).toBe('player');
    expect(countInvitationsFor(db, 'carla', at)).toBe(0);
  });
});
