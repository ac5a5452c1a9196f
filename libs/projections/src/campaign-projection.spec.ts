import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { campaignRole, listCampaigns } from './campaign-projection.js';
import type { ProjectedEvent } from './events.js';
import { Projector } from './projector.js';
import { dumpReadModels, rebuildReadModels } from './rebuild.js';
import { migrateReadModels } from './schema.js';

function openDb() {
  const db = new Database(':memory:');
  migrateReadModels(db);
  return db;
}

let position = 0n;
const event = (campaignId: string, type: string, data: unknown): ProjectedEvent => {
  position += 10n;
  const at = new Date(1_795_000_000_000 + Number(position)).toISOString();
  return { id: `e${position}`, streamId: `campaign-${campaignId}`, type, revision: 0n, position, data, metadata: { at }, created: new Date(at) };
};

/** Two campaigns of one GM: the first with two players and two sessions, then archived; the second with one player. */
const EVENTS = [
  event('c1', 'CampaignCreated', { campaignId: 'c1', name: 'La Marca', game: 'mesa', gmId: 'dj' }),
  event('c1', 'CampaignPlayerAdded', { playerId: 'ana' }),
  event('c1', 'CampaignPlayerAdded', { playerId: 'bea' }),
  event('c1', 'CampaignSessionStarted', { number: 1, matchId: 'm1', scene: 'Puente', seats: ['dj', 'ana', 'bea'] }),
  event('c2', 'CampaignCreated', { campaignId: 'c2', name: 'El Páramo', game: 'mesa', gmId: 'dj' }),
  event('c2', 'CampaignPlayerAdded', { playerId: 'bea' }),
  event('c1', 'CampaignSessionStarted', { number: 2, matchId: 'm2', scene: 'Torre', seats: ['dj', 'ana', 'bea'] }),
  event('c1', 'CampaignArchived', {}),
];

describe('campaign index', () => {
  it('lists campaigns newest first with their session count and status, and each member’s own', () => {
    const db = openDb();
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
    expect([campaignRole(db, 'c1', 'dj'), campaignRole(db, 'c1', 'ana'), campaignRole(db, 'c2', 'ana')]).toEqual(['gm', 'player', null]);
  });

  it('rebuilds from the store to the same index as the live projection', async () => {
    const live = openDb();
    for (const e of EVENTS) new Projector(live).apply([e]);
    const rebuilt = openDb();
    await rebuildReadModels(
      rebuilt,
      (async function* () {
        yield* EVENTS;
      })(),
    );
    expect(dumpReadModels(rebuilt).campaign_members).toHaveLength(5);
    expect(dumpReadModels(rebuilt)).toEqual(dumpReadModels(live));
  });
});
