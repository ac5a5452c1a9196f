import { graphql, type ResultOf } from './tada';
import { ACTOR_FIELDS, PLAYER_FIELDS } from './tournament';

/** The caller's own list (playerId omitted) or, for staff, a player's (deck checks). */
export const DECK_LIST = graphql(
  `
    query DeckList($tournamentId: ID!, $playerId: ID) {
      deckList(tournamentId: $tournamentId, playerId: $playerId) {
        playerId
        hash
        json
        submittedAt
        submittedBy {
          ...ActorFields
        }
        history {
          hash
          submittedAt
          by {
            ...ActorFields
          }
        }
      }
    }
  `,
  [ACTOR_FIELDS],
);

/**
 * A registered list as the API hands it to its owner, the organizer and the judges: `hash` fixed
 * at registration, `json` the list ({ game, faction?, sections }), `history` every list handed in
 * for the player, oldest first (staff changes are never silent; `by` null on lists from before
 * submitters were kept).
 */
export type DeckListData = NonNullable<ResultOf<typeof DECK_LIST>['deckList']>;
/** One list handed in: its hash, when (ISO 8601) and by whom. */
export type DeckSubmission = DeckListData['history'][number];

/** What the deck page and the deck-check page need of the tournament. */
export const DECK_PAGE_TOURNAMENT = graphql(
  `
    query DeckPageTournament($id: ID!) {
      tournament(id: $id) {
        id
        name
        game
        status
        myStaffRole
        timeZone
        format {
          gameOptions
          requireDeckLists
        }
        players {
          ...PlayerFields
        }
      }
    }
  `,
  [PLAYER_FIELDS],
);

/** `format.gameOptions`: the game's own options the event holds (its legendary cap…), which lists are checked against. */
export type DeckPageTournament = NonNullable<ResultOf<typeof DECK_PAGE_TOURNAMENT>['tournament']>;

/** The event's game options as an object (the schema sends them as JSON), or undefined when it set none. */
export function gameOptionsOf(tournament: DeckPageTournament): Readonly<Record<string, unknown>> | undefined {
  const options = tournament.format?.gameOptions;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  return Object.fromEntries(Object.entries(options));
}
