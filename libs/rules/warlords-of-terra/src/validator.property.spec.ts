import fc from 'fast-check';
import type { DeckList } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { expectEveryListJudged, gameDeckListsToJudge } from '../../kernel/src/testing/deck-validator-properties.js';
import { sampleWotCatalog } from './catalog.js';
import { sampleWotDeck, wotDeckTextSpec } from './sample-deck.js';
import { applySideboardSwap } from './sideboard.js';
import { validateWotDeck } from './validator.js';

const CODES = new Set([
  'wot.deck.hero-count',
  'wot.deck.battle-count',
  'wot.deck.construction-count',
  'wot.deck.wrong-section',
  'wot.deck.unique-copies',
  'wot.deck.legendary-copies',
  'wot.deck.copies',
  'wot.deck.legendary-limit',
  'wot.deck.off-realm',
  'wot.deck.mixed-realms',
  'wot.deck.sideboard-size',
  'wot.deck.sideboard-copies',
  'wot.deck.sideboard-hero',
  'wot.deck.registered-size',
  'wot.deck.unknown-card',
  'wot.deck.unknown-section',
]);
const deckArb = gameDeckListsToJudge(wotDeckTextSpec, sampleWotCatalog, 12);

describe('Warlords of Terra validator (properties)', () => {
  it('judges any list without throwing: documented codes, both languages, valid iff no errors', () => {
    const limits = fc.integer({ min: 0, max: 3 }).map((legendaryLimit) => ({ legendaryLimit }));
    expectEveryListJudged(deckArb, limits, validateWotDeck, CODES);
  });

  it('a swap the library accepts always leaves a deck that keeps every limit, and the registration untouched', () => {
    const registered = sampleWotDeck();
    const mainBattle = registered.sections.battle!.map((e) => e.card);
    const side = registered.sections.sideboard!.map((e) => e.card);
    type Move = Array<{ card: string; count: number }>;
    const move = (cards: string[]): fc.Arbitrary<Move> =>
      fc.array(fc.record({ card: fc.constantFrom(...cards), count: fc.integer({ min: 1, max: 3 }) }), { maxLength: 3 });
    // Half the swaps are one card for one, which the library often accepts, so accepted swaps are
    // always exercised; the other half are anything at all.
    const oneForOne = fc
      .record({ out: fc.constantFrom(...mainBattle), into: fc.constantFrom(...side) })
      .map(({ out, into }) => [[{ card: out, count: 1 }], [{ card: into, count: 1 }]] as [Move, Move]);
    const swap = fc.oneof(fc.tuple(move(mainBattle), move(side)), oneForOne);
    let accepted = 0;
    fc.assert(
      fc.property(swap, fc.integer({ min: 0, max: 3 }), ([out, into], legendaryLimit) => {
        const result = applySideboardSwap(registered, { out, in: into }, { legendaryLimit });
        expect(registered).toEqual(sampleWotDeck());
        if (!result.ok) return;
        accepted += 1;
        const { sideboard: _ignored, ...main } = result.deck.sections;
        expect(
          validateWotDeck({ ...result.deck, sections: main }, { legendaryLimit, fullRegistration: false }).valid,
        ).toBe(true);
        const total = (deck: DeckList) =>
          Object.values(deck.sections)
            .flat()
            .reduce((n, e) => n + e.count, 0);
        expect(total(result.deck)).toBe(66);
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(10);
  });
});
