import { describe, expect, it } from 'vitest';
import { LANGS, type Localized } from '@cronica/util';
import { deckCheckMessages } from './deck-check-messages';
import { deckMessages } from './deck-messages';
import { paperMessages } from './paper-messages';
import { playerMessages } from './player-messages';
import { counted } from './plural';

type Entry = Localized | ((...args: never[]) => Localized) | { readonly [key: string]: Entry };

/** Calls a parameterised text with numbers, or with a word ("a") where it wants text. */
function sample(call: (...args: unknown[]) => Localized, n: number): Localized {
  try {
    return call(...Array.from({ length: call.length }, () => n));
  } catch {
    return call(...Array.from({ length: call.length }, () => 'a'));
  }
}

/** Every text of a dictionary; parameterised ones sampled at 0, 1, 2 and 21. */
function texts(entry: Entry, path: string): Array<[string, Localized]> {
  if (typeof entry === 'function')
    return [0, 1, 2, 21].map(
      (n) => [`${path}(${n})`, sample(entry as (...args: unknown[]) => Localized, n)] as [string, Localized],
    );
  if ('es' in entry && 'en' in entry && typeof entry.es === 'string') return [[path, entry as Localized]];
  return Object.entries(entry).flatMap(([key, value]) => texts(value as Entry, `${path}.${key}`));
}

describe('texts of the paper sheets, deck lists, deck checks and the player panel', () => {
  const all = [paperMessages, deckMessages, deckCheckMessages, playerMessages].flatMap((dictionary, i) =>
    texts(dictionary as unknown as Entry, `dictionary${i}`),
  );

  it('has every visible text in Spanish and English', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const [path, text] of all) for (const lang of LANGS) expect(text[lang].trim(), `${path}.${lang}`).not.toBe('');
  });

  it('counts with each language’s plural rules', () => {
    const cards = (n: number) =>
      counted(n, { es: { one: '{n} carta', other: '{n} cartas' }, en: { one: '{n} card', other: '{n} cards' } });
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
