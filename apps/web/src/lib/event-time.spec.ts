import { isTimeZone } from '@cronica/tournament';
import { describe, expect, it } from 'vitest';
import { EVENT_TIME_ZONES, startInstant, startText, venueClockText, zoneLabel } from './event-time';

describe('when an event starts', () => {
  it('names the instant the venue’s clock reads the start, in winter and in summer time', () => {
    expect(startInstant('2026-12-12T10:00', 'Europe/Madrid')?.toISOString()).toBe('2026-12-12T09:00:00.000Z');
    expect(startInstant('2026-07-04T10:00', 'Europe/Madrid')?.toISOString()).toBe('2026-07-04T08:00:00.000Z');
    expect(startInstant('2026-12-12T10:00', 'America/Mexico_City')?.toISOString()).toBe('2026-12-12T16:00:00.000Z');
    expect(startInstant('2026-12-12T10:00', 'America/Argentina/Buenos_Aires')?.toISOString()).toBe(
      '2026-12-12T13:00:00.000Z',
    );
  });

  it('reads a start in the hour the clocks skip as the hour after, and one in the hour they repeat as the later one', () => {
    // Madrid, 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(startInstant('2026-03-29T02:30', 'Europe/Madrid')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(startInstant('2026-10-25T02:30', 'Europe/Madrid')?.toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('shows the start as the organizer typed it, with the venue’s zone, in Spanish and in English', () => {
    expect(startText('2026-12-12T10:00', 'Europe/Madrid', 'es')).toBe(
      'sábado, 12 de diciembre de 2026, 10:00 (España (península y Baleares))',
    );
    expect(startText('2026-12-12T10:00', 'America/Bogota', 'en')).toBe('Saturday, December 12, 2026, 10:00 (Colombia)');
    expect(startText('2026-12-12T18:05', 'Europe/Madrid', 'es', 'short')).toBe('sáb, 12 dic 2026, 18:05');
  });

  it('offers only zones the API takes, and words an unlisted one by its IANA name', () => {
    for (const { zone } of EVENT_TIME_ZONES) expect(isTimeZone(zone)).toBe(true);
    expect(zoneLabel('America/New_York')).toEqual({ es: 'America/New York', en: 'America/New York' });
  });

  it('leaves a malformed start as it is rather than guessing', () => {
    expect(startInstant('mañana', 'Europe/Madrid')).toBeNull();
    expect(startText('mañana', 'Europe/Madrid', 'es')).toBe('mañana');
  });

  it('reads a recorded moment on the venue’s clock, the platform’s zone when the event announced none', () => {
    const arrival = '2026-12-12T09:04:30.000Z';
    expect(venueClockText(arrival, 'Europe/Madrid', 'es')).toBe('10:04');
    expect(venueClockText(arrival, 'Atlantic/Canary', 'en')).toBe('09:04');
    expect(venueClockText(arrival, 'America/Mexico_City', 'es')).toBe('03:04');
    expect(venueClockText(arrival, null, 'es')).toBe('10:04');
    expect(venueClockText('ayer', 'Europe/Madrid', 'es')).toBe('ayer');
  });
});
