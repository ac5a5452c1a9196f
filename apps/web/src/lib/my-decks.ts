import { GAMES, type GameEntry } from '@cronica/games';
import { MY_DECKS, type SavedDeck } from '../graphql/my-decks';
import { query } from './apollo-rsc';
import { catalogGames } from './card-catalogs';

/** The games a person builds decks for in the web: every registered game whose cards the web can browse. */
export const DECK_GAMES: readonly GameEntry[] = GAMES.filter((game) => catalogGames().includes(game.id));

/** The signed-in reader's saved decks (of one game when given); none when signed out or the API cannot answer. */
export async function loadMyDecks(game: string | null = null): Promise<SavedDeck[]> {
  const { data } = await query({ query: MY_DECKS, variables: { game } }).catch(() => ({ data: undefined }));
  return data?.myDecks ?? [];
}
