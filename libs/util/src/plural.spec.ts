import { describe, expect, it } from 'vitest';
import { counted } from './plural.js';

const cards = (n: number) => counted(n, ['{n} carta', '{n} cartas'], ['{n} card', '{n} cards']);

describe('a count in words in both languages', () => {
  it('says one thing in the singular and none or several in the plural, in Spanish and English', () => {
    expect(cards(1)).toEqual({ es: '1 carta', en: '1 card' });
    expect(cards(0)).toEqual({ es: '0 cartas', en: '0 cards' });
    expect(cards(2)).toEqual({ es: '2 cartas', en: '2 cards' });
  });

  it('writes the number as each language does: Spanish groups thousands with a point from five digits, English with a comma', () => {
    expect(cards(12_345)).toEqual({ es: '12.345 cartas', en: '12,345 cards' });
    expect(cards(1_000).en).toBe('1,000 cards');
  });

  it('puts the number wherever the sentence says, and may leave it out of the singular', () => {
    const left = counted(1, ['Queda {n} plaza.', 'Quedan {n} plazas.'], ['{n} place left.', '{n} places left.']);
    expect(left).toEqual({ es: 'Queda 1 plaza.', en: '1 place left.' });
    const asked = counted(3, ['la regla', 'las {n} reglas'], ['the rule', 'the {n} rules']);
    expect(asked).toEqual({ es: 'las 3 reglas', en: 'the 3 rules' });
    expect(counted(1, ['la regla', 'las {n} reglas'], ['the rule', 'the {n} rules'])).toEqual({
      es: 'la regla',
      en: 'the rule',
    });
  });
});
