import { describe, expect, it } from 'vitest';
import { LANGS, counted } from '@cronica/util';
import { deckCheckMessages } from './deck-check-messages';
import { deckMessages } from './deck-messages';
import { paperMessages } from './paper-messages';
import { playerMessages } from './player-messages';
import { dictionaryTexts } from '../testing/dictionary-texts';

describe('texts of the paper sheets, deck lists, deck checks and the player panel', () => {
  const all = [paperMessages, deckMessages, deckCheckMessages, playerMessages].flatMap((dictionary, i) =>
    dictionaryTexts(dictionary, `dictionary${i}`),
  );

  it('has every visible text in Spanish and English', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const [path, text] of all) for (const lang of LANGS) expect(text[lang].trim(), `${path}.${lang}`).not.toBe('');
  });

  it('counts with each language’s plural rules', () => {
    const cards = (n: number) => counted(n, ['{n} carta', '{n} cartas'], ['{n} card', '{n} cards']);
    expect([0, 1, 2, 1000].map((n) => cards(n))).toEqual([
      { es: '0 cartas', en: '0 cards' },
      { es: '1 carta', en: '1 card' },
      { es: '2 cartas', en: '2 cards' },
      { es: '1000 cartas', en: '1,000 cards' },
    ]);
    expect(deckCheckMessages.mismatch(1)).toEqual({
      es: 'No coincide: 1 diferencia',
      en: 'Does not match: 1 difference',
    });
    expect(paperMessages.sheet.tables(3)).toEqual({ es: '3 mesas', en: '3 tables' });
  });
});
