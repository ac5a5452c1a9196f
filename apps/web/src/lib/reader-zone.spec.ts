import { describe, expect, it } from 'vitest';
import { parseZone, readerTimeText } from './reader-zone';

describe('the reader’s time zone', () => {
  it('takes a zone the runtime knows by its IANA name, in its canonical spelling', () => {
    expect(parseZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(parseZone(' America/Mexico_City ')).toBe('America/Mexico_City');
    expect(parseZone('UTC')).toBe('UTC');
  });

  it('ignores a cookie that names no zone: empty, made up, too long, or an attempt at markup', () => {
    for (const value of [undefined, null, '', 'Marte/Olympus', 'x'.repeat(65), '<script>', 'Europe/Madrid; path=/'])
      expect(parseZone(value)).toBeNull();
  });

  it('reads a moment on the reader’s clock, and in UTC, said so, while the zone is unknown', () => {
    const at = '2026-07-01T20:15:00.000Z';
    // Summer: Madrid is two hours ahead of UTC.
    expect(readerTimeText(at, 'Europe/Madrid', 'es')).toBe('1 jul 2026, 22:15');
    expect(readerTimeText(at, null, 'en')).toBe('1 Jul 2026, 20:15 UTC');
  });
});
