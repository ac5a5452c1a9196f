/**
 * Standard playing cards (003_9d379b4d763b9b92.txt, "Determinando la iniciativa": decks are
 * personal decks of standard playing cards; "Figuras valen: J = 11, Q = 12, K = 13, A = 14").
 * A card is written rank then suit: `10H`, `QS`, `AD` (S ♠, H ♥, D ♦, C ♣).
 */

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type Card = string;

const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const CARD_PATTERN = /^(10|[2-9JQKA])([SHDC])$/;

/** The 52 cards of a standard deck, in a fixed order (spades 2..A, hearts, diamonds, clubs). */
export const STANDARD_DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${suit}`));

export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && CARD_PATTERN.test(value);
}

export function rankOf(card: Card): Rank {
  return card.slice(0, -1) as Rank;
}

/**
 * A card's value: 2–10 by number, J 11, Q 12, K 13, A 14 (003, "Determinando la iniciativa").
 * The same values measure Effort (RULES-NOTES.md, "Effort").
 */
export function cardValue(card: Card): number {
  const rank = rankOf(card);
  switch (rank) {
    case 'J':
      return 11;
    case 'Q':
      return 12;
    case 'K':
      return 13;
    case 'A':
      return 14;
    default:
      return Number(rank);
  }
}

/** Kings and aces charge 2 mana on their own (003, "Carga de Mana"). */
export function isKingOrAce(card: Card): boolean {
  const rank = rankOf(card);
  return rank === 'K' || rank === 'A';
}

/** `Q♥`: the same in every language. */
export function cardLabel(card: Card): string {
  return `${rankOf(card)}${SUIT_SYMBOLS[card.slice(-1) as Suit]}`;
}

/**
 * Reads a card written by a person: `QH`, `qh`, `Q♥`, `10♠`. Returns the canonical code or null.
 */
export function parseCard(text: string): Card | null {
  const trimmed = text.trim().toUpperCase();
  const symbol = Object.entries(SUIT_SYMBOLS).find(([, s]) => trimmed.endsWith(s));
  const code = symbol === undefined ? trimmed : `${trimmed.slice(0, -symbol[1].length)}${symbol[0]}`;
  return isCard(code) ? code : null;
}
