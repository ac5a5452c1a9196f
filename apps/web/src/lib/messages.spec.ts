import { describe, expect, it } from 'vitest';
import { LANGS, type Localized } from '@cronica/util';
import { matchMessages } from './match-messages';
import { messages } from './messages';

type Entry = Localized | ((...args: number[]) => Localized) | { readonly [key: string]: Entry };

/** Every text of the dictionary, with parameterised ones sampled at 0, 1 and 2. */
function texts(entry: Entry, path: string): Array<[string, Localized]> {
  if (typeof entry === 'function')
    return [0, 1, 2].map((n) => [`${path}(${n})`, entry(n, n + 3)] as [string, Localized]);
  if ('es' in entry && 'en' in entry && typeof entry.es === 'string') return [[path, entry as Localized]];
  return Object.entries(entry).flatMap(([key, value]) => texts(value as Entry, `${path}.${key}`));
}

describe('web dictionary', () => {
  const all = [
    ...texts(messages as unknown as Entry, 'messages'),
    ...texts(matchMessages as unknown as Entry, 'matchMessages'),
  ];

  it('has every visible text in Spanish and English', () => {
    expect(all.length).toBeGreaterThan(20);
    for (const [path, text] of all) {
      for (const lang of LANGS) expect(text[lang].trim(), `${path}.${lang}`).not.toBe('');
    }
  });

  it('agrees numbers in both languages', () => {
    expect(messages.tournament.playerCount(1)).toEqual({ es: '1 jugador', en: '1 player' });
    expect(messages.tournament.playerCount(8)).toEqual({ es: '8 jugadores', en: '8 players' });
    expect(messages.tournament.roundProgress(2, 5)).toEqual({ es: 'Ronda 2 de 5', en: 'Round 2 of 5' });
  });
});
