import { describe, expect, it } from 'vitest';
import { LANGS } from '@cronica/util';
import { matchMessages } from './match-messages';
import { messages } from './messages';
import { dictionaryTexts, type SampleOptions } from '../testing/dictionary-texts';

/** Parameterised texts take counts: sampled at 0, 1 and 2, a second count 3 more. */
const counts: SampleOptions = { sample: (call, n) => call(n, n + 3), at: [0, 1, 2] };

describe('web dictionary', () => {
  const all = [
    ...dictionaryTexts(messages, 'messages', counts),
    ...dictionaryTexts(matchMessages, 'matchMessages', counts),
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
