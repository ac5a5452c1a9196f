import type { GameEntry } from '@cronica/games';
import {
  createCardIndex,
  deckTextSections,
  normalizeCardName,
  parseDeckSource,
  type DeckList,
  type DeckValidationError,
  type DeckValidationOptions,
  checkDeckSource,
  writeDeckText,
} from '@cronica/rules-kernel';
import type { Lang, Localized } from '@cronica/util';
import type { BrowserCard, GameCatalog } from './card-catalogs';

/**
 * A deck list being written in the browser: per section, card ids of the game's catalog (or,
 * for a pasted line the catalog does not know, the text as written) with their counts. It turns
 * into the plain-text list the kernel's parser reads (a header per section, "2 Card name"), which
 * is what the player registers and the game's validator checks, live, as the list changes.
 */
export interface DraftEntry {
  readonly card: string;
  readonly count: number;
}

export interface DeckDraft {
  /** The declared faction's id, for games whose lists carry one. */
  readonly faction: string | null;
  readonly sections: Readonly<Record<string, readonly DraftEntry[]>>;
}

export const emptyDraft: DeckDraft = { faction: null, sections: {} };

export function cardsById(catalog: GameCatalog): ReadonlyMap<string, BrowserCard> {
  return new Map(catalog.cards.map((card) => [card.id, card]));
}

/** Adds (delta > 0) or removes copies of a card in a section; a count of 0 leaves the list. */
export function changeCount(draft: DeckDraft, section: string, card: string, delta: number): DeckDraft {
  const entries = draft.sections[section] ?? [];
  const current = entries.find((e) => e.card === card)?.count ?? 0;
  const count = Math.max(0, Math.min(999, current + delta));
  const others = entries.filter((e) => e.card !== card);
  const next =
    count === 0
      ? others
      : current === 0
        ? [...entries, { card, count }]
        : entries.map((e) => (e.card === card ? { card, count } : e));
  return { ...draft, sections: { ...draft.sections, [section]: next } };
}

export function copiesIn(draft: DeckDraft, card: string): number {
  return Object.values(draft.sections).reduce(
    (sum, entries) => sum + (entries.find((e) => e.card === card)?.count ?? 0),
    0,
  );
}

export function sectionTotal(draft: DeckDraft, section: string): number {
  return (draft.sections[section] ?? []).reduce((sum, e) => sum + e.count, 0);
}

/** Every card of the list, over all its sections. */
export function draftTotal(draft: DeckDraft): number {
  return Object.keys(draft.sections).reduce((sum, section) => sum + sectionTotal(draft, section), 0);
}

/** The plain-text list in the reader's language: faction line, then each non-empty section. */
export function draftToText(draft: DeckDraft, catalog: GameCatalog, game: GameEntry, lang: Lang): string {
  const cards = cardsById(catalog);
  return writeDeckText(
    draft,
    game.deckSections,
    {
      faction: (id) => catalog.faction?.options.find((f) => f.id === id)?.label,
      card: (id) => cards.get(id)?.name,
    },
    lang,
  );
}

/** A parsed list (registered JSON, or pasted text) as a draft: references resolved to catalog ids. */
export function draftFromDeck(deck: DeckList, catalog: GameCatalog): DeckDraft {
  const index = createCardIndex(catalog.cards);
  let draft: DeckDraft = { faction: resolveFaction(deck.faction, catalog), sections: {} };
  for (const [section, entries] of Object.entries(deck.sections)) {
    for (const entry of entries)
      draft = changeCount(draft, section, index.resolve(entry.card)?.id ?? entry.card.trim(), entry.count);
  }
  return draft;
}

function resolveFaction(declared: string | undefined, catalog: GameCatalog): string | null {
  if (declared === undefined) return null;
  const key = normalizeCardName(declared);
  const found = catalog.faction?.options.find((f) =>
    [f.id, f.label.es, f.label.en].some((name) => normalizeCardName(name) === key),
  );
  return found?.id ?? null;
}

export type PastedList =
  | { readonly kind: 'unreadable'; readonly message: Localized }
  | { readonly kind: 'list'; readonly draft: DeckDraft; readonly lineErrors: readonly DeckValidationError[] };

/** A pasted text (or JSON) list read with the kernel's parser; lines it cannot read are kept as errors. */
export function readPastedList(source: string, catalog: GameCatalog, game: GameEntry): PastedList {
  const parsed = parseDeckSource(source, game.deckText);
  if (parsed.kind === 'unreadable') return parsed;
  return { kind: 'list', draft: draftFromDeck(parsed.deck, catalog), lineErrors: parsed.errors };
}

export interface DraftVerdict {
  readonly valid: boolean;
  readonly errors: readonly DeckValidationError[];
}

const CARD_LINE = /^\s*\d+\s*[x×]?\s+(\S.*?)\s*$/i;

/**
 * The validator names the card of a problem ("at most 3 copies") and its section but not its line;
 * the first line listing that card in that section (a hero put in the pre-sideboard: its line
 * there, not the hero's own line) is where the player looks, so the error gets it.
 */
function withLines(
  errors: readonly DeckValidationError[],
  source: string,
  game: GameEntry,
  catalog: GameCatalog | undefined,
): DeckValidationError[] {
  const index = catalog ? createCardIndex(catalog.cards) : undefined;
  const lines = source.split(/\r?\n/);
  const sections = deckTextSections(source, game.deckText);
  const lineOf = (card: string, section: string | undefined): number | undefined => {
    const found = lines.findIndex((line, at) => {
      const name = CARD_LINE.exec(line.replace(/(^|\s)(#|\/\/).*$/, ''))?.[1];
      const inSection = section === undefined || sections[at] === section;
      return (
        inSection &&
        name !== undefined &&
        (normalizeCardName(name) === normalizeCardName(card) || index?.resolve(name)?.id === card)
      );
    });
    return found < 0 ? (section === undefined ? undefined : lineOf(card, undefined)) : found + 1;
  };
  return errors.map((error) => {
    if (error.line !== undefined || error.card === undefined) return error;
    const line = lineOf(error.card, error.section);
    return line === undefined ? error : { ...error, line };
  });
}

/**
 * What the game's deck validator says of a text list (the same check the API runs on submission),
 * with the game's deck rules for the tournament's options (`deckRules`; none outside a tournament).
 */
export function validateSource(
  source: string,
  game: GameEntry,
  deckRules: DeckValidationOptions = {},
  catalog?: GameCatalog,
): DraftVerdict {
  if (source.trim() === '') return { valid: false, errors: [] };
  const check = checkDeckSource(game, source, deckRules);
  if (check.kind === 'unreadable')
    return { valid: false, errors: [{ code: 'deck.unreadable', message: check.message }] };
  return { valid: check.valid, errors: withLines(check.errors, source, game, catalog) };
}
