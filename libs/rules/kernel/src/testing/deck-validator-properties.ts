import fc from 'fast-check';
import { expect } from 'vitest';
import type { DeckList, DeckValidationResult } from '../deck.js';

/**
 * What every game's deck validator keeps on any list at all, for each game's
 * `validator.property.spec.ts` (only specs import this file: it needs vitest and fast-check).
 */

/** The lists a validator may be handed. */
export interface DeckListsToJudge {
  readonly game: string;
  /** The catalog's card ids; entries also name made-up cards. */
  readonly ids: readonly string[];
  /** Section names drawn, the game's and ones it does not have. */
  readonly sections: readonly string[];
  readonly maxEntries: number;
}

/** Lists of the given sections, of catalog ids and made-up names, at any count from 1 to 45. */
export function deckListsToJudge({ game, ids, sections, maxEntries }: DeckListsToJudge): fc.Arbitrary<DeckList> {
  const entry = fc.record({
    card: fc.oneof(fc.constantFrom(...ids), fc.string({ minLength: 1 })),
    count: fc.integer({ min: 1, max: 45 }),
  });
  return fc.record({
    game: fc.constant(game),
    sections: fc.dictionary(fc.constantFrom(...sections), fc.array(entry, { maxLength: maxEntries })),
  });
}

/** A judgement as documented: valid iff there are no errors, each under a documented code and in both languages. */
export function expectDocumentedJudgement(result: DeckValidationResult, codes: ReadonlySet<string>): void {
  expect(result.valid).toBe(result.errors.length === 0);
  for (const error of result.errors) {
    expect(codes.has(error.code)).toBe(true);
    expect(error.message.es.length > 0 && error.message.en.length > 0).toBe(true);
  }
}
