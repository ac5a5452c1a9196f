import type { Localized } from '@cronica/util';
import {
  cardCatalogSchema,
  localizedCardNameSchema,
  normalizeCardName,
  parseCardCatalog,
  shippedCatalog,
  type CatalogParse,
} from '@cronica/rules-kernel';
import { z } from 'zod';
import sampleCatalogJson from './sample-catalog.json' with { type: 'json' };

/**
 * The ECG card catalog (issue 4, "Deck registration"; 004_e0e2bf9ed9dd62bf.txt, "Tipos de
 * Cartas", "Estadísticas de una Carta: Copias"). The rulebook has no card list; a tournament
 * imports one, and a sample ships with the library. `realm: null` marks a card without a realm
 * (actions, reactions, spells and blessings cost per the hero's realm, "Armando tu economía").
 */

export const ECG_CARD_TYPES = ['hero', 'resource', 'troop', 'general', 'action', 'reaction', 'spell', 'blessing', 'legacy'] as const;
export type EcgCardType = (typeof ECG_CARD_TYPES)[number];

export const ecgCardSchema = z
  .object({
    id: z.string().trim().min(1),
    name: localizedCardNameSchema,
    type: z.enum(ECG_CARD_TYPES),
    realm: z.string().trim().min(1).nullable().default(null),
    /** "Copias": how many copies a deck may hold (required for cards of the 40-card deck). */
    copies: z.number().int().min(1).max(40).optional(),
    /** Titles such as `mercenario`, `devoto`, `salvaje`, `locura`. */
    titles: z.array(z.string().trim().min(1)).default([]),
    /** The "Oración" blessing ("Jugando Bendiciones"). */
    prayer: z.boolean().default(false),
  })
  .refine((card) => card.type === 'hero' || card.type === 'resource' || card.copies !== undefined, {
    message: 'cards of the 40-card deck need "copies"',
    path: ['copies'],
  });

export const ecgCatalogSchema = cardCatalogSchema(ecgCardSchema);

export interface EcgCard {
  readonly id: string;
  readonly name: string | Localized;
  readonly type: EcgCardType;
  readonly realm: string | null;
  readonly copies: number;
  readonly mercenary: boolean;
  readonly prayer: boolean;
  readonly titles: readonly string[];
}

export interface EcgCatalog {
  readonly version?: string;
  readonly cards: readonly EcgCard[];
}

const MERCENARY_TITLES = new Set(['mercenario', 'mercenary']);

function toCard(card: z.output<typeof ecgCardSchema>): EcgCard {
  const titles = card.titles.map(normalizeCardName);
  return {
    id: card.id,
    name: card.name,
    type: card.type,
    realm: card.realm === null ? null : normalizeCardName(card.realm),
    copies: card.copies ?? 1,
    mercenary: titles.some((title) => MERCENARY_TITLES.has(title)),
    prayer: card.prayer,
    titles,
  };
}

export type EcgCatalogParse = CatalogParse<EcgCatalog>;

export function parseEcgCatalog(json: unknown): EcgCatalogParse {
  return parseCardCatalog(ecgCatalogSchema, json, 'ECG', toCard);
}

/** The sample catalog that ships with the library (original content). */
export const sampleEcgCatalog: EcgCatalog = shippedCatalog(parseEcgCatalog(sampleCatalogJson));
