import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmd, created, organizer, refusal, registration, run, step } from '../testing/tournament-script.js';
import { checkInOpen, checkInOpensAt, pendingCheckInOpening } from './check-in-events.js';
import { detailProblems } from './options.js';
import type { TournamentCommand } from './commands.js';
import type { TournamentState } from './types.js';

// Saturday 12 December 2026, 10:00 in Madrid is 09:00 UTC.
const START = Date.UTC(2026, 11, 12, 9, 0);
const MINUTE = 60_000;
const schedule = { startsAt: '2026-12-12T10:00', timeZone: 'Europe/Madrid', checkInOpensBefore: 60 };

/** The platform's opening, sent at `at` (the server's clock) on the organizer's behalf. */
const scheduledOpening = (at: number): TournamentCommand =>
  ({ type: 'OpenCheckIn', data: { at, by: organizer, scheduled: true } }) as TournamentCommand;

const announced = (): TournamentState => created({ name: 'Sábado', ...schedule });

describe('check-in that opens by itself before the start', () => {
  it('opens at the minutes before the start the organizer set, read on the venue’s clock, and not a minute before', () => {
    const state = announced();
    expect(checkInOpensAt(state)).toBe(START - 60 * MINUTE);
    expect(pendingCheckInOpening(state)).toBe(START - 60 * MINUTE);
    const early = refusal(state, scheduledOpening(START - 61 * MINUTE));
    expect(early.code).toBe('tournament.check-in.not-due');
    expect(early.message.es).toContain('Aún no es la hora');
    const opened = step(state, scheduledOpening(START - 60 * MINUTE));
    expect(opened.events).toEqual([
      { type: 'CheckInOpened', data: { at: START - 60 * MINUTE, by: organizer, scheduled: true } },
    ]);
    expect(checkInOpen(opened.state)).toBe(true);
    expect(opened.state.checkIn).toEqual({ openedAt: START - 60 * MINUTE, scheduled: true });
    expect(pendingCheckInOpening(opened.state)).toBeNull();
  });

  it('is not pending once the organizer opened it by hand, and the late opening is then refused', () => {
    const state = run(announced(), cmd('OpenCheckIn', organizer));
    expect(state.checkIn?.scheduled).toBeUndefined();
    expect(pendingCheckInOpening(state)).toBeNull();
    expect(refusal(state, scheduledOpening(START)).code).toBe('tournament.check-in.already-open');
  });

  it('never opens by itself for an event whose organizer opens it at the desk', () => {
    const state = created({ startsAt: '2026-12-12T10:00', timeZone: 'Europe/Madrid' });
    expect(pendingCheckInOpening(state)).toBeNull();
    expect(refusal(state, scheduledOpening(START)).code).toBe('tournament.check-in.not-due');
  });

  it('follows the details when the organizer moves the start or the lead, and stops when they take it away', () => {
    const details = { name: 'Sábado', description: '', ...schedule };
    const later = run(announced(), cmd('ChangeEventDetails', organizer, { ...details, startsAt: '2026-12-12T11:30' }));
    expect(pendingCheckInOpening(later)).toBe(START + 30 * MINUTE);
    const shorter = run(later, cmd('ChangeEventDetails', organizer, { ...details, checkInOpensBefore: 15 }));
    expect(pendingCheckInOpening(shorter)).toBe(START - 15 * MINUTE);
    const { checkInOpensBefore: _lead, ...byHand } = details;
    expect(pendingCheckInOpening(run(shorter, cmd('ChangeEventDetails', organizer, byHand)))).toBeNull();
  });

  it('is over once round 1 is paired: a late opening is refused and nothing is pending', () => {
    let state = announced();
    for (const id of ['ana', 'bea']) state = run(state, ...registration(id, id, `Héroe ${id}`));
    state = run(state, cmd('CloseRegistration', organizer), cmd('PairNextRound', organizer));
    expect(pendingCheckInOpening(state)).toBeNull();
    expect(refusal(state, scheduledOpening(START)).code).toBe('tournament.check-in.over');
  });

  it('needs a start, and a lead from 5 minutes to a day, each refusal naming the field in both languages', () => {
    const base = { name: 'Sábado', description: '' };
    const noStart = detailProblems({ ...base, checkInOpensBefore: 30 });
    expect(noStart.map((p) => p.code)).toEqual(['tournament.config.checkInOpensBefore']);
    expect(noStart[0]!.message.en).toContain('give when the event starts');
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
          const state = created({ startsAt, timeZone: 'Europe/Madrid', checkInOpensBefore: lead });
          const due = Date.UTC(2026, 11, 12, hour - 1, minute) - lead * MINUTE;
          expect(pendingCheckInOpening(state)).toBe(due);
          expect(refusal(state, scheduledOpening(due - 1)).code).toBe('tournament.check-in.not-due');
          expect(checkInOpen(step(state, scheduledOpening(due)).state)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
