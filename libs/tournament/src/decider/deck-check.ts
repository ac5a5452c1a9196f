import { deckListHash, normalizeCardName, type DeckEntry, type DeckList } from '@cronica/rules-kernel';
import type { TournamentState } from './types.js';

export interface DeckCheck {
  /** The list shown at the table holds the same cards as the one registered (002 C.4). */
  readonly matches: boolean;
  /** The hash fixed at registration (the list's public fingerprint). */
  readonly registeredHash: string | null;
  /** The hash of the presented list as written. */
  readonly presentedHash: string;
}

/**
 * A list as a judge compares it: card names and the faction without case, accents or spacing,
 * repeated lines of a card merged, sections and entries sorted. Two players' spellings of one
 * deck ("2x Parada" / "1 parada" + "1 Parada") compare equal; a hash of the text as written
 * would call them different decks.
 */
export function comparableDeck(deck: DeckList): DeckList {
  const sections = Object.entries(deck.sections)
    .map(([name, entries]) => [name, mergedEntries(entries)] as const)
    .filter(([, entries]) => entries.length > 0);
  return {
    game: deck.game,
    ...(deck.faction === undefined ? {} : { faction: normalizeCardName(deck.faction) }),
    sections: Object.fromEntries(sections),
  };
}

function mergedEntries(entries: readonly DeckEntry[]): DeckEntry[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const card = normalizeCardName(entry.card);
    counts.set(card, (counts.get(card) ?? 0) + entry.count);
  }
  return [...counts]
    .map(([card, count]) => ({ card, count }))
    .sort((x, y) => (x.card < y.card ? -1 : x.card > y.card ? 1 : 0));
}

/**
 * A judge's deck check (002 C.4 "Presentación de listados"): the list a player presents against
 * the one registered, both compared as `comparableDeck`, so the same deck written with other
 * capitals, accents or line splits is not reported as a different one.
 */
export function checkPresentedDeck(state: TournamentState, playerId: string, presented: DeckList): DeckCheck {
  const registered = state.players[playerId]?.deck;
  const presentedHash = deckListHash(presented);
  if (registered === undefined) return { matches: false, registeredHash: null, presentedHash };
  const matches = deckListHash(comparableDeck(registered.list)) === deckListHash(comparableDeck(presented));
  return { matches, registeredHash: registered.hash, presentedHash };
}
