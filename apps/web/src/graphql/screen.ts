import { graphql, type ResultOf } from './tada';
import { PAIRING_FIELDS, TOURNAMENT_SUMMARY } from './tournament';
import { PLACING_FIELDS } from './tournament-rounds';

/**
 * What the event's screen (a projector or a TV in the room) shows: the event, the round's clock,
 * every table to find one's seat by name, the final places at the end. The screen keeps to what
 * the public reads even when the organizer's own browser opens it (unpublished rounds are left out
 * by the page).
 */
export const TOURNAMENT_SCREEN = graphql(
  `
    query TournamentScreen($id: ID!) {
      tournament(id: $id) {
        ...TournamentSummary
        players {
          playerId
          name
          status
        }
        pairings {
          ...PairingFields
        }
        placings {
          ...PlacingFields
        }
      }
    }
  `,
  [TOURNAMENT_SUMMARY, PAIRING_FIELDS, PLACING_FIELDS],
);

export type TournamentScreen = NonNullable<ResultOf<typeof TOURNAMENT_SCREEN>['tournament']>;
