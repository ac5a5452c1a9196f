import { unwordedEndReasons } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { diceRaceGame } from './game.js';

describe('the test game as the registry lists it', () => {
  it('accepts a list the race can be set up with and refuses any other, in both languages', () => {
    const deck = (cards: Record<string, number>) => ({
      game: 'dice-race',
      sections: { cards: Object.entries(cards).map(([card, count]) => ({ card, count })) },
    });
    expect(diceRaceGame.deckValidator.validate(deck({ 1: 2, 9: 4 }), {}).valid).toBe(true);
    const refused = diceRaceGame.deckValidator.validate(deck({ 1: 5 }), {});
    expect(refused.valid).toBe(false);
    expect(refused.errors).toEqual([
      {
        code: 'dice-race.deck.invalid',
        message: {
          es: 'De 2 a 40 cartas del 1 al 9, hasta 4 copias de cada una.',
          en: '2 to 40 cards from 1 to 9, up to 4 copies each.',
        },
      },
    ]);
  });

  it('words every reason its rules give a result: the target reached and a concession', () => {
    // state.ts (RaceWon, RaceConceded).
    expect(unwordedEndReasons(diceRaceGame.endReasons, ['target-reached', 'concede'])).toEqual([]);
  });
});
