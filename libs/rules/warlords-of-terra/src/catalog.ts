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
import sampleCatalogJson from './sample-catalog.json' with { type: 'json' };

/**
 * The card catalog a Warlords of Terra tournament imports (issue 4, "Deck registration"): the
 * rulebook (002_a36596f8eaed8fcc.txt) has no card list. `realm: null` (or "neutral"/"neutro")
 * marks a card without a realm icon (see RULES-NOTES.md, "Neutral cards").
 */

export const wotCardSchema = z.object({
  id: z.string().trim().min(1),
  name: localizedCardNameSchema,
  realm: z.string().trim().min(1).nullable(),
  deck: z.enum(['hero', 'battle', 'construction']),
  unique: z.boolean().default(false),
  legendary: z.boolean().default(false),
});

/** A catalog file: `{ cards: [...] }` (with optional `game`, `version`) or a bare array of cards. */
export const wotCatalogSchema = cardCatalogSchema(wotCardSchema);

export type WotCardInput = z.input<typeof wotCardSchema>;

export interface WotCard {
  readonly id: string;
  readonly name: string | Localized;
  /** `null`: no realm icon (neutral), playable in any realm's deck. */
  readonly realm: string | null;
  readonly deck: 'hero' | 'battle' | 'construction';
  /** Legendary cards count as unique (002 C.5). */
  readonly unique: boolean;
  readonly legendary: boolean;
}

export interface WotCatalog {
  readonly version?: string;
  readonly cards: readonly WotCard[];
}

const NEUTRAL_WORDS = new Set(['neutral', 'neutro', 'none', 'ninguno']);

function toCard(card: z.output<typeof wotCardSchema>): WotCard {
  const realm = card.realm === null || NEUTRAL_WORDS.has(normalizeCardName(card.realm)) ? null : normalizeCardName(card.realm);
  return { ...card, realm, unique: card.unique || card.legendary };
}

export type CatalogParse = KernelCatalogParse<WotCatalog>;

export function parseWotCatalog(json: unknown): CatalogParse {
  return parseCardCatalog(wotCatalogSchema, json, 'Warlords of Terra', toCard);
}

/** The sample catalog that ships with the library (original content, two realms + neutral cards). */
export const sampleWotCatalog: WotCatalog = shippedCatalog(parseWotCatalog(sampleCatalogJson));
