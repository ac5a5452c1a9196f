import {
  violation,
  type DeckList,
  type GameSetupSpec,
  type ReadyDeck,
  type RuleViolation,
} from '@cronica/rules-kernel';
import { z } from 'zod';
import type { DiceRaceSetup } from './state.js';

export const DICE_RACE_ID = 'dice-race';

/** The race's options: the score to reach (RULES-NOTES.md). */
export const diceRaceOptionsSchema = z.object({ target: z.number().int().min(5).max(500).default(30) }).strict();
export type DiceRaceOptions = z.output<typeof diceRaceOptionsSchema>;

const cardEntry = z.object({
  card: z.enum(['1', '2', '3', '4', '5', '6', '7', '8', '9']),
  count: z.number().int().min(1).max(4),
});
const deckSchema = z
  .object({
    game: z.literal(DICE_RACE_ID),
    sections: z.object({ cards: z.array(cardEntry).min(1).max(9) }).strict(),
  })
  .passthrough();

const NUMBERS: DeckList = {
  game: DICE_RACE_ID,
  sections: { cards: ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((card) => ({ card, count: 1 })) },
};

/** The card values a legal list holds (one per copy), or null when the list is not legal. */
export function deckValues(deck: DeckList): number[] | null {
  const parsed = deckSchema.safeParse(deck);
  if (!parsed.success) return null;
  const values = parsed.data.sections.cards.flatMap((entry) => new Array<number>(entry.count).fill(Number(entry.card)));
  return values.length >= 2 && values.length <= 40 ? values : null;
}

function refuseDeck(seat: number): RuleViolation {
  return violation('dice-race.setup.invalid-deck', seat, {
    es: `El mazo del asiento ${seat + 1} no es legal: de 2 a 40 cartas numeradas del 1 al 9, hasta 4 copias de cada una.`,
    en: `Seat ${seat + 1}'s deck is not legal: 2 to 40 cards numbered 1 to 9, up to 4 copies each.`,
  });
}

export const diceRaceSetupSpec: GameSetupSpec<DiceRaceSetup, DiceRaceOptions> = {
  seats: { min: 2, max: 2 },
  optionsSchema: diceRaceOptionsSchema,
  create(decks, options) {
    if (decks.length !== 2)
      return violation('dice-race.setup.seats', decks.length, {
        es: 'La carrera es entre dos jugadores.',
        en: 'The race is for two players.',
      });
    const lists = decks.map((deck) => deck ?? NUMBERS);
    const values = lists.map(deckValues);
    const bad = values.findIndex((v) => v === null);
    if (bad >= 0) return refuseDeck(bad);
    return { target: options.target, decks: values as number[][], lists };
  },
  deckLists: (setup) => setup.lists ?? setup.decks.map(() => null),
  readyDecks: (): readonly ReadyDeck[] => [
    { id: 'del-1-al-9', name: { es: 'Del 1 al 9', en: 'One to nine' }, deck: NUMBERS },
  ],
};
