import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmd, continued, now, opened, organizer, registration, tournament } from '../testing/tournament-script.js';
import { checkInOpen, checkInOpensAt, pendingCheckInOpening } from './check-in-events.js';
import type { TournamentCommand } from './commands.js';
import { foldTournament } from './decider.js';
import type { TournamentEvent } from './events.js';
import { detailProblems } from './event-options.js';

// Saturday 12 December 2026, 10:00 in Madrid is 09:00 UTC.
const START = Date.UTC(2026, 11, 12, 9, 0);
const MINUTE = 60_000;
const schedule = { startsAt: '2026-12-12T10:00', timeZone: 'Europe/Madrid', checkInOpensBefore: 60 };

/** The platform's opening, sent at `at` (the server's clock) on the organizer's behalf. */
const scheduledOpening = (at: number): TournamentCommand =>
  ({ type: 'OpenCheckIn', data: { at, by: organizer, scheduled: true } }) as TournamentCommand;

/** What the platform records when it opens check-in at `at`. */
const openedBySchedule = (at: number): TournamentEvent => ({
  type: 'CheckInOpened',
  data: { at, by: organizer, scheduled: true },
});

/** "Sábado", starting at 10:00 in Madrid with check-in opening an hour before, its registration open, as recorded. */
const announced = (): TournamentEvent[] => opened({ name: 'Sábado', ...schedule });

/** The details as announced. */
const details = { name: 'Sábado', description: '', ...schedule };
/** The organizer changing the event's details: the announced ones but for `change`. */
const changeDetails = (change: object) => cmd('ChangeEventDetails', organizer, { ...details, ...change });

describe('check-in that opens by itself before the start', () => {
  it('is due the minutes before the start the organizer set, read on the venue’s clock', () => {
    const state = foldTournament(announced());
    expect(checkInOpensAt(state)).toBe(START - 60 * MINUTE);
    expect(pendingCheckInOpening(state)).toBe(START - 60 * MINUTE);
  });

  it('is refused a minute before its time, saying it is not yet the time', () => {
    const early = tournament
      .given(announced())
      .when(scheduledOpening(START - 61 * MINUTE))
      .thenRefused('tournament.check-in.not-due');
    expect(early.message.es).toContain('Aún no es la hora');
  });

  it('opens at its time, recorded as opened by schedule on the organizer’s behalf, and is then no longer pending', () => {
    const state = tournament
      .given(announced())
      .when(scheduledOpening(START - 60 * MINUTE))
      .then([openedBySchedule(START - 60 * MINUTE)]);
    expect(checkInOpen(state)).toBe(true);
    expect(state.checkIn).toEqual({ openedAt: START - 60 * MINUTE, scheduled: true });
    expect(pendingCheckInOpening(state)).toBeNull();
  });

  it('is not pending once the organizer opened it by hand, recorded without a schedule', () => {
    const state = tournament
      .given(announced())
      .when(cmd('OpenCheckIn', organizer))
      .then([{ type: 'CheckInOpened', data: { at: now(), by: organizer } }]);
    expect(state.checkIn?.scheduled).toBeUndefined();
    expect(pendingCheckInOpening(state)).toBeNull();
  });

  it('refuses the late scheduled opening once the organizer opened it by hand', () => {
    tournament
      .given(continued(announced(), cmd('OpenCheckIn', organizer)))
      .when(scheduledOpening(START))
      .thenRefused('tournament.check-in.already-open');
  });

  it('never opens by itself for an event whose organizer opens it at the desk', () => {
    const atTheDesk = opened({ startsAt: '2026-12-12T10:00', timeZone: 'Europe/Madrid' });
    expect(pendingCheckInOpening(foldTournament(atTheDesk))).toBeNull();
    tournament.given(atTheDesk).when(scheduledOpening(START)).thenRefused('tournament.check-in.not-due');
  });

  it('follows the details when the organizer moves the start or the lead', () => {
    const later = continued(announced(), changeDetails({ startsAt: '2026-12-12T11:30' }));
    expect(pendingCheckInOpening(foldTournament(later))).toBe(START + 30 * MINUTE);
    const shorter = continued(later, changeDetails({ checkInOpensBefore: 15 }));
    expect(pendingCheckInOpening(foldTournament(shorter))).toBe(START - 15 * MINUTE);
  });

  it('stops opening by itself when the organizer takes the lead away', () => {
    const { checkInOpensBefore: _lead, ...byHand } = details;
    const shorter = continued(announced(), changeDetails({ checkInOpensBefore: 15 }));
    const taken = continued(shorter, cmd('ChangeEventDetails', organizer, byHand));
    expect(pendingCheckInOpening(foldTournament(taken))).toBeNull();
  });

  it('is over once round 1 is paired: nothing is pending and a late opening is refused', () => {
    const paired = continued(
      announced(),
      ...['ana', 'bea'].flatMap((id) => registration(id, id, `Héroe ${id}`)),
      cmd('CloseRegistration', organizer),
      cmd('PairNextRound', organizer),
    );
    expect(pendingCheckInOpening(foldTournament(paired))).toBeNull();
    tournament.given(paired).when(scheduledOpening(START)).thenRefused('tournament.check-in.over');
  });

  it('needs a start to open by itself, and the organizer is told so', () => {
    const base = { name: 'Sábado', description: '' };
    const noStart = detailProblems({ ...base, checkInOpensBefore: 30 });
    expect(noStart.map((p) => p.code)).toEqual(['tournament.config.checkInOpensBefore']);
    expect(noStart[0]!.message.en).toContain('give when the event starts');
    tournament
      .given(announced())
      .when(cmd('ChangeEventDetails', organizer, { ...base, checkInOpensBefore: 30 }))
      .thenRefused('tournament.config.invalid');
  });

  it('takes a lead from 5 minutes to a day, in whole minutes, naming the field otherwise', () => {
    const base = { name: 'Sábado', description: '' };
    for (const lead of [0, 4, 1441, 2.5])
      expect(detailProblems({ ...base, ...schedule, checkInOpensBefore: lead }).map((p) => p.field)).toEqual([
        'checkInOpensBefore',
      ]);
    expect(detailProblems({ ...base, ...schedule, checkInOpensBefore: 1440 })).toEqual([]);
  });

  it('opens exactly from its time on, whatever the lead and the start (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 1440 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (lead, hour, minute) => {
          const startsAt = `2026-12-12T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const history = opened({ startsAt, timeZone: 'Europe/Madrid', checkInOpensBefore: lead });
          const due = Date.UTC(2026, 11, 12, hour - 1, minute) - lead * MINUTE;
          expect(pendingCheckInOpening(foldTournament(history))).toBe(due);
          tournament
            .given(history)
            .when(scheduledOpening(due - 1))
            .thenRefused('tournament.check-in.not-due');
          const state = tournament
            .given(history)
            .when(scheduledOpening(due))
            .then([openedBySchedule(due)]);
          expect(checkInOpen(state)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
