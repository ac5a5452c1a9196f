import fc from 'fast-check';
import { expect } from 'vitest';
import type { DeckList, DeckValidationResult } from '../deck.js';
import { parseDeckText, type DeckTextSpec } from '../deck-text.js';

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

/** A game's lists to judge: its sections (from its text spec) and one it does not have, of its catalog's ids. */
export function gameDeckListsToJudge(
  spec: DeckTextSpec,
  catalog: { readonly cards: readonly { readonly id: string }[] },
  maxEntries: number,
): fc.Arbitrary<DeckList> {
  return deckListsToJudge({
    game: spec.game,
    ids: catalog.cards.map((card) => card.id),
    sections: [...spec.sections.map((section) => section.key), 'extra'],
    maxEntries,
  });
}

/** On 300 lists, each with options drawn from `options`, the validator judges as documented and never throws. */
export function expectEveryListJudged<Options>(
  lists: fc.Arbitrary<DeckList>,
  options: fc.Arbitrary<Options>,
  judge: (deck: DeckList, options: Options) => DeckValidationResult,
  codes: ReadonlySet<string>,
): void {
  fc.assert(
    fc.property(lists, options, (deck, drawn) => expectDocumentedJudgement(judge(deck, drawn), codes)),
    { numRuns: 300 },
  );
}

/** A plain-text list parses without errors into a deck the validator accepts. */
export function expectTextListAccepted(
  text: string,
  spec: DeckTextSpec,
  validate: (deck: DeckList) => DeckValidationResult,
): void {
  const { deck, errors } = parseDeckText(text, spec);
  expect(errors).toEqual([]);
  expect(validate(deck)).toEqual({ valid: true, errors: [] });
}
