import { graphql, type ResultOf, type VariablesOf } from './tada';

export const MATCH_SUMMARY_FIELDS = graphql(`
  fragment MatchSummaryFields on MatchSummary {
    matchId
    game
    kind
    status
    tournamentId
    round
    table
    tournamentTable {
      tournamentName
      label {
        es
        en
      }
      table
    }
    createdAt
    finishedAt
    replayHead
    campaignSession {
      campaignId
      campaignName
      number
    }
    players {
      seat
      playerId
      name
      bot
      deckName
    }
    result {
      outcome
      reason
      winnerSeats
    }
  }
`);

export const MATCHES = graphql(
  `
    query MatchesPage($status: MatchListStatus!, $game: String, $limit: Int!, $offset: Int!) {
      matches(status: $status, game: $game, limit: $limit, offset: $offset) {
        ...MatchSummaryFields
      }
    }
  `,
  [MATCH_SUMMARY_FIELDS],
);

/** A table's online match, as a pairing names it: enough to link to it (to watch, or its replay once played). */
export const ONLINE_MATCH_FIELDS = graphql(`
  fragment OnlineMatchFields on MatchSummary {
    matchId
    status
    replayHead
  }
`);

export const CREATE_TOURNAMENT_MATCH = graphql(`
  mutation CreateTournamentMatch($tournamentId: ID!, $round: Int!, $table: Int!, $commandId: ID!) {
    createTournamentMatch(tournamentId: $tournamentId, round: $round, table: $table, commandId: $commandId) {
      match {
        matchId
      }
    }
  }
`);

export type MatchListStatus = VariablesOf<typeof MATCHES>['status'];
/** A match in the public index (`MatchSummary`). */
export type MatchSummary = ResultOf<typeof MATCH_SUMMARY_FIELDS>;
/** A player of a match summary (public: no deck list, no hand). */
export type MatchSummaryPlayer = MatchSummary['players'][number];
/** A table's online match: enough to link to it. */
export type TableMatchRef = ResultOf<typeof ONLINE_MATCH_FIELDS>;
