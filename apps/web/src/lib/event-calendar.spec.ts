import { describe, expect, it } from 'vitest';
import { eventCalendar, type CalendarEvent } from './event-calendar';

const open: CalendarEvent = {
  id: 'liga-1',
  name: 'Open de invierno; Las Palmas, 2026',
  description: 'Clasificatorio.\nTrae fundas.',
  startsAt: '2026-12-12T10:00',
  timeZone: 'Atlantic/Canary',
  venue: 'La Guarida, Calle Mayor 3',
  plannedRounds: 3,
  roundMinutes: 50,
};
const now = new Date('2026-12-01T12:00:00Z');
/** The file's lines, folded ones joined again (RFC 5545, 3.1). */
const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the calendar file of an announced event', () => {
  it('starts at the instant the venue’s clock reads the start, and ends after the Swiss rounds at the round clock', () => {
    const file = lines(eventCalendar(open, 'https://cronica.example/tournaments/liga-1', now)!);
    expect(file).toContain('DTSTART:20261212T100000Z');
    // Three rounds of 50 minutes, 10 between each: 3 h from 10:00 UTC (the Canaries are on UTC in winter).
    expect(file).toContain('DTEND:20261212T130000Z');
    expect(file).toContain('UID:tournament-liga-1@cronica');
    expect(file).toContain('METHOD:PUBLISH');
  });

  it('escapes what the organizer typed, so a comma or a line break in a name or place cannot break the file', () => {
    const file = lines(eventCalendar(open, 'https://cronica.example/tournaments/liga-1', now)!);
    expect(file).toContain('SUMMARY:Open de invierno\\; Las Palmas\\, 2026');
    expect(file).toContain('LOCATION:La Guarida\\, Calle Mayor 3');
    expect(file.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:Clasificatorio.\\nTrae fundas.\\n\\nhttps://cronica.example/tournaments/liga-1',
    );
  });

  it('gives no end while the number of rounds is not known yet, and no file for a malformed start', () => {
    const file = lines(eventCalendar({ ...open, plannedRounds: null }, 'https://x/t', now)!);
    expect(file.some((l) => l.startsWith('DTEND'))).toBe(false);
    expect(eventCalendar({ ...open, startsAt: 'pronto' }, 'https://x/t', now)).toBeNull();
  });
});
