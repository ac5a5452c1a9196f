import { describe, expect, it } from 'vitest';
import { foldName, nameMatches } from './name-search.js';

describe('the name search shared by the web and the API', () => {
  it('folds a name to lower case without accents', () => {
    expect(foldName('  José Núñez ')).toBe('jose nunez');
  });

  it('finds a player by part of the name, blind to case and accents', () => {
    expect(nameMatches('José Pérez', 'jose')).toBe(true);
    expect(nameMatches('Jose Perez', 'PÉREZ')).toBe(true);
    expect(nameMatches('María', 'mario')).toBe(false);
  });

  it('matches everyone when nothing is searched', () => {
    expect(nameMatches('Ana', '  ')).toBe(true);
  });
});
