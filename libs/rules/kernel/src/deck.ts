import type { Localized } from '@cronica/util';
import { z } from 'zod';

/** Deck lists shared by every game. */

export interface DeckEntry {
  /** A card id or a card name in either language; the game's validator resolves it. */
  readonly card: string;
  readonly count: number;
}

export interface DeckList {
  readonly game: string;
  readonly faction?: string;
  /** Section key (e.g. `hero`, `battle`, `heroes`, `main`) → entries. */
  readonly sections: Readonly<Record<string, readonly DeckEntry[]>>;
}

export interface DeckValidationError {
  /** Stable, e.g. `wot.deck.battle-count`. */
  readonly code: string;
  readonly message: Localized;
  /** 1-based line of a plain-text list, when the error comes from one. */
  readonly line?: number;
  readonly section?: string;
  readonly card?: string;
}

export interface DeckValidationOptions {
  /** An imported card catalog (JSON already parsed); each game checks it with its schema. */
  readonly catalog?: unknown;
  /** Distinct legendary cards allowed in the main deck (002 C.5), for games that have them. */
  readonly legendaryLimit?: number;
}

export interface DeckValidationResult {
  readonly valid: boolean;
  readonly errors: readonly DeckValidationError[];
}

export interface DeckValidator {
  validate(deck: DeckList, options: DeckValidationOptions): DeckValidationResult;
}

export function validationResult(errors: readonly DeckValidationError[]): DeckValidationResult {
  return { valid: errors.length === 0, errors };
}

/** The JSON form of a deck list: `{ game, faction?, sections: { <section>: [{ card, count }] } }`. */
export const deckListSchema = z.object({
  game: z.string().min(1),
  faction: z.string().min(1).optional(),
  sections: z.record(
    z.string(),
    z.array(z.object({ card: z.string().trim().min(1), count: z.number().int().positive().max(999) })),
  ),
});

/** Card names compare without case, accents, punctuation spacing or typographic apostrophes. */
export function normalizeCardName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface NamedCard {
  readonly id: string;
  readonly name: string | Localized;
}

/** Resolves a deck entry's `card` (an id, or a name in Spanish or English) to a card id. */
export interface CardIndex<Card extends NamedCard> {
  resolve(reference: string): Card | undefined;
  byId(id: string): Card | undefined;
}

export function createCardIndex<Card extends NamedCard>(cards: readonly Card[]): CardIndex<Card> {
  const ids = new Map<string, Card>();
  const names = new Map<string, Card>();
  for (const card of cards) {
    ids.set(card.id, card);
    const localized = typeof card.name === 'string' ? [card.name] : [card.name.es, card.name.en];
    for (const name of localized) if (!names.has(normalizeCardName(name))) names.set(normalizeCardName(name), card);
  }
  return {
    resolve: (reference) => ids.get(reference.trim()) ?? names.get(normalizeCardName(reference)),
    byId: (id) => ids.get(id),
  };
}

export interface ResolvedEntry<Card> {
  readonly card: Card;
  readonly count: number;
}

const UNKNOWN_CARD = (card: string): Localized => ({
  es: `Carta desconocida: «${card}» (ni id ni nombre del catálogo).`,
  en: `Unknown card: "${card}" (neither an id nor a name in the catalog).`,
});

/**
 * Resolves every entry of every section to catalog cards, merging repeated entries of the same
 * card within a section. Unresolvable references become `<prefix>.unknown-card` errors.
 */
export function resolveDeckSections<Card extends NamedCard>(
  deck: DeckList,
  index: CardIndex<Card>,
  codePrefix: string,
): { sections: Record<string, ResolvedEntry<Card>[]>; errors: DeckValidationError[] } {
  const sections: Record<string, ResolvedEntry<Card>[]> = {};
  const errors: DeckValidationError[] = [];
  for (const [section, entries] of Object.entries(deck.sections)) {
    const merged = new Map<string, { card: Card; count: number }>();
    for (const entry of entries) {
      const card = index.resolve(entry.card);
      if (card === undefined) {
        errors.push({
          code: `${codePrefix}.unknown-card`,
          message: UNKNOWN_CARD(entry.card),
          section,
          card: entry.card,
        });
        continue;
      }
      const existing = merged.get(card.id);
      merged.set(card.id, { card, count: (existing?.count ?? 0) + entry.count });
    }
    sections[section] = [...merged.values()];
  }
  return { sections, errors };
}

/**
 * Each sized section must hold exactly its number of cards; a miss is `<prefix>.<section>-count`,
 * naming the section with `words` (e.g. `{ es: 'héroe', en: 'hero' }`).
 */
export function sectionSizeErrors<Section extends string>(
  sections: Partial<Record<NoInfer<Section>, readonly { count: number }[]>>,
  sizes: Readonly<Record<Section, number>>,
  words: Readonly<Record<Section, Localized>>,
  codePrefix: string,
): DeckValidationError[] {
  return (Object.keys(sizes) as Section[]).flatMap((section) => {
    const count = sumCounts(sections[section]);
    const expected = sizes[section];
    if (count === expected) return [];
    const verb = expected === 1 ? 'Se requiere' : 'Se requieren';
    return [
      {
        code: `${codePrefix}.${section}-count`,
        message: {
          es: `${verb} exactamente ${expected} ${words[section].es}; hay ${count}.`,
          en: `Exactly ${expected} ${words[section].en} required; found ${count}.`,
        },
        section,
      },
    ];
  });
}

/** Sections a game does not have become `<prefix>.unknown-section` errors naming the ones it has. */
export function unknownSectionErrors(
  deck: DeckList,
  known: readonly string[],
  codePrefix: string,
): DeckValidationError[] {
  const expected = known.join(', ');
  return Object.keys(deck.sections)
    .filter((section) => !known.includes(section))
    .map((section) => ({
      code: `${codePrefix}.unknown-section`,
      message: {
        es: `Sección desconocida «${section}» (se esperan: ${expected}).`,
        en: `Unknown section "${section}" (expected: ${expected}).`,
      },
      section,
    }));
}

/** Total copies of each card id across the given resolved sections. */
export function copiesById<Card extends NamedCard>(
  lists: readonly (readonly ResolvedEntry<Card>[])[],
): Map<string, { card: Card; count: number }> {
  const totals = new Map<string, { card: Card; count: number }>();
  for (const list of lists) {
    for (const entry of list) {
      const existing = totals.get(entry.card.id);
      totals.set(entry.card.id, { card: entry.card, count: (existing?.count ?? 0) + entry.count });
    }
  }
  return totals;
}

export const sumCounts = (entries: readonly { count: number }[] | undefined): number =>
  (entries ?? []).reduce((total, entry) => total + entry.count, 0);

/** The card's name in a language, for messages. */
export function cardLabel(card: NamedCard, lang: 'es' | 'en'): string {
  return typeof card.name === 'string' ? card.name : card.name[lang];
}

/** The card's name in both languages, for messages. */
export function cardLabels(card: NamedCard): Localized {
  return { es: cardLabel(card, 'es'), en: cardLabel(card, 'en') };
}
