import { violation, type DeckList, type GameSetupSpec, type RuleViolation } from '@cronica/rules-kernel';
import { pick } from '@cronica/util';
import { deckSectionOf } from '../content/deck-rules.js';
import { bladesDeckValidator } from '../content/deck-validator.js';
import { readyDecks } from '../content/decks.js';
import { formatOptionsSchema, type FormatOptions } from '../engine/format.js';
import type { BladesSetup } from '../engine/state.js';

/**
 * How a skirmish is set up (000_7cbcfc9bc47f1014.txt, "Preparación"): two players, each with a
 * legal deck list (faction, 5 heroes, an action deck), and the format's options.
 */

function refuseDeck(seat: number, deck: DeckList | null | undefined): RuleViolation | null {
  if (deck === null || deck === undefined) {
    return violation('blades.setup.no-deck', seat, {
      es: `El asiento ${seat + 1} no tiene mazo.`,
      en: `Seat ${seat + 1} has no deck.`,
    });
  }
  const errors = bladesDeckValidator.validate(deck, {}).errors;
  if (errors.length === 0) return null;
  const first = errors[0]!.message;
  return violation('blades.setup.invalid-deck', seat, {
    es: `El mazo del asiento ${seat + 1} no es legal: ${pick(first, 'es')}`,
    en: `Seat ${seat + 1}'s deck is not legal: ${pick(first, 'en')}`,
  });
}

export const bladesSetupSpec: GameSetupSpec<BladesSetup, FormatOptions> = {
  seats: { min: 2, max: 2 },
  optionsSchema: formatOptionsSchema,
  create(decks, options): BladesSetup | RuleViolation {
    if (decks.length !== 2)
      return violation('blades.setup.seats', decks.length, {
        es: 'Una escaramuza es entre dos jugadores.',
        en: 'A skirmish is played by two players.',
      });
    const refused = refuseDeck(0, decks[0]) ?? refuseDeck(1, decks[1]);
    if (refused !== null) return refused;
    return { decks: [decks[0]!, decks[1]!], format: options };
  },
  deckLists: (setup) => setup.decks ?? [null, null],
  readyDecks,
  secretPaths: actionSections,
};

/**
 * The action decks are the secret of a closed list; the hero lists are not: "Draft de Héroes"
 * shows both players' five heroes to everyone at the table, spectators included.
 */
function actionSections(setup: BladesSetup): readonly (readonly (string | number)[])[] {
  if (setup.decks === undefined) return [[]];
  return setup.decks.flatMap((deck, seat) =>
    Object.keys(deck.sections).flatMap((key) =>
      deckSectionOf(key) === 'heroes' ? [] : [['decks', seat, 'sections', key]],
    ),
  );
}
