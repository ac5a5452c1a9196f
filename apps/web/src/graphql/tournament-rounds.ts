import { graphql, type ResultOf } from './tada';

/**
 * The rounds by name and the standings as they stood after each Swiss round (apps/api/schema.gql,
 * Tournament.rounds and Tournament.standingsByRound): the API names top-cut and tiebreak rounds.
 */
export const TOURNAMENT_ROUNDS = graphql(`
  query TournamentRounds($id: ID!) {
    tournament(id: $id) {
      id
      rounds {
        number
        stage
        published
        ended
        label {
          es
          en
        }
      }
      standingsByRound {
        round
        final
        label {
          es
          en
        }
        rows {
          rank
          playerId
          playerName
          points
          wins
          losses
          draws
          byes
          dropped
          random
          tiebreakMatch
          tiebreakers {
            name
            value
          }
        }
      }
    }
  }
`);

type RoundsData = NonNullable<ResultOf<typeof TOURNAMENT_ROUNDS>['tournament']>;
export type RoundView = RoundsData['rounds'][number];
export type RoundStandingsView = RoundsData['standingsByRound'][number];
