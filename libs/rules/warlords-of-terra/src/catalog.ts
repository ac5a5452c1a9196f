import type { Localized } from '@cronica/util';
import { normalizeCardName } from '@cronica/rules-kernel';
import { z } from 'zod';
import sampleCatalogJson from './sample-catalog.json' with { type: 'json' };

/**
 * The card catalog a Warlords of Terra tournament imports (issue 4, "Deck registration"): the
 * rulebook (002_a36596f8eaed8fcc.txt) has no card list. `realm: null` (or "neutral"/"neutro")
 * marks a card without a realm icon (see RULES-NOTES.md, "Neutral cards").
 */

const localizedName = z.object({ es: z.string().trim().min(1), en: z.string().trim().min(1) });

export const wotCardSchema = z.object({
  id: z.string().trim().min(1),
  name: z.union([z.string().trim().min(1), localizedName]),
  realm: z.string().trim().min(1).nullable(),
  deck: z.enum(['hero', 'battle', 'construction']),
  unique: z.boolean().default(false),
  legendary: z.boolean().default(false),
});

/** A catalog file: `{ cards: [...] }` (with optional `game`, `version`) or a bare array of cards. */
export const wotCatalogSchema = z
  .union([z.array(wotCardSchema), z.object({ game: z.string().optional(), version: z.string().optional(), cards: z.array(wotCardSchema) })])
  .transform((value) => (Array.isArray(value) ? { cards: value } : value))
  .superRefine((catalog, ctx) => {
    const seen = new Set<string>();
    catalog.cards.forEach((card, index) => {
      if (seen.has(card.id)) ctx.addIssue({ code: 'custom', path: ['cards', index, 'id'], message: `duplicate card id ${card.id}` });
      seen.add(card.id);
    });
  });

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

export type CatalogParse =
  | { readonly ok: true; readonly catalog: WotCatalog }
  | { readonly ok: false; readonly message: Localized };

export function parseWotCatalog(json: unknown): CatalogParse {
  const parsed = wotCatalogSchema.safeParse(json);
  if (!parsed.success) {
    const detail = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    return {
      ok: false,
      message: { es: `Catálogo de Warlords of Terra no válido: ${detail}`, en: `Invalid Warlords of Terra catalog: ${detail}` },
    };
  }
  const version = 'version' in parsed.data ? parsed.data.version : undefined;
  return { ok: true, catalog: { ...(version === undefined ? {} : { version }), cards: parsed.data.cards.map(toCard) } };
}

function loadSample(): WotCatalog {
  const parsed = parseWotCatalog(sampleCatalogJson);
  if (!parsed.ok) throw new Error(parsed.message.en);
  return parsed.catalog;
}

/** The sample catalog that ships with the library (original content, two realms + neutral cards). */
export const sampleWotCatalog: WotCatalog = loadSample();
