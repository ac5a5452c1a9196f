import type { Localized } from '@cronica/util';
import {
  cardLabel,
  cardLabels,
  copiesById,
  resolveDeckToValidate,
  sectionSizeErrors,
  sumCounts,
  validationResult,
  type DeckList,
  type DeckValidationCatalog,
  type DeckValidationError,
  type DeckValidationOptions,
  type DeckValidationResult,
  type DeckValidator,
  type ResolvedEntry,
} from '@cronica/rules-kernel';
import { parseWotCatalog, sampleWotCatalog, type WotCard } from './catalog.js';

/**
 * Deck registration for Warlords of Terra, after
 * 002_a36596f8eaed8fcc.txt: A.1 (40 battle + 15 construction, "INAMOVIBLES"), A.2.1 (unique
 * cards once per deck, others 3), A.7.3 (no mixing realms), C.3 (pre-sideboard: 10 cards, at
 * most 2 copies, no hero), C.4 (a registered list of 66 cards), C.5 (legendaries count as unique;
 * at most N distinct in the main deck, N from 0 to 3, default 3).
 */

export const WOT_GAME_ID = 'warlords-of-terra';
export const WOT_SECTIONS = ['hero', 'battle', 'construction', 'sideboard'] as const;
export type WotSection = (typeof WOT_SECTIONS)[number];
export const WOT_DECK_SIZES = { hero: 1, battle: 40, construction: 15 } as const;
export const WOT_SIDEBOARD_SIZE = 10;
export const WOT_SIDEBOARD_COPIES = 2;
export const WOT_MAX_COPIES = 3;
export const WOT_REGISTERED_SIZE = 66;
export const DEFAULT_LEGENDARY_LIMIT = 3;
export const MAX_LEGENDARY_LIMIT = 3;

export interface WotValidationOptions extends DeckValidationOptions {
  /** C.4: the registered list is exactly 66 cards (a full 10-card pre-sideboard). Default true. */
  readonly fullRegistration?: boolean;
  /** C.5: in friendly play legendary cards are only unique; no cap on how many (the limit is ignored). */
  readonly friendly?: boolean;
}

const SECTION_NAMES: Record<WotSection, Localized> = {
  hero: { es: 'héroe', en: 'hero' },
  battle: { es: 'batalla', en: 'battle' },
  construction: { es: 'construcción', en: 'construction' },
  sideboard: { es: 'prebanquillo', en: 'pre-sideboard' },
};

const WOT_DECK_CATALOG = {
  code: 'wot',
  sections: WOT_SECTIONS,
  sample: sampleWotCatalog,
  parse: parseWotCatalog,
} satisfies DeckValidationCatalog<WotCard>;

type Entries = readonly ResolvedEntry<WotCard>[];
type Sections = Partial<Record<WotSection, Entries>>;

const err = (code: string, es: string, en: string, extra: Partial<DeckValidationError> = {}): DeckValidationError => ({
  code,
  message: { es, en } satisfies Localized,
  ...extra,
});

function legendaryLimitFrom(options: DeckValidationOptions): number | DeckValidationError {
  const limit = options.legendaryLimit ?? DEFAULT_LEGENDARY_LIMIT;
  if (Number.isInteger(limit) && limit >= 0 && limit <= MAX_LEGENDARY_LIMIT) return limit;
  return err(
    'wot.options.legendary-limit',
    `El límite de legendarias debe ser un entero de 0 a 3 (es ${limit}).`,
    `The legendary limit must be an integer from 0 to 3 (got ${limit}).`,
  );
}

// 002 A.1 and C.3: 1 hero, exactly 40 battle and 15 construction cards.
const SIZE_WORDS: Record<keyof typeof WOT_DECK_SIZES, Localized> = {
  hero: { es: 'héroe', en: 'hero' },
  battle: { es: 'cartas de batalla', en: 'battle cards' },
  construction: { es: 'cartas de construcción', en: 'construction cards' },
};

// Each card goes in the section of its deck type (catalog `deck`); a hero never in the pre-sideboard (C.3).
function checkPlacement(sections: Sections): DeckValidationError[] {
  const errors: DeckValidationError[] = [];
  for (const section of WOT_SECTIONS) {
    for (const { card } of sections[section] ?? []) {
      const n = cardLabels(card);
      if (section === 'sideboard') {
        if (card.deck === 'hero')
          errors.push(
            err(
              'wot.deck.sideboard-hero',
              `El prebanquillo no puede incluir héroes: ${n.es}.`,
              `The pre-sideboard cannot include heroes: ${n.en}.`,
              { section, card: card.id },
            ),
          );
      } else if (card.deck !== section) {
        const [is, listed] = [SECTION_NAMES[card.deck], SECTION_NAMES[section]];
        errors.push(
          err(
            'wot.deck.wrong-section',
            `${n.es} es una carta de ${is.es}, no de ${listed.es}.`,
            `${n.en} is a ${is.en} card, not ${listed.en}.`,
            { section, card: card.id },
          ),
        );
      }
    }
  }
  return errors;
}

// 002 A.2.1: unique cards at most once per deck, other cards at most 3; C.5: legendaries are unique.
function checkCopies(main: readonly Entries[]): DeckValidationError[] {
  return [...copiesById(main).values()].flatMap(({ card, count }) => {
    if (card.deck === 'hero') return [];
    const n = cardLabels(card);
    if (card.unique && count > 1) {
      const code = card.legendary ? 'wot.deck.legendary-copies' : 'wot.deck.unique-copies';
      const kind = card.legendary ? ['legendaria', 'legendary'] : ['única', 'unique'];
      return [
        err(
          code,
          `${n.es} es ${kind[0]}: como máximo 1 copia (hay ${count}).`,
          `${n.en} is ${kind[1]}: at most 1 copy (found ${count}).`,
          { card: card.id },
        ),
      ];
    }
    if (!card.unique && count > WOT_MAX_COPIES) {
      return [
        err(
          'wot.deck.copies',
          `${n.es}: como máximo ${WOT_MAX_COPIES} copias (hay ${count}).`,
          `${n.en}: at most ${WOT_MAX_COPIES} copies (found ${count}).`,
          { card: card.id },
        ),
      ];
    }
    return [];
  });
}

// 002 C.5: at most N distinct legendary cards in the main deck (battle + construction).
function checkLegendaryLimit(main: readonly Entries[], limit: number): DeckValidationError[] {
  const legendaries = [...copiesById(main).values()].filter(({ card }) => card.legendary && card.deck !== 'hero');
  if (legendaries.length <= limit) return [];
  const list = (lang: 'es' | 'en') => legendaries.map(({ card }) => cardLabel(card, lang)).join(', ');
  return [
    err(
      'wot.deck.legendary-limit',
      `El mazo principal admite como máximo ${limit} legendarias distintas; tiene ${legendaries.length} (${list('es')}).`,
      `The main deck allows at most ${limit} distinct legendary cards; it has ${legendaries.length} (${list('en')}).`,
    ),
  ];
}

/** 002 A.7.3: a deck's realm is its hero's; null while it has no hero of a realm. */
export function deckRealm(heroes: readonly Pick<WotCard, 'deck' | 'realm'>[]): string | null {
  return heroes.find((card) => card.deck === 'hero' && card.realm !== null)?.realm ?? null;
}

/** 002 A.7.3: a card fits a deck of `realm` when it is of that realm or neutral (no realm icon). */
export function realmAdmits(realm: string, card: Pick<WotCard, 'realm'>): boolean {
  return card.realm === null || card.realm === realm;
}

// 002 A.7.3: no mixing realms. The hero's realm is the deck's; neutral cards (no icon) fit any.
function checkRealm(sections: Sections): DeckValidationError[] {
  const all = WOT_SECTIONS.flatMap((section) => sections[section] ?? []);
  const heroRealm = deckRealm((sections.hero ?? []).map(({ card }) => card));
  if (heroRealm !== null) {
    return [...copiesById([all]).values()]
      .filter(({ card }) => !realmAdmits(heroRealm, card))
      .map(({ card }) => {
        const n = cardLabels(card);
        return err(
          'wot.deck.off-realm',
          `${n.es} es del reino ${card.realm}, no del reino del héroe (${heroRealm}).`,
          `${n.en} belongs to realm ${card.realm}, not the hero's realm (${heroRealm}).`,
          { card: card.id },
        );
      });
  }
  const realms = [
    ...new Set(all.map(({ card }) => card.realm).filter((realm): realm is string => realm !== null)),
  ].sort();
  if (realms.length <= 1) return [];
  return [
    err(
      'wot.deck.mixed-realms',
      `No pueden mezclarse reinos: ${realms.join(', ')}.`,
      `Realms cannot be mixed: ${realms.join(', ')}.`,
    ),
  ];
}

// 002 C.3: up to 10 pre-sideboard cards, at most 2 copies of a card the main deck could legally hold.
function checkSideboard(sideboard: Entries, legendaryLimit: number): DeckValidationError[] {
  const errors: DeckValidationError[] = [];
  const size = sumCounts(sideboard);
  if (size > WOT_SIDEBOARD_SIZE) {
    errors.push(
      err(
        'wot.deck.sideboard-size',
        `El prebanquillo admite como máximo ${WOT_SIDEBOARD_SIZE} cartas; hay ${size}.`,
        `The pre-sideboard holds at most ${WOT_SIDEBOARD_SIZE} cards; found ${size}.`,
        { section: 'sideboard' },
      ),
    );
  }
  for (const { card, count } of sideboard) {
    if (card.deck === 'hero') continue;
    const mainLimit = card.legendary && legendaryLimit === 0 ? 0 : card.unique ? 1 : WOT_MAX_COPIES;
    const max = Math.min(WOT_SIDEBOARD_COPIES, mainLimit);
    if (count <= max) continue;
    const n = cardLabels(card);
    const [es, en] =
      max === 0
        ? [
            `${n.es} no puede ir en el prebanquillo: el torneo no admite legendarias.`,
            `${n.en} cannot be in the pre-sideboard: the tournament allows no legendary cards.`,
          ]
        : [
            `${n.es}: como máximo ${max} copias en el prebanquillo (hay ${count}).`,
            `${n.en}: at most ${max} copies in the pre-sideboard (found ${count}).`,
          ];
    errors.push(err('wot.deck.sideboard-copies', es, en, { section: 'sideboard', card: card.id }));
  }
  return errors;
}

// 002 C.4: the registered list has 66 cards (40 + 15 + 10 + 1); reported only when the main deck is right.
function checkRegisteredSize(sections: Sections, sizeErrors: number): DeckValidationError[] {
  const total = WOT_SECTIONS.reduce((sum, section) => sum + sumCounts(sections[section]), 0);
  if (sizeErrors > 0 || total === WOT_REGISTERED_SIZE || sumCounts(sections.sideboard) > WOT_SIDEBOARD_SIZE) return [];
  return [
    err(
      'wot.deck.registered-size',
      `La lista registrada debe tener ${WOT_REGISTERED_SIZE} cartas (40 + 15 + 10 de prebanquillo + 1 héroe); tiene ${total}.`,
      `The registered list must have ${WOT_REGISTERED_SIZE} cards (40 + 15 + 10 pre-sideboard + 1 hero); it has ${total}.`,
      { section: 'sideboard' },
    ),
  ];
}

export function validateWotDeck(deck: DeckList, options: WotValidationOptions = {}): DeckValidationResult {
  const resolved = resolveDeckToValidate(deck, options.catalog, WOT_DECK_CATALOG);
  if (!('sections' in resolved)) return validationResult([resolved]);
  const limit = legendaryLimitFrom(options);
  if (typeof limit !== 'number') return validationResult([limit]);
  const sections = resolved.sections as Sections;
  const main = [sections.battle ?? [], sections.construction ?? []];
  const sizeErrors = sectionSizeErrors(sections, WOT_DECK_SIZES, SIZE_WORDS, 'wot.deck');
  return validationResult([
    ...resolved.errors,
    ...sizeErrors,
    ...checkPlacement(sections),
    ...checkCopies(main),
    ...(options.friendly === true ? [] : checkLegendaryLimit(main, limit)),
    ...checkRealm(sections),
    ...checkSideboard(sections.sideboard ?? [], options.friendly === true ? MAX_LEGENDARY_LIMIT : limit),
    ...(options.fullRegistration === false ? [] : checkRegisteredSize(sections, sizeErrors.length)),
  ]);
}

export const wotDeckValidator: DeckValidator = { validate: (deck, options) => validateWotDeck(deck, options) };
