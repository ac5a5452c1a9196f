import { isTimeZone } from '@cronica/tournament';
import { describe, expect, it } from 'vitest';
import { EVENT_TIME_ZONES, startText, venueClockText, zoneLabel } from './event-time';

describe('when an event starts', () => {
  it('shows the start as the organizer typed it, with the venue’s zone, in Spanish and in English', () => {
    expect(startText('2026-12-12T10:00', 'Europe/Madrid', 'es')).toBe(
      'sábado, 12 de diciembre de 2026, 10:00 (España (península y Baleares))',
    );
    expect(startText('2026-12-12T10:00', 'America/Bogota', 'en')).toBe('Saturday, 12 December 2026, 10:00 (Colombia)');
    expect(startText('2026-12-12T18:05', 'Europe/Madrid', 'es', 'short')).toBe('sáb, 12 dic 2026, 18:05');
  });

  it('offers only zones the API takes, and words an unlisted one by its IANA name', () => {
    for (const { zone } of EVENT_TIME_ZONES) expect(isTimeZone(zone)).toBe(true);
    expect(zoneLabel('America/New_York')).toEqual({ es: 'America/New York', en: 'America/New York' });
  });

  it('leaves a malformed start as it is rather than guessing', () => {
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
