import { graphql, type ResultOf } from './tada';
import { PAIRING_FIELDS, TOURNAMENT_SUMMARY } from './tournament';
import { BRACKET_FIELDS, PLACING_FIELDS } from './tournament-rounds';

/**
 * What the event's screen (a projector or a TV in the room) shows: the event, the round's clock,
 * every table to find one's seat by name (in a top cut, its bracket), the final places at the end. The screen keeps to what
 * the public reads even when the organizer's own browser opens it (unpublished rounds are left out
 * by the page). The rounds say which one is on show; only its tables are read (`SCREEN_TABLES`),
 * so a large event's screen does not reload every round's tables at each result.
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
        rounds {
          number
          published
        }
        placings {
          ...PlacingFields
        }
        bracket {
          ...BracketFields
        }
      }
    }
  `,
  [TOURNAMENT_SUMMARY, PLACING_FIELDS, BRACKET_FIELDS],
);

/** The tables of the round on show. */
export const SCREEN_TABLES = graphql(
  `
    query ScreenTables($id: ID!, $round: Int!) {
      tournament(id: $id) {
        id
        pairings(round: $round) {
          ...PairingFields
        }
      }
    }
  `,
  [PAIRING_FIELDS],
);

type ScreenPairing = NonNullable<ResultOf<typeof SCREEN_TABLES>['tournament']>['pairings'][number];

/** The event as the screen shows it: the tables are those of the round on show (none before round 1 is published). */
export type TournamentScreen = NonNullable<ResultOf<typeof TOURNAMENT_SCREEN>['tournament']> & {
  readonly pairings: readonly ScreenPairing[];
};
