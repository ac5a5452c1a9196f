import { defineGame, validationResult, type DeckValidator } from '@cronica/rules-kernel';
import { DICE_RACE_FORMAT } from './format-spec.js';
import { diceRace } from './module.js';
import { DICE_RACE_ID, deckValues } from './setup.js';
import { DICE_RACE_END_REASONS } from './state.js';

/** A list the race can be set up with (RULES-NOTES.md), or the one refusal saying what it takes. */
export const diceRaceDeckValidator: DeckValidator = {
  validate: (deck) =>
    validationResult(
      deckValues(deck) === null
        ? [
            {
              code: 'dice-race.deck.invalid',
              message: {
                es: 'De 2 a 40 cartas del 1 al 9, hasta 4 copias de cada una.',
                en: '2 to 40 cards from 1 to 9, up to 4 copies each.',
              },
            },
          ]
        : [],
    ),
};

/**
 * The test game: played through the API, the web table and the verifier by the tests, and
 * registered only when they ask (`gameRegistry({ testGames: true })`).
 */
export const diceRaceGame = defineGame({
  id: DICE_RACE_ID,
  name: diceRace.name,
  deckSections: [{ key: 'cards', name: { es: 'Cartas', en: 'Cards' } }],
  deckText: { game: DICE_RACE_ID, sections: [{ key: 'cards', aliases: ['Cartas', 'Cards'] }] },
  deckValidator: diceRaceDeckValidator,
  legendaryLimit: false,
  module: diceRace,
  format: DICE_RACE_FORMAT,
  library: '@cronica/dice-race',
  endReasons: DICE_RACE_END_REASONS,
});
