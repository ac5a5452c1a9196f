import { graphql, type ResultOf } from './tada';

/** One of the reader's saved decks (My decks) with what its game's validator says of it now. */
const SAVED_DECK_FIELDS = graphql(`
  fragment SavedDeckFields on SavedDeckView {
    id
    game
    gameName
    name
    text
    json
    valid
    errors {
      code
      message {
        es
        en
      }
      line
    }
    faction
    cardCount
    savedAt
  }
`);

export type SavedDeck = ResultOf<typeof SAVED_DECK_FIELDS>;

export const MY_DECKS = graphql(
  `
    query MyDecks($game: String) {
      myDecks(game: $game) {
        ...SavedDeckFields
      }
    }
  `,
  [SAVED_DECK_FIELDS],
);

export const SAVE_DECK = graphql(
  `
    mutation SaveDeck($commandId: ID!, $game: String!, $name: String!, $text: String!, $deckId: ID) {
      saveDeck(commandId: $commandId, game: $game, name: $name, text: $text, deckId: $deckId) {
        ...SavedDeckFields
      }
    }
  `,
  [SAVED_DECK_FIELDS],
);

export const DELETE_DECK = graphql(`
  mutation DeleteDeck($commandId: ID!, $deckId: ID!) {
    deleteDeck(commandId: $commandId, deckId: $deckId)
  }
`);
