import { describe, expect, it } from 'vitest';
import { startInstant } from './venue-clock.js';

const iso = (startsAt: string, zone: string) => {
  const instant = startInstant(startsAt, zone);
  return instant === null ? null : new Date(instant).toISOString();
};

describe('the instant a venue’s clock names', () => {
  it('names the instant the venue’s clock reads the start, in winter and in summer time', () => {
    expect(iso('2026-12-12T10:00', 'Europe/Madrid')).toBe('2026-12-12T09:00:00.000Z');
    expect(iso('2026-07-04T10:00', 'Europe/Madrid')).toBe('2026-07-04T08:00:00.000Z');
    expect(iso('2026-12-12T10:00', 'America/Mexico_City')).toBe('2026-12-12T16:00:00.000Z');
    expect(iso('2026-12-12T10:00', 'America/Argentina/Buenos_Aires')).toBe('2026-12-12T13:00:00.000Z');
  });

  it('reads a start in the hour the clocks skip as the hour after, and one in the hour they repeat as the later one', () => {
    // Madrid, 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(iso('2026-03-29T02:30', 'Europe/Madrid')).toBe('2026-03-29T01:30:00.000Z');
    expect(iso('2026-10-25T02:30', 'Europe/Madrid')).toBe('2026-10-25T01:30:00.000Z');
  });

  it('names no instant for a malformed start or an unknown zone', () => {
    expect(startInstant('12/12/2026 10:00', 'Europe/Madrid')).toBeNull();
    expect(startInstant('2026-12-12T10:00', 'Marte/Olympus')).toBeNull();
  });
});
