import {
  applyCommand,
  initialTournamentState,
  type TournamentCommand,
  type TournamentEvent,
} from '@cronica/tournament';
import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from './events.js';
import { Projector } from './projector.js';
import { dueCheckInOpenings, listTournaments, playerTournaments, staffedTournaments } from './queries.js';
import { migrateReadModels } from './schema.js';
import { JUDGE_APPOINTED, JUDGE_REMOVED, staffStream } from './staff.js';
import { openReadDb } from './testing/read-db.js';

const organizer = { role: 'organizer', id: 'olga' } as const;
let position = 0n;

/** A tournament's events as the store gives them, from its organizer's commands. */
function tournament(
  id: string,
  game: string,
  startsAt: string | null,
  steps: ReadonlyArray<string | { type: string; data: object }> = [],
  name = id,
): ProjectedEvent[] {
  // The December event's check-in opens by itself half an hour before its start.
  const lead = id === 'diciembre' ? { checkInOpensBefore: 30 } : {};
  const schedule = startsAt ? { startsAt, timeZone: 'Europe/Madrid', ...lead } : {};
  const commands = [
    {
      type: 'CreateTournament',
      data: { tournamentId: id, name, game, seed: 'semilla-secreta', rounds: 2, ...schedule },
    },
    ...steps.map((step) => (typeof step === 'string' ? { type: step, data: {} } : step)),
  ];
  let state = initialTournamentState;
  const events: TournamentEvent[] = [];
  for (const { type, data } of commands) {
    const command = { type, data: { ...data, at: 1000, by: organizer } } as TournamentCommand;
    const outcome = applyCommand(state, command, {});
    if (!('events' in outcome)) throw new Error(`${type}: ${outcome.code}`);
    state = outcome.state;
    events.push(...outcome.events);
  }
  return events.map((event, revision) => {
    position += 10n;
    return {
      id: `e${position}`,
      streamId: `tournament-${id}`,
      type: event.type,
      revision: BigInt(revision),
      position,
      data: event.data,
      metadata: { actor: 'olga' },
      created: new Date(1_700_000_000_000 + Number(position)),
    };
  });
}

/** Five events: three not yet under way (two announced, one not), one running, one ended. */
function log(): ProjectedEvent[] {
  return [
    ...tournament('sin-fecha', 'blades-of-ash', null),
    ...tournament('diciembre', 'blades-of-ash', '2026-12-19T10:00', ['OpenRegistration']),
    ...tournament('enero', 'ecg', '2027-01-09T16:00'),
    ...tournament(
      'liga',
      'blades-of-ash',
      '2026-11-01T10:00',
      ['OpenRegistration', 'CloseRegistration'],
      'Liga de Otoño',
    ),
    ...tournament('pasado', 'ecg', '2026-10-01T10:00', ['OpenRegistration', 'CloseRegistration', 'EndTournament']),
  ];
}

const ids = (rows: ReadonlyArray<{ id: string }>) => rows.map((row) => row.id);

describe('the tournament list by phase and game', () => {
  it('lists events not yet under way soonest first, those without a date after them', () => {
    const db = openReadDb();
    new Projector(db).apply(log());
    expect(ids(listTournaments(db, { phase: 'upcoming' }))).toEqual(['diciembre', 'enero', 'sin-fecha']);
    expect(ids(listTournaments(db, { phase: 'running' }))).toEqual(['liga']);
    expect(ids(listTournaments(db, { phase: 'ended' }))).toEqual(['pasado']);
    expect(ids(listTournaments(db))).toHaveLength(5);
  });

  it('keeps to one game, with or without a phase, and pages', () => {
    const db = openReadDb();
    new Projector(db).apply(log());
    expect(ids(listTournaments(db, { game: 'ecg' })).sort()).toEqual(['enero', 'pasado']);
    expect(ids(listTournaments(db, { phase: 'upcoming', game: 'ecg' }))).toEqual(['enero']);
    expect(ids(listTournaments(db, { phase: 'upcoming', limit: 1, offset: 1 }))).toEqual(['enero']);
  });

  it('finds events by part of their name, blind to case and accents, taking a search’s wildcards literally', () => {
    const db = openReadDb();
    new Projector(db).apply(log());
    expect(ids(listTournaments(db, { q: 'OTONO' }))).toEqual(['liga']);
    expect(ids(listTournaments(db, { q: 'iciem', phase: 'upcoming' }))).toEqual(['diciembre']);
    expect(ids(listTournaments(db, { q: '%' }))).toEqual([]);
    expect(ids(listTournaments(db, { q: 'a_o' }))).toEqual([]);
  });

  it('projects again, from the start, a list from before check-in could open by itself', () => {
    const db = openReadDb();
    new Projector(db).apply(log());
    db.exec('DROP INDEX tournaments_by_check_in; ALTER TABLE tournaments DROP COLUMN check_in_opens_at');
    migrateReadModels(db);
    expect(new Projector(db).checkpoint().position).toBeNull();
    new Projector(db).apply(log());
    expect(dueCheckInOpenings(db, Date.UTC(2026, 11, 19, 8, 30))).toEqual([
      { id: 'diciembre', organizerId: 'olga', opensAt: Date.UTC(2026, 11, 19, 8, 30) },
    ]);
  });

  it('lists an event as due for check-in from the time its organizer set (on the venue’s clock) until it opens', () => {
    const db = openReadDb();
    new Projector(db).apply(log());
    // 19 December, 10:00 in Madrid is 09:00 UTC: check-in is due from 08:30 UTC.
    expect(dueCheckInOpenings(db, Date.UTC(2026, 11, 19, 8, 29))).toEqual([]);
    expect(dueCheckInOpenings(db, Date.UTC(2026, 11, 19, 8, 30))).toEqual([
      { id: 'diciembre', organizerId: 'olga', opensAt: Date.UTC(2026, 11, 19, 8, 30) },
    ]);
    const opened = {
      id: 'opened',
      streamId: 'tournament-diciembre',
      type: 'CheckInOpened',
      revision: 2n,
      position: (position += 10n),
      data: { at: Date.UTC(2026, 11, 19, 8, 30), by: organizer, scheduled: true },
      metadata: { actor: 'olga' },
      created: new Date(),
    };
    new Projector(db).apply([opened]);
    expect(dueCheckInOpenings(db, Date.UTC(2026, 11, 20))).toEqual([]);
  });

  it('projects a list from before it kept the start again, from the start, so the upcoming order holds', () => {
    const db = openReadDb();
    new Projector(db).apply(log());
    db.exec('DROP INDEX tournaments_by_status; ALTER TABLE tournaments DROP COLUMN starts_at');
    db.exec('ALTER TABLE tournaments DROP COLUMN search_name');
    migrateReadModels(db);
    expect(new Projector(db).checkpoint().position).toBeNull();
    new Projector(db).apply(log());
    expect(ids(listTournaments(db, { phase: 'upcoming' }))).toEqual(['diciembre', 'enero', 'sin-fecha']);
  });
});

/** A judge appointed to, or removed from, an event, as its staff stream records it. */
function judgeChange(type: typeof JUDGE_APPOINTED | typeof JUDGE_REMOVED, tournamentId: string, accountId: string) {
  position += 10n;
  return {
    id: `e${position}`,
    streamId: staffStream(tournamentId),
    type,
    revision: 0n,
    position,
    data: { tournamentId, accountId, at: 1000 },
    metadata: { actor: 'olga' },
    created: new Date(),
  };
}

describe('the events a person runs, for their home page', () => {
  it('lists the organizer’s events that have not ended, the one under way first, then the soonest', () => {
    const db = openReadDb();
    new Projector(db).apply(log());
    new Projector(db).apply(tournament('marzo', 'ecg', '2027-03-06T10:00', ['OpenRegistration', 'CloseRegistration']));
    expect(ids(staffedTournaments(db, 'olga', 10))).toEqual(['liga', 'marzo', 'diciembre', 'enero', 'sin-fecha']);
    expect(ids(staffedTournaments(db, 'olga', 2))).toEqual(['liga', 'marzo']);
  });

  it('lists a judge’s events while they judge them, and nothing for someone who runs none', () => {
    const db = openReadDb();
    new Projector(db).apply(log());
    new Projector(db).apply([
      judgeChange(JUDGE_APPOINTED, 'enero', 'julian'),
      judgeChange(JUDGE_APPOINTED, 'pasado', 'julian'),
    ]);
    expect(ids(staffedTournaments(db, 'julian', 10))).toEqual(['enero']);
    new Projector(db).apply([judgeChange(JUDGE_REMOVED, 'enero', 'julian')]);
    expect(ids(staffedTournaments(db, 'julian', 10))).toEqual([]);
    expect(ids(staffedTournaments(db, 'nadie', 10))).toEqual([]);
  });
});

describe('the events on a player’s profile', () => {
  it('lists the latest first by announced start, one announced without a start by when it was created', () => {
    const ana = { type: 'RegisterPlayer', data: { playerId: 'ana', name: 'Ana' } };
    const entered = (id: string, startsAt: string | null) =>
      tournament(`ana-${id}`, 'blades-of-ash', startsAt, ['OpenRegistration', ana]);
    const db = openReadDb();
    new Projector(db).apply([
      ...entered('a-octubre', '2026-10-01T10:00'),
      ...entered('b-sin-fecha', null),
      ...entered('c-diciembre', '2026-12-19T10:00'),
      ...entered('d-noviembre', '2026-11-01T10:00'),
      ...tournament('ana-e-otra', 'ecg', '2027-01-09T16:00', ['OpenRegistration']),
    ]);
    expect(playerTournaments(db, 'ana')).toEqual([
      'ana-c-diciembre',
      'ana-d-noviembre',
      'ana-a-octubre',
      'ana-b-sin-fecha',
    ]);
  });
});
