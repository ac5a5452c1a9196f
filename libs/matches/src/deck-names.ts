import type { ReadyDeck } from '@cronica/rules-kernel';
import { pick, type Lang, type Localized } from '@cronica/util';

/** How a tournament match's seats name their decks: the list each player registered. */
export const REGISTERED_LIST: Localized = { es: 'lista registrada', en: 'registered list' };

/**
 * A seat's deck name as the viewer reads it. A match records each seat's deck name in the language
 * of whoever set it up; a ready-made deck's name and a registered list's are the game's and the
 * platform's own words, so they are read back in the viewer's language. A saved deck keeps the name
 * its owner gave it, in whatever language they wrote it.
 */
export function deckNameIn(recorded: string, readyDecks: readonly ReadyDeck[], lang: Lang): string {
  const known = [REGISTERED_LIST, ...readyDecks.map((deck) => deck.name)];
  const words = known.find((name) => name.es === recorded || name.en === recorded);
  return words ? pick(words, lang) : recorded;
}
