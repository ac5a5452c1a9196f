import { gql, type TypedDocumentNode } from '@apollo/client';

/** Who handed a list in, in the role they held in the tournament (apps/api/schema.gql, ActorView). */
export interface DeckActor {
  readonly id: string;
  readonly name: string;
  /** player, organizer or judge. */
  readonly role: string;
}

/** One list handed in: its hash, when (ISO 8601) and by whom (null: from before submitters were kept). */
export interface DeckSubmission {
  readonly hash: string;
  readonly submittedAt: string;
  readonly by: DeckActor | null;
}

/** A registered list as the API hands it to its owner, the organizer and the judges (apps/api/schema.gql, DeckListView). */
export interface DeckListData {
  readonly playerId: string;
  /** SHA-256 fixed at registration. */
  readonly hash: string;
  /** The list as JSON: { game, faction?, sections: { <section>: [{ card, count }] } }. */
  readonly json: string;
  readonly submittedAt: string;
  readonly submittedBy: DeckActor | null;
  /** Every list handed in for the player, oldest first: staff changes are never silent. */
  readonly history: readonly DeckSubmission[];
}

/** The caller's own list (playerId omitted) or, for staff, a player's (deck checks). */
export const DECK_LIST: TypedDocumentNode<
  { deckList: DeckListData | null },
  { tournamentId: string; playerId?: string | null }
> = gql`
  query DeckList($tournamentId: ID!, $playerId: ID) {
    deckList(tournamentId: $tournamentId, playerId: $playerId) {
      playerId
      hash
      json
      submittedAt
      submittedBy {
        id
        name
        role
      }
      history {
        hash
        submittedAt
        by {
          id
          name
          role
        }
      }
    }
  }
`;

export interface DeckPageTournament {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly status: string;
  readonly myStaffRole: string | null;
  /** `gameOptions`: the game's own options the event holds (its legendary cap…), which lists are checked against. */
  readonly format: {
    readonly gameOptions: Readonly<Record<string, unknown>> | null;
    readonly requireDeckLists: boolean;
  } | null;
  readonly players: ReadonlyArray<{
    readonly playerId: string;
    readonly name: string;
    readonly status: string;
    readonly hasDeck: boolean;
  }>;
}

/** What the deck page and the deck-check page need of the tournament. */
export const DECK_PAGE_TOURNAMENT: TypedDocumentNode<{ tournament: DeckPageTournament | null }, { id: string }> = gql`
  query DeckPageTournament($id: ID!) {
    tournament(id: $id) {
      id
      name
      game
      status
      myStaffRole
      format {
        gameOptions
        requireDeckLists
      }
      players {
        playerId
        name
        status
        hasDeck
      }
    }
  }
`;
