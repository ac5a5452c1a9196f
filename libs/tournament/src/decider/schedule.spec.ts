import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cmd,
  judge,
  now,
  organizer,
  player,
  recorded,
  refusal,
  step,
  tournament,
} from '../testing/tournament-script.js';
import type { TournamentEvent } from './events.js';
import { validateTournamentOptions } from './options.js';
import { isTimeZone, isWallTime, scheduleProblems } from './schedule.js';
import { initialTournamentState, type Actor } from './types.js';

const base = {
  tournamentId: 't',
  name: 'Open de Terra',
  game: 'warlords-of-terra',
  seed: 'semilla-secreta',
  rounds: 3,
};

describe('when and where an event is played', () => {
  it('keeps the start as the venue’s wall time, its time zone and the place, trimmed', () => {
    const created = step(
      initialTournamentState,
      cmd('CreateTournament', organizer, {
        ...base,
        startsAt: '2026-12-12T10:00',
        timeZone: 'Europe/Madrid',
        venue: '  La Guarida, Calle Mayor 3, Madrid ',
      }),
    );
    expect(created.state.config).toMatchObject({
      startsAt: '2026-12-12T10:00',
      timeZone: 'Europe/Madrid',
      venue: 'La Guarida, Calle Mayor 3, Madrid',
    });
  });

  it('leaves an event without them as it was: no start, no zone, no place in its config', () => {
    const config = step(initialTournamentState, cmd('CreateTournament', organizer, base)).state.config!;
    expect(Object.keys(config)).not.toContain('startsAt');
    expect(Object.keys(config)).not.toContain('timeZone');
    expect(Object.keys(config)).not.toContain('venue');
  });

  it('refuses a start without its time zone, in Spanish and English, and writes nothing', () => {
    const refused = refusal(
      initialTournamentState,
      cmd('CreateTournament', organizer, { ...base, startsAt: '2026-12-12T10:00' }),
    );
    expect(refused.code).toBe('tournament.config.invalid');
    expect(JSON.stringify(refused)).toContain('zona horaria');
    expect(JSON.stringify(refused)).toContain('time zone');
  });

  it('names each wrong field: an impossible day, an unknown zone, a venue over two lines', () => {
    const fields = (o: object) =>
      validateTournamentOptions({ ...base, ...o })
        .map((p) => p.code)
        .sort();
    expect(fields({ startsAt: '2027-02-29T10:00', timeZone: 'Europe/Madrid' })).toEqual(['tournament.config.startsAt']);
    expect(fields({ startsAt: '2026-12-12T24:00', timeZone: 'Europe/Madrid' })).toEqual(['tournament.config.startsAt']);
    expect(fields({ startsAt: '2026-12-12T10:00', timeZone: 'Europe/Atlantida' })).toEqual([
      'tournament.config.timeZone',
    ]);
    expect(fields({ venue: 'Tienda\nSegunda línea' })).toEqual(['tournament.config.venue']);
    expect(fields({ venue: 'x'.repeat(201) })).toEqual(['tournament.config.venue']);
    expect(fields({ startsAt: '2028-02-29T23:59', timeZone: 'America/Buenos_Aires', venue: 'En línea' })).toEqual([]);
  });

  it('takes the zones of Spanish-speaking players by their IANA names and aliases', () => {
    for (const zone of [
      'Europe/Madrid',
      'Atlantic/Canary',
      'America/Mexico_City',
      'America/Bogota',
      'America/Buenos_Aires',
    ])
      expect(isTimeZone(zone)).toBe(true);
    expect(isTimeZone('Madrid')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('reads any real calendar day and time as a wall time, and nothing else', () => {
    const day = fc.record({
      year: fc.integer({ min: 2000, max: 2199 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
    });
    const pad = (n: number) => String(n).padStart(2, '0');
    fc.assert(
      fc.property(day, ({ year, month, day: d, hour, minute }) => {
        const text = `${year}-${pad(month)}-${pad(d)}T${pad(hour)}:${pad(minute)}`;
        // The calendar's own answer: a day that does not exist rolls over into the next month.
        const real = new Date(Date.UTC(year, month - 1, d)).getUTCDate() === d;
        expect(isWallTime(text)).toBe(real);
        expect(scheduleProblems({ startsAt: text, timeZone: 'Europe/Madrid' }).length === 0).toBe(real);
      }),
    );
    expect(isWallTime('2026-12-12 10:00')).toBe(false);
    expect(isWallTime('2026-12-12T10:00:00')).toBe(false);
  });
});

describe('the organizer corrects the event’s details', () => {
  /** An event announced for Saturday 12 December at 10:00 in Madrid, at La Guarida, as recorded. */
  const announced = () =>
    recorded(
      cmd('CreateTournament', organizer, {
        ...base,
        startsAt: '2026-12-12T10:00',
        timeZone: 'Europe/Madrid',
        venue: 'La Guarida',
      }),
    );
  const details = {
    name: 'Open de Terra (aplazado)',
    description: 'Nueva fecha',
    startsAt: '2026-12-19T16:30',
    timeZone: 'America/Lima',
  };
  const change = (by: Actor, to: object) => cmd('ChangeEventDetails', by, to);

  it('moves the event and renames it, and a start or venue left out is no longer announced', () => {
    const moved = tournament
      .given(announced())
      .when(change(organizer, details))
      .then([{ type: 'EventDetailsChanged', data: { ...details, at: now() } }]);
    expect(moved.config).toMatchObject({ ...details });
    expect(Object.keys(moved.config!)).not.toContain('venue');
    const unannounced = step(moved, change(organizer, { name: 'Open', description: '' })).state.config!;
    expect(Object.keys(unannounced)).not.toContain('startsAt');
    expect(Object.keys(unannounced)).not.toContain('timeZone');
    expect(unannounced.seed).toBe('semilla-secreta');
  });

  it('decides nothing for the details the event already has', () => {
    const same = {
      name: 'Open de Terra',
      description: '',
      startsAt: '2026-12-12T10:00',
      timeZone: 'Europe/Madrid',
      venue: ' La Guarida ',
    };
    tournament.given(announced()).when(change(organizer, same)).thenNothingHappens();
  });

  it('refuses a judge, a player, an empty name, and any change once the event has ended', () => {
    tournament.given(announced()).when(change(judge, details)).thenRefused('tournament.actor.not-allowed');
    tournament
      .given(announced())
      .when(change(player('ana'), details))
      .thenRefused('tournament.actor.not-allowed');
    tournament
      .given(announced())
      .when(change(organizer, { ...details, name: '  ' }))
      .thenRefused('tournament.config.invalid');
    const ended: TournamentEvent[] = [...announced(), { type: 'TournamentEnded', data: { at: now(), winner: null } }];
    tournament.given(ended).when(change(organizer, details)).thenRefused('tournament.ended');
  });
});
