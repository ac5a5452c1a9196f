import { graphql, type ResultOf } from './tada';
import { ONLINE_MATCH_FIELDS } from './matches';

/**
 * The rounds by name and which Swiss rounds have standings of their own (apps/api/schema.gql,
 * Tournament.rounds and Tournament.standingsByRound): the API names top-cut and tiebreak rounds.
 * Once the event has ended, its final placings (Tournament.placings) come with them; once its top cut
 * has started, its bracket (Tournament.bracket).
 * The rows themselves come a page at a time (Tournament.standingsPage).
 */
/** A final place (Tournament.placings): the top cut's results first; none before the event ends. */
export const PLACING_FIELDS = graphql(`
  fragment PlacingFields on PlacingView {
    place
    to
    label {
      es
      en
    }
    playerId
    playerName
    disqualified
  }
`);

/** A top cut's bracket (Tournament.bracket): seeds, rounds with their tables, rounds still to pair. */
export const BRACKET_FIELDS = graphql(
  `
    fragment BracketFields on BracketView {
      seeds {
        seed
        playerId
        playerName
      }
      rounds {
        number
        published
        ended
        label {
          es
          en
        }
        tables {
          table
          bestOf
          playerA
          playerB
          label {
            es
            en
          }
          result {
            winner
            gamesA
            gamesB
          }
          onlineMatch {
            ...OnlineMatchFields
          }
        }
      }
      upcoming {
        es
        en
      }
    }
  `,
  [ONLINE_MATCH_FIELDS],
);

export const TOURNAMENT_ROUNDS = graphql(
  `
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
          shortLabel {
            es
            en
          }
        }
        placings {
          ...PlacingFields
        }
        standingsByRound {
          round
          final
          label {
            es
            en
          }
        }
        bracket {
          ...BracketFields
        }
      }
    }
  `,
  [PLACING_FIELDS, BRACKET_FIELDS],
);

type RoundsData = NonNullable<ResultOf<typeof TOURNAMENT_ROUNDS>['tournament']>;
export type RoundView = RoundsData['rounds'][number];
export type RoundStandingsView = RoundsData['standingsByRound'][number];
export type PlacingView = RoundsData['placings'][number];
export type BracketData = ResultOf<typeof BRACKET_FIELDS>;
