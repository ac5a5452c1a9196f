import { expect, it } from 'vitest';
import type { DeckList, DeckValidationResult } from '../deck.js';
import { editDeck, type SectionEdit } from '../deck-edit.js';
import type { DeckTextSpec } from '../deck-text.js';
import { expectTextListAccepted } from './deck-validator-properties.js';

/**
 * What each game's `validator.spec.ts` checks its deck rules with: a legal sample list, changed
 * section by section, and the refusal codes the validator gives (only specs import this file).
 */
export interface SampleListValidator<Options> {
  readonly sample: () => DeckList;
  readonly spec: DeckTextSpec;
  readonly validate: (deck: DeckList, options?: Options) => DeckValidationResult;
}

/** `edit`: the sample list with some sections changed; `codes`: the codes a list is refused with. */
export function sampleListProbes<Section extends string, Options>(game: SampleListValidator<Options>) {
  return {
    edit: (changes: Partial<Record<Section, SectionEdit>>): DeckList => editDeck(game.sample(), changes),
    codes: (deck: DeckList, options?: Options): string[] =>
      game.validate(deck, options).errors.map((error) => error.code),
  };
}

/** The two lists every game's validator accepts: its sample, and a plain-text list naming cards in both languages. */
export function itAcceptsTheSampleLists<Options>(
  game: SampleListValidator<Options>,
  textLines: readonly string[],
): void {
  it('accepts the sample list', () => {
    expect(game.validate(game.sample(), {} as Options)).toEqual({ valid: true, errors: [] });
  });

  it('accepts a plain-text list with names in either language', () => {
    expectTextListAccepted(textLines.join('\n'), game.spec, (deck) => game.validate(deck));
  });
}
