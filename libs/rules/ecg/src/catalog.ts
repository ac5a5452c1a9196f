import type { Localized } from '@cronica/util';
import { cardCatalogSchema, normalizeCardName, parseCardCatalog, type CatalogParse } from '@cronica/rules-kernel';
import type { z } from 'zod';
import { ECG_CARD_TYPES, ecgCardSchema, playProblems, type EcgCardInput, type EcgCardType } from './cards/schema.js';
import { hasTitle } from './cards/vocabulary.js';

/**
 * The ECG card catalog (004_e0e2bf9ed9dd62bf.txt, "Tipos de Cartas", "Estadísticas de una Carta:
 * Copias"). The rulebook has no card list: a tournament may import one to validate decks, and the
 * library ships its own sample set (src/content), written in the same format with every play field
 * the engine needs. `realm: null` marks a card without a realm (actions, reactions, spells and
 * blessings cost per the hero's realm, "Armando tu economía").
 */

export { ECG_CARD_TYPES, ecgCardSchema };
export type { EcgCardType };

export const ecgCatalogSchema = cardCatalogSchema(ecgCardSchema);

/** A catalog card as the library keeps it: realm and titles normalized, the rule titles as flags. */
export interface EcgCard extends Omit<EcgCardInput, 'realm' | 'titles' | 'copies'> {
  readonly realm: string | null;
  readonly copies: number;
  readonly titles: readonly string[];
  readonly mercenary: boolean;
  readonly devout: boolean;
  readonly wild: boolean;
  /** Has the title "locura" (a madness card, even at madness 0: "Jugando con Locura"). */
  readonly madnessCard: boolean;
  /** Whether the engine can play it (every play field its type needs is present). */
  readonly playable: boolean;
}

export interface EcgCatalog {
  readonly version?: string;
  readonly cards: readonly EcgCard[];
}

export function toEcgCard(card: EcgCardInput): EcgCard {
  const titles = card.titles.map(normalizeCardName);
  return {
    ...card,
    realm: card.realm === null ? null : normalizeCardName(card.realm),
    copies: card.copies ?? 1,
    titles,
    mercenary: hasTitle(titles, 'mercenary'),
    devout: hasTitle(titles, 'devout'),
    wild: hasTitle(titles, 'wild'),
    madnessCard: hasTitle(titles, 'madness'),
    playable: playProblems(card).length === 0,
  };
}

export type EcgCatalogParse = CatalogParse<EcgCatalog>;

export function parseEcgCatalog(json: unknown): EcgCatalogParse {
  return parseCardCatalog(ecgCatalogSchema, json, 'ECG', (card: z.output<typeof ecgCardSchema>) => toEcgCard(card));
}

/** A card's name in both languages (a catalog may give one name for both). */
export const cardName = (card: { readonly name: string | Localized }): Localized =>
  typeof card.name === 'string' ? { es: card.name, en: card.name } : card.name;
