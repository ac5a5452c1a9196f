import { graphql, type ResultOf } from './tada';
import { PAIRING_FIELDS, PLAYER_FIELDS, STANDING_FIELDS } from './tournament';
import { PLACING_FIELDS } from './tournament-rounds';

/**
 * What the printable sheets and the CSV exports need of a tournament: published rounds for
 * everyone, unpublished ones too for the organizer and judges (`bestOf`: the games each is played
 * to); `placings`, the final places once the event has ended (the top cut's results first), empty
 * before.
 */
export const TOURNAMENT_PAPER = graphql(
  `
    query TournamentPaper($id: ID!) {
      tournament(id: $id) {
        id
        name
        game
        status
        currentRound
        plannedRounds
        entryFee {
          text {
            es
            en
          }
        }
        format {
          bestOf
          finalBestOf
          topCutSize
          tiebreakers
        }
        players {
          ...PlayerFields
          checkedIn
          feePaid
          feePaidAmount {
            amount
            currency
          }
        }
        pairings {
          ...PairingFields
        }
        standings {
          ...StandingFields
        }
        placings {
          ...PlacingFields
        }
      }
    }
  `,
  [PLAYER_FIELDS, PAIRING_FIELDS, STANDING_FIELDS, PLACING_FIELDS],
);

export type TournamentPaper = NonNullable<ResultOf<typeof TOURNAMENT_PAPER>['tournament']>;
export type PaperPlacing = TournamentPaper['placings'][number];
