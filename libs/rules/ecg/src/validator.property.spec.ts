import fc from 'fast-check';
import type { DeckList } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
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
const ids = sampleEcgCatalog.cards.map((card) => card.id);
const entry = fc.record({
  card: fc.oneof(fc.constantFrom(...ids), fc.string({ minLength: 1 })),
  count: fc.integer({ min: 1, max: 45 }),
});
const deckArb: fc.Arbitrary<DeckList> = fc.record({
  game: fc.constant('ecg'),
  sections: fc.dictionary(fc.constantFrom('hero', 'resource', 'main', 'extra'), fc.array(entry, { maxLength: 16 })),
});

describe('ECG validator (properties)', () => {
  it('judges any list without throwing: documented codes, both languages, valid iff no errors', () => {
    fc.assert(
      fc.property(deckArb, (deck) => {
        const result = validateEcgDeck(deck, {});
        expect(result.valid).toBe(result.errors.length === 0);
        for (const error of result.errors) {
          expect(CODES.has(error.code)).toBe(true);
          expect(error.message.es.length > 0 && error.message.en.length > 0).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
