import type { Localized } from '@cronica/util';

/** One printed card as a card list shows it: its id, kind and faction, its name, and a few words on what it costs or is. */
export interface ListedCard {
  readonly id: string;
  /** The kind as the game's card schema names it (a key of `CardList.kinds`). */
  readonly kind: string;
  /** The faction it belongs to (an id of `CardList.factions`). */
  readonly faction: string;
  readonly name: Localized;
  /** Its cost, or a hero's attributes, in a few words. */
  readonly summary: Localized;
  /** Every field of the card as the game's schema holds it, for a machine to read. */
  readonly fields: Readonly<Record<string, unknown>>;
}

/** A game's printed card set, listed for people and tools (the CLI's `cards list`). */
export interface CardList {
  readonly kinds: Readonly<Record<string, Localized>>;
  readonly factions: readonly { readonly id: string; readonly name: Localized }[];
  readonly cards: readonly ListedCard[];
}
