import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, isLocalized, localized, pick, sameInBoth } from './index.js';

describe('localized texts', () => {
  it('defaults to Spanish and can pick English', () => {
    const text = localized('Ronda', 'Round');
    expect(DEFAULT_LANG).toBe('es');
    expect(pick(text)).toBe('Ronda');
    expect(pick(text, 'en')).toBe('Round');
  });

  it('recognises a text in both languages among values from outside, and nothing less', () => {
    expect(isLocalized(localized('Ronda', 'Round'))).toBe(true);
    expect(isLocalized({ es: 'Ronda' })).toBe(false);
    expect(isLocalized({ es: 'Ronda', en: 2 })).toBe(false);
    expect(isLocalized('Ronda')).toBe(false);
    expect(isLocalized(null)).toBe(false);
  });

  it('writes a text that reads the same in both languages once', () => {
    expect(sameInBoth('Ana')).toEqual({ es: 'Ana', en: 'Ana' });
  });
});
