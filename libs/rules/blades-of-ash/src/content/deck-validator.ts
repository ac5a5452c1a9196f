/**
 * `bladesDeckValidator`: the kernel's DeckValidator for Blades of Ash (deck
 * preparation and `deck validate`). The shipped card set is the catalog unless the caller passes
 * an imported one, which must pass the card schema first.
 */
import {
  parseDeckSource,
  validationResult,
  type DeckList,
  type DeckSource,
  type DeckValidationOptions,
  type DeckValidationResult,
  type DeckValidator,
} from '@cronica/rules-kernel';
import { CardSetSchema } from '../cards/schema.js';
import { allActions, allHeroes, FACTIONS } from './catalog.js';
import { BLADES_DECK_TEXT_SPEC, checkDeck, type DeckCatalog } from './deck-rules.js';

const SHIPPED: DeckCatalog = { factions: FACTIONS, heroes: allHeroes(), actions: allActions() };

function catalogFrom(options: DeckValidationOptions | undefined): DeckCatalog | DeckValidationResult {
  if (options?.catalog === undefined) return SHIPPED;
  const parsed = CardSetSchema.safeParse(options.catalog);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.')}: ${i.message}`)
    .join('; ');
  return validationResult([
    {
      code: 'blades.deck.bad-catalog',
      message: {
        es: `El catálogo importado no es válido: ${detail}`,
        en: `The imported catalog is not valid: ${detail}`,
      },
    },
  ]);
}

export const bladesDeckValidator: DeckValidator = {
  validate(deck: DeckList, options?: DeckValidationOptions): DeckValidationResult {
    const catalog = catalogFrom(options);
    if ('valid' in catalog) return catalog;
    return validationResult(checkDeck(catalog, deck));
  },
};

/** A deck file's text: JSON or the plain-text list with Héroes/Heroes and Acciones/Actions headers. */
export function parseBladesDeck(source: string): DeckSource {
  return parseDeckSource(source, BLADES_DECK_TEXT_SPEC);
}

/** Parses and validates a deck file's text in one step; unreadable input comes back as such. */
export function validateBladesDeckSource(
  source: string,
  options?: DeckValidationOptions,
): DeckValidationResult | (DeckSource & { kind: 'unreadable' }) {
  const parsed = parseBladesDeck(source);
  if (parsed.kind === 'unreadable') return parsed;
  const result = bladesDeckValidator.validate(parsed.deck, options ?? {});
  return validationResult([...parsed.errors, ...result.errors]);
}
