import { describe, expect, it } from 'vitest';
import { LANGS } from '@cronica/util';
import { bladesMessages } from './messages';
import { dictionaryTexts } from '../../../../testing/dictionary-texts';

describe('texts of the Blades of Ash table', () => {
  it('has every visible text in Spanish and English', () => {
    const all = dictionaryTexts(bladesMessages, 'blades');
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
