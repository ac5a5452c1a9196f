import type { Localized } from '@cronica/util';
import { normalizeCardName } from '@cronica/rules-kernel';
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

const localizedName = z.object({ es: z.string().trim().min(1), en: z.string().trim().min(1) });

export const ecgCardSchema = z
  .object({
    id: z.string().trim().min(1),
    name: z.union([z.string().trim().min(1), localizedName]),
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

export const ecgCatalogSchema = z
  .union([z.array(ecgCardSchema), z.object({ game: z.string().optional(), version: z.string().optional(), cards: z.array(ecgCardSchema) })])
  .transform((value) => (Array.isArray(value) ? { cards: value } : value))
  .superRefine((catalog, ctx) => {
    const seen = new Set<string>();
    catalog.cards.forEach((card, index) => {
      if (seen.has(card.id)) ctx.addIssue({ code: 'custom', path: ['cards', index, 'id'], message: `duplicate card id ${card.id}` });
      seen.add(card.id);
    });
  });

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

export type EcgCatalogParse =
  | { readonly ok: true; readonly catalog: EcgCatalog }
  | { readonly ok: false; readonly message: Localized };

export function parseEcgCatalog(json: unknown): EcgCatalogParse {
  const parsed = ecgCatalogSchema.safeParse(json);
  if (!parsed.success) {
    const detail = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    return { ok: false, message: { es: `Catálogo de ECG no válido: ${detail}`, en: `Invalid ECG catalog: ${detail}` } };
  }
  const version = 'version' in parsed.data ? parsed.data.version : undefined;
  return { ok: true, catalog: { ...(version === undefined ? {} : { version }), cards: parsed.data.cards.map(toCard) } };
}

function loadSample(): EcgCatalog {
  const parsed = parseEcgCatalog(sampleCatalogJson);
  if (!parsed.ok) throw new Error(parsed.message.en);
  return parsed.catalog;
}

/** The sample catalog that ships with the library (original content). */
export const sampleEcgCatalog: EcgCatalog = loadSample();
