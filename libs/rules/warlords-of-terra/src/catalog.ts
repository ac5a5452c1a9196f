import type { Localized } from '@cronica/util';
import {
  cardCatalogSchema,
  localizedCardNameSchema,
  normalizeCardName,
  parseCardCatalog,
  shippedCatalog,
  type CatalogParse as KernelCatalogParse,
} from '@cronica/rules-kernel';
import { z } from 'zod';
import { applyErrata, type Erratum } from './cards/errata.js';
import { PlayFieldsSchema, playProblem, playTypeOf, type PlayFields } from './cards/play-schema.js';
import type { CardType } from './cards/vocabulary.js';
import { SAMPLE_CATALOG_FILE } from './content/sample-catalog.js';

/**
 * The card catalog a Warlords of Terra tournament imports: the rulebook
 * (002_a36596f8eaed8fcc.txt) has no card list. `realm: null` (or "neutral"/"neutro") marks a card
 * without a realm icon (RULES-NOTES.md, "Neutral cards"). The play fields (cards/play-schema.ts)
 * are optional: a catalog for deck registration alone still imports; errata (B) are applied by id.
 */

export const wotCardSchema = z.object({
  id: z.string().trim().min(1),
  name: localizedCardNameSchema,
  realm: z.string().trim().min(1).nullable(),
  deck: z.enum(['hero', 'battle', 'construction']),
  unique: z.boolean().default(false),
  legendary: z.boolean().default(false),
  ...PlayFieldsSchema.shape,
});

/** A catalog file: `{ cards: [...] }` (with optional `game`, `version`) or a bare array of cards. */
export const wotCatalogSchema = cardCatalogSchema(wotCardSchema);

export type WotCardInput = z.input<typeof wotCardSchema>;

export interface WotCard extends PlayFields {
  readonly id: string;
  readonly name: string | Localized;
  /** `null`: no realm icon (neutral), playable in any realm's deck. */
  readonly realm: string | null;
  readonly deck: 'hero' | 'battle' | 'construction';
  /** Legendary cards count as unique (002 C.5). */
  readonly unique: boolean;
  readonly legendary: boolean;
  /** The card's type as it plays (A.2.2), or null when the catalog does not say how it plays. */
  readonly playType: CardType | null;
  /** Errata of part B applied to this card. */
  readonly errata: readonly Erratum['section'][];
}

export interface WotCatalog {
  readonly version?: string;
  readonly cards: readonly WotCard[];
}

const NEUTRAL_WORDS = new Set(['neutral', 'neutro', 'none', 'ninguno']);

function toCard(card: z.output<typeof wotCardSchema>): WotCard {
  const realm =
    card.realm === null || NEUTRAL_WORDS.has(normalizeCardName(card.realm)) ? null : normalizeCardName(card.realm);
  const corrected = applyErrata({ ...card, realm, unique: card.unique || card.legendary });
  const playType = playProblem(corrected) === null ? playTypeOf(corrected) : null;
  return { ...corrected, playType };
}

export type CatalogParse = KernelCatalogParse<WotCatalog>;

export function parseWotCatalog(json: unknown): CatalogParse {
  return parseCardCatalog(wotCatalogSchema, json, 'Warlords of Terra', toCard);
}

/** The sample catalog that ships with the library (original content: four realms and neutral cards). */
export const sampleWotCatalog: WotCatalog = shippedCatalog(parseWotCatalog(SAMPLE_CATALOG_FILE));

/** The sample catalog as a file a tournament imports (`{ game, version, cards }`). */
export const sampleWotCatalogFile = (): unknown => SAMPLE_CATALOG_FILE;

/** A card's name in both languages. */
export const cardName = (card: Pick<WotCard, 'name'>): Localized =>
  typeof card.name === 'string' ? { es: card.name, en: card.name } : card.name;
