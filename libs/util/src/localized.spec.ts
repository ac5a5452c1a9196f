import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, localized, pick } from './index.js';

describe('localized texts', () => {
  it('defaults to Spanish and can pick English', () => {
    const text = localized('Ronda', 'Round');
    expect(DEFAULT_LANG).toBe('es');
    expect(pick(text)).toBe('Ronda');
    expect(pick(text, 'en')).toBe('Round');
  });
});
