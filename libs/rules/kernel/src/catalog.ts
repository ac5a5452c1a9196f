import { sameInBoth, type Localized } from '@cronica/util';
import { z } from 'zod';
import {
  createCardIndex,
  resolveDeckSections,
  unknownSectionErrors,
  type DeckList,
  type DeckValidationError,
  type NamedCard,
  type ResolvedEntry,
} from './deck.js';

/**
 * Card catalogs: the rulebooks print no card list, so a
 * tournament imports one as JSON. Each game's library defines its card schema; the file's
 * envelope, the unique-id check and the localized error are the same for every game.
 */

/** A card's name: one string for both languages, or Spanish and English. */
export const localizedCardNameSchema = z.union([
  z.string().trim().min(1),
  z.object({ es: z.string().trim().min(1), en: z.string().trim().min(1) }),
]);

/** A catalog file once parsed: its optional `game` and `version`, and its cards. */
export interface CatalogFile<Card> {
  readonly game?: string | undefined;
  readonly version?: string | undefined;
  readonly cards: readonly Card[];
}

/** A catalog as a rules library keeps it. */
export interface CardCatalog<Card> {
  readonly version?: string;
  readonly cards: readonly Card[];
}

export type CatalogParse<Catalog> =
  { readonly ok: true; readonly catalog: Catalog } | { readonly ok: false; readonly message: Localized };

/** A catalog file: `{ cards: [...] }` (with optional `game`, `version`) or a bare array of cards; card ids are unique. */
export function cardCatalogSchema<Card extends z.ZodType<{ readonly id: string }>>(card: Card) {
  return z
    .union([
      z.array(card),
      z.object({ game: z.string().optional(), version: z.string().optional(), cards: z.array(card) }),
    ])
    .transform((value): CatalogFile<z.output<Card>> => (Array.isArray(value) ? { cards: value } : value))
    .superRefine((catalog, ctx) => {
      const seen = new Set<string>();
      catalog.cards.forEach((entry, index) => {
        if (seen.has(entry.id))
          ctx.addIssue({ code: 'custom', path: ['cards', index, 'id'], message: `duplicate card id ${entry.id}` });
        seen.add(entry.id);
      });
    });
}

/** A catalog file the game's schema refused: its first five issues, named after the game in each language. */
export function invalidCatalog(
  error: z.ZodError,
  gameName: Localized,
): { readonly ok: false; readonly message: Localized } {
  const detail = error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ');
  return {
    ok: false,
    message: { es: `Catálogo de ${gameName.es} no válido: ${detail}`, en: `Invalid ${gameName.en} catalog: ${detail}` },
  };
}

/**
 * Parses a catalog file with `schema` and turns each card into the library's card; a bad file
 * is refused with its first five issues, named after `gameName` (e.g. "ECG").
 */
export function parseCardCatalog<Input, Card>(
  schema: z.ZodType<CatalogFile<Input>>,
  json: unknown,
  gameName: string,
  toCard: (card: Input) => Card,
): CatalogParse<CardCatalog<Card>> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) return invalidCatalog(parsed.error, sameInBoth(gameName));
  const { version } = parsed.data;
  return { ok: true, catalog: { ...(version === undefined ? {} : { version }), cards: parsed.data.cards.map(toCard) } };
}

/** The catalog a library ships with: one that does not parse is a fault of the library, not input. */
export function shippedCatalog<Catalog>(parsed: CatalogParse<Catalog>): Catalog {
  if (!parsed.ok) throw new Error(parsed.message.en);
  return parsed.catalog;
}

/**
 * The catalog a deck validation uses: the imported one (`DeckValidationOptions.catalog`) once it
 * parses, the library's sample when none is given; a bad import is the error `code`.
 */
export function catalogForValidation<Catalog>(
  imported: unknown,
  sample: Catalog,
  parse: (json: unknown) => CatalogParse<Catalog>,
  code: string,
): Catalog | DeckValidationError {
  if (imported === undefined) return sample;
  const parsed = parse(imported);
  return parsed.ok ? parsed.catalog : { code, message: parsed.message };
}

/** What a game's deck validation checks lists against, for `resolveDeckToValidate`. */
export interface DeckValidationCatalog<Card extends NamedCard> {
  /** The game's code prefix: errors are `<code>.catalog.invalid` and `<code>.deck.…`. */
  readonly code: string;
  /** The sections the game's lists have. */
  readonly sections: readonly string[];
  readonly sample: CardCatalog<Card>;
  readonly parse: (json: unknown) => CatalogParse<CardCatalog<Card>>;
}

/** A list resolved to catalog cards, with the errors found on the way. */
export interface ResolvedDeck<Card> {
  readonly sections: Record<string, ResolvedEntry<Card>[]>;
  /** Sections the game does not have, then references the catalog does not know. */
  readonly errors: readonly DeckValidationError[];
}

/**
 * The steps every sectioned deck validation starts with: the catalog to check against (a bad
 * import is the one error, returned alone), then every section's entries resolved to its cards.
 */
export function resolveDeckToValidate<Card extends NamedCard>(
  deck: DeckList,
  imported: unknown,
  game: DeckValidationCatalog<Card>,
): ResolvedDeck<Card> | DeckValidationError {
  const catalog = catalogForValidation(imported, game.sample, game.parse, `${game.code}.catalog.invalid`);
  if (!('cards' in catalog)) return catalog;
  const resolved = resolveDeckSections(deck, createCardIndex(catalog.cards), `${game.code}.deck`);
  return {
    sections: resolved.sections,
    errors: [...unknownSectionErrors(deck, game.sections, `${game.code}.deck`), ...resolved.errors],
  };
}
