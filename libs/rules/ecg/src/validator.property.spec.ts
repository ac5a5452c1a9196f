import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectEveryListJudged, gameDeckListsToJudge } from '../../kernel/src/testing/deck-validator-properties.js';
import { sampleEcgCatalog } from './content/catalog.js';
import { ecgDeckTextSpec, validateEcgDeck } from './validator.js';

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
const deckArb = gameDeckListsToJudge(ecgDeckTextSpec, sampleEcgCatalog, 16);

describe('ECG validator (properties)', () => {
  it('judges any list without throwing: documented codes, both languages, valid iff no errors', () => {
    expectEveryListJudged(deckArb, fc.constant({}), validateEcgDeck, CODES);
  });
});
