import { describe, expect, it } from 'vitest';
import { LANGS, type Localized } from '@cronica/util';
import { bladesMessages } from './blades-messages';
import { replayMessages } from './replay-messages';

type Entry = Localized | ((...args: never[]) => Localized) | { readonly [key: string]: Entry };

function sample(call: (...args: unknown[]) => Localized, n: number): Localized {
  try {
    return call(...Array.from({ length: call.length }, () => n));
  } catch {
    return call(...Array.from({ length: call.length }, () => 'a'));
  }
}

function texts(entry: Entry, path: string): Array<[string, Localized]> {
  if (typeof entry === 'function')
    return [0, 1, 2, 21].map(
      (n) => [`${path}(${n})`, sample(entry as (...args: unknown[]) => Localized, n)] as [string, Localized],
    );
  if ('es' in entry && 'en' in entry && typeof entry.es === 'string') return [[path, entry as Localized]];
  return Object.entries(entry).flatMap(([key, value]) => texts(value as Entry, `${path}.${key}`));
}

describe('texts of the Blades of Ash table and the replay viewer', () => {
  it('has every visible text in Spanish and English', () => {
    const all = [
      ...texts(bladesMessages as unknown as Entry, 'blades'),
      ...texts(replayMessages as unknown as Entry, 'replay'),
    ];
    expect(all.length).toBeGreaterThan(80);
    for (const [path, text] of all) for (const lang of LANGS) expect(text[lang].trim(), `${path}.${lang}`).not.toBe('');
  });

  it('counts cards and dice with each language’s plural rules', () => {
    expect(bladesMessages.hiddenHand(1)).toEqual({ es: '1 carta en la mano', en: '1 card in hand' });
    expect(bladesMessages.hiddenHand(0)).toEqual({ es: '0 cartas en la mano', en: '0 cards in hand' });
    expect(bladesMessages.dice.reroll(1)).toEqual({ es: 'Relanzar 1 dado', en: 'Reroll 1 die' });
    expect(bladesMessages.dice.reroll(3).en).toBe('Reroll 3 dice');
    expect(bladesMessages.graveyard(2).es).toBe('Cementerio (2 cartas)');
  });
});
