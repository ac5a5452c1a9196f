import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from './events.js';
import { getMatchSummary, listMatches, matchPlayers, tableMatchSummary } from './match-queries.js';
import { MATCH_CREATED, MATCH_SEALED, type MatchCreatedEventData } from './match-summaries.js';
import { Projector } from './projector.js';
import { dumpReadModels } from './rebuild.js';
import { migrateReadModels } from './schema.js';
import { liveAndRebuiltModels, openReadDb } from './testing/read-db.js';

let position = 0n;
const event = (matchId: string, type: string, data: unknown, metadata: unknown = null): ProjectedEvent => {
  position += 10n;
  return {
    id: `e${position}`,
    streamId: `match-${matchId}`,
    type,
    revision: 0n,
    position,
    data,
    metadata,
    created: new Date(1_700_000_000_000 + Number(position)),
  };
};

const created = (matchId: string, extra: Partial<MatchCreatedEventData> = {}) =>
  event(matchId, MATCH_CREATED, {
    matchId,
    kind: 'practice',
    tournamentId: null,
    round: null,
    table: null,
    commitment: 'c'.repeat(64),
    createdAt: '2026-11-21T10:00:00.000Z',
    seats: [
      { seat: 0, player: 'ana', deckHash: 'd'.repeat(64), deckName: 'Ceniza' },
      { seat: 1, player: 'bot:greedy', deckHash: null, deckName: 'Brasa' },
    ],
    ...extra,
  });
const sealed = (matchId: string, winner: number) =>
  event(
    matchId,
    MATCH_SEALED,
    { result: { outcome: 'win', winner, reason: 'knockout' }, seq: 40 },
    { replay: { line: { kind: 'seal', signed: { head: 'a'.repeat(64) } } } },
  );

/** Three matches: m1 finishes after m2, m3 (a tournament table) stays live; game events in between. */
function log(): ProjectedEvent[] {
  return [
    created('m1', { game: { id: 'blades-of-ash', version: '2.1.0' } }),
    // A match from before `MatchCreated` named its game: the replay header it carries does.
    event('m2', MATCH_CREATED, created('m2').data, {
      replay: { line: { kind: 'header', game: { id: 'blades-of-ash', version: '2.0.0' } } },
    }),
    event('m1', 'HeroesPicked', { seat: 0 }),
    created('m3', {
      game: { id: 'ecg', version: '1.0.0' },
      kind: 'tournament',
      tournamentId: 't1',
      round: 2,
      table: 4,
      seats: [
        { seat: 0, player: 'ana', deckName: 'deck list' },
        { seat: 1, player: 'bea', deckName: 'deck list' },
      ],
    }),
    sealed('m2', 1),
    sealed('m1', 0),
  ];
}

describe('match summaries and replay index', () => {
  it('lists finished matches in the order they were sealed, live ones apart, with their players', () => {
    const db = openReadDb();
    const changes = new Projector(db).apply(log());
    expect(changes.matches).toEqual(new Set(['m1', 'm2', 'm3']));
    expect(listMatches(db, { status: 'finished' }).map((m) => m.matchId)).toEqual(['m1', 'm2']);
    expect(listMatches(db, { status: 'live' }).map((m) => m.matchId)).toEqual(['m3']);
    expect(listMatches(db, { status: 'finished', limit: 1, offset: 1 }).map((m) => m.matchId)).toEqual(['m2']);
    expect(listMatches(db, { tournamentId: 't1' })).toMatchObject([
      { matchId: 'm3', kind: 'tournament', round: 2, tableNumber: 4, status: 'live', result: null },
    ]);
    expect(listMatches(db, { playerId: 'bea' }).map((m) => m.matchId)).toEqual(['m3']);
    expect(getMatchSummary(db, 'm1')).toMatchObject({
      status: 'finished',
      replaySeq: 40,
      replayHead: 'a'.repeat(64),
      finishedAt: expect.any(String),
    });
    expect(JSON.parse(getMatchSummary(db, 'm2')!.result!)).toEqual({ outcome: 'win', winner: 1, reason: 'knockout' });
    expect(matchPlayers(db, 'm1')).toEqual([
      { seat: 0, playerId: 'ana', deckName: 'Ceniza' },
      { seat: 1, playerId: 'bot:greedy', deckName: 'Brasa' },
    ]);
  });

  it('finds each table’s match by the table, however many matches the event has, and none for a table played on paper', () => {
    const db = openReadDb();
    const table = (n: number) => ({
      kind: 'tournament' as const,
      tournamentId: 't9',
      round: 1 + Math.floor(n / 60),
      table: n % 60,
    });
    const tables = Array.from({ length: 150 }, (_, n) => created(`t9-${n}`, table(n)));
    new Projector(db).apply(tables);
    // A page of the event's matches holds at most 100: the first tables are not in it.
    expect(listMatches(db, { tournamentId: 't9', limit: 100 }).map((m) => m.matchId)).not.toContain('t9-0');
    expect(tableMatchSummary(db, { tournamentId: 't9', round: 1, table: 0 })?.matchId).toBe('t9-0');
    expect(tableMatchSummary(db, { tournamentId: 't9', round: 3, table: 29 })?.matchId).toBe('t9-149');
    expect(tableMatchSummary(db, { tournamentId: 't9', round: 3, table: 30 })).toBeUndefined();
    expect(tableMatchSummary(db, { tournamentId: 't1', round: 1, table: 0 })).toBeUndefined();
  });

  it('names each match’s game, from the event or an older match’s replay header, and lists one game’s matches', () => {
    const db = openReadDb();
    new Projector(db).apply(log());
    expect(['m1', 'm2', 'm3'].map((id) => getMatchSummary(db, id)?.game)).toEqual([
      'blades-of-ash',
      'blades-of-ash',
      'ecg',
    ]);
    expect(listMatches(db, { game: 'ecg' }).map((m) => m.matchId)).toEqual(['m3']);
    expect(listMatches(db, { game: 'blades-of-ash', status: 'finished' }).map((m) => m.matchId)).toEqual(['m1', 'm2']);
    expect(listMatches(db, { game: 'blades-of-ash', status: 'live' })).toEqual([]);
    expect(listMatches(db, { game: 'warlords-of-terra' })).toEqual([]);
  });

  it('keeps deck-list hashes out of the public read model', () => {
    const db = openReadDb();
    new Projector(db).apply(log());
    expect(
      JSON.stringify(dumpReadModels(db), (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    ).not.toContain('d'.repeat(64));
  });

  it('rebuilds to exactly the tables live, event-by-event application produced', async () => {
    const { live, rebuilt } = await liveAndRebuiltModels(log());
    expect(rebuilt['match_summaries']).toHaveLength(3);
    expect(rebuilt).toEqual(live);
  });

  it('resets read models projected before match summaries existed, so the catch-up starts over', () => {
    const db = openReadDb();
    const projector = new Projector(db);
    projector.apply(log());
    db.exec('DROP TABLE match_summaries');
    expect(projector.checkpoint().position).not.toBeNull();
    migrateReadModels(db);
    expect(new Projector(db).checkpoint()).toEqual({ position: null, events: 0, storeId: null });
    new Projector(db).apply(log());
    expect(listMatches(db, { status: 'finished' })).toHaveLength(2);
    migrateReadModels(db);
    expect(listMatches(db, { status: 'finished' })).toHaveLength(2);
  });

  it('projects summaries from before they kept the game again, from the start, so every match names its game', () => {
    const db = openReadDb();
    const projector = new Projector(db);
    projector.apply(log());
    db.exec('DROP INDEX match_summaries_by_game; ALTER TABLE match_summaries DROP COLUMN game');
    migrateReadModels(db);
    expect(new Projector(db).checkpoint().position).toBeNull();
    new Projector(db).apply(log());
    expect(listMatches(db, { game: 'ecg' }).map((m) => m.matchId)).toEqual(['m3']);
    migrateReadModels(db);
    expect(new Projector(db).checkpoint().position).not.toBeNull();
  });
});
