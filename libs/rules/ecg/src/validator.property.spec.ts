import fc from 'fast-check';
import { describe, it } from 'vitest';
import { deckListsToJudge, expectDocumentedJudgement } from '../../kernel/src/testing/deck-validator-properties.js';
import { sampleEcgCatalog } from './content/catalog.js';
import { validateEcgDeck } from './validator.js';

const CODES = new Set([
  'ecg.deck.hero-count',
  'ecg.deck.resource-count',
  'ecg.deck.main-count',
  'ecg.deck.wrong-section',
  'ecg.deck.off-realm',
  'ecg.deck.general-types',
  'ecg.deck.copies',
  'ecg.deck.prayer-with-legacy',
  'ecg.deck.unknown-card',
  'ecg.deck.unknown-section',
]);
const deckArb = deckListsToJudge({
  game: 'ecg',
  ids: sampleEcgCatalog.cards.map((card) => card.id),
  sections: ['hero', 'resource', 'main', 'extra'],
  maxEntries: 16,
});

describe('ECG validator (properties)', () => {
  it('judges any list without throwing: documented codes, both languages, valid iff no errors', () => {
    fc.assert(
      fc.property(deckArb, (deck) => expectDocumentedJudgement(validateEcgDeck(deck, {}), CODES)),
      { numRuns: 300 },
    );
  });
});
