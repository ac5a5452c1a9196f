import type { Localized } from '@cronica/util';

/**
 * What a player reads on a card where a decision is made, as the game's library computes it: the
 * web lays it out and derives nothing. `stats` are the values the rules use now (passives,
 * equipment, counters applied), with the printed value beside them when they differ.
 */
export interface CardFace {
  readonly name: Localized;
  /** The cost as the rulebook writes it ("2 oro · 1 maná", "⚔ rojo 3+"); null when the card has none. */
  readonly cost: Localized | null;
  /** Type and subtype, and when it may be played ("Reacción", "Tropa · Caballería"). */
  readonly kind: Localized | null;
  readonly stats: readonly CardStat[];
  /** The full rules text, abilities included; null for a card with no text. */
  readonly text: Localized | null;
  /** Why this card can't be chosen now ("Necesitas 3 de oro, tienes 1"); null when it can or no choice is asked. */
  readonly unavailable: Localized | null;
}

export interface CardStat {
  readonly label: Localized;
  /** The short label the card shows ("ATQ", "VOL"); the full label is read by screen readers. */
  readonly short: Localized;
  readonly value: number;
  /** The printed value when the rules now use another. */
  readonly printed?: number;
}

/** A face from a card's fixed data, with no cost, stats or reason unless given. */
export function cardFace(name: Localized, extra: Partial<Omit<CardFace, 'name'>> = {}): CardFace {
  return { name, cost: null, kind: null, stats: [], text: null, unavailable: null, ...extra };
}
