import { describe, expect, it } from 'vitest';
import { describeFormatValue, formatOptionProblem, tiebreakersWithScore, turnsAfterTimeOption } from './format-spec.js';

describe('format options and tiebreakers every game words alike', () => {
  it('words the turns after time as the active player plus so many turns, within the game’s bounds', () => {
    const option = turnsAfterTimeOption('extraTurns', 'rulebook, C.1', { min: 1, max: 5 });
    expect(option).toMatchObject({ key: 'extraTurns', rule: 'rulebook, C.1', tier: 'main' });
    expect(describeFormatValue(option, 1)).toEqual({ es: 'Jugador activo + 1 turno', en: 'Active player + 1 turn' });
    expect(describeFormatValue(option, 3)).toEqual({ es: 'Jugador activo + 3 turnos', en: 'Active player + 3 turns' });
    expect(formatOptionProblem(option)).toEqual({
      es: 'Turnos tras acabar el tiempo: de 1 a 5.',
      en: 'Turns after time is called: from 1 to 5.',
    });
  });

  it('offers a game with a SCORE the MTG tiebreakers, then its SCORE in the wot preset, then chess-style', () => {
    const tiebreakers = tiebreakersWithScore({ es: 'moral final', en: 'final morale' }, 'notes');
    expect(tiebreakers.map((choice) => choice.preset)).toEqual(['mtg', 'wot', 'chess']);
    expect(tiebreakers[1]).toEqual({
      preset: 'wot',
      label: {
        es: 'SCORE (moral final), cara a cara, puntos de rivales',
        en: 'SCORE (final morale), head-to-head, opponents’ points',
      },
      rule: 'notes',
    });
  });
});
