import type { Localized } from '@cronica/util';

/**
 * One game's cards as the deck builder shows them: what to search and filter on, the card's
 * full text and stats in both languages, and the deck section it goes into. Each game's board folder
 * builds it (`catalog.ts`) from the catalog its rules library ships; nothing here decides
 * legality (the game's deck validator does).
 */

export interface FacetValue {
  readonly id: string;
  readonly label: Localized;
}

/** A filter of the card browser, e.g. faction or realm, card type. */
export interface CatalogFacet {
  readonly key: string;
  readonly label: Localized;
  readonly values: readonly FacetValue[];
}

/** A paragraph of card text: an ability's or a rule's name, and what it does. */
export interface CardTextLine {
  readonly title?: Localized;
  readonly body: Localized;
}

export interface CardStat {
  readonly label: Localized;
  readonly value: Localized;
}

export interface BrowserCard {
  readonly id: string;
  readonly name: Localized;
  /** Sections the card may be listed in, the usual one first (where "add" puts it). */
  readonly sections: readonly string[];
  /** Facet key → value id (`''` when the card has none). */
  readonly facets: Readonly<Record<string, string>>;
  /** A one-line description: type, faction or realm, class. */
  readonly kind: Localized;
  readonly text: readonly CardTextLine[];
  readonly stats: readonly CardStat[];
  readonly flavor?: Localized;
  /**
   * The allegiances (`GameCatalog.allegianceOf`: a declared faction, a hero's realm) whose lists may
   * hold the card, by the game's deck rules; absent where any list may.
   */
  readonly admittedBy?: readonly string[];
  /** What the card costs as one number, for a deck's cost curve (absent when the game's catalog gives no cost). */
  readonly curveCost?: number;
}

/** The faction (or realm) a list declares on its own line, for games whose lists carry one. */
export interface DeclaredFaction {
  readonly label: Localized;
  readonly options: readonly FacetValue[];
}

/** What a list's cards must answer to by the game's deck rules: the faction it declares, its hero's realm. */
export interface Allegiance {
  readonly id: string;
  readonly label: Localized;
}

/** The parts of a list being written that its allegiance follows from. */
export interface ListSoFar {
  readonly faction: string | null;
  readonly sections: Readonly<Record<string, readonly { readonly card: string }[]>>;
}

export interface GameCatalog {
  readonly game: string;
  readonly facets: readonly CatalogFacet[];
  readonly cards: readonly BrowserCard[];
  readonly faction?: DeclaredFaction;
  /** The list's allegiance so far, from the game's deck rules; null until it has one (no faction or hero yet). */
  readonly allegianceOf?: (list: ListSoFar) => Allegiance | null;
  /** Said when the catalog carries no rules text (the browser then shows names and stats only). */
  readonly textNote?: Localized;
}
