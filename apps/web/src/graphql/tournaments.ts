import { graphql, type ResultOf } from './tada';

/** A row of the tournament list, also a player's tournaments on their profile. */
export const TOURNAMENT_SUMMARY_FIELDS = graphql(`
  fragment TournamentSummaryFields on Tournament {
    id
    name
    startsAt
    venue
    game
    status
    playerCount
    plannedRounds
    currentRound
    roundLabel {
      es
      en
    }
  }
`);

export const TOURNAMENTS = graphql(
  `
    query Tournaments($phase: TournamentPhase, $game: String, $q: String, $limit: Int!, $offset: Int!) {
      tournaments(phase: $phase, game: $game, q: $q, limit: $limit, offset: $offset) {
        ...TournamentSummaryFields
      }
    }
  `,
  [TOURNAMENT_SUMMARY_FIELDS],
);

/** One row of the public tournament list (`tournaments`). */
export type TournamentSummary = ResultOf<typeof TOURNAMENT_SUMMARY_FIELDS>;
