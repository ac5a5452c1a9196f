import type { GameEntry } from '@cronica/games';
import type { SavedDeck } from '../graphql/my-decks';
import type { GameCatalog } from './card-catalogs';
import { loadDeckGame } from './deck-game';
import { draftFromJson } from './deck-page';
import type { DeckDraft } from './deck-editor';
import { loadMyDecks } from './my-decks';

/** One of the reader's saved decks with its game, catalog and list as a draft; null when it is not hers or its game has no catalog here. */
export async function loadSavedDeck(
  id: string,
): Promise<{ deck: SavedDeck; game: GameEntry; catalog: GameCatalog; draft: DeckDraft } | null> {
  const deck = (await loadMyDecks()).find((d) => d.id === id);
  const { game, catalog } = deck ? await loadDeckGame(deck.game) : { game: undefined, catalog: undefined };
  if (!deck || !game || !catalog) return null;
  return { deck, game, catalog, draft: draftFromJson(deck.json, catalog) };
}
