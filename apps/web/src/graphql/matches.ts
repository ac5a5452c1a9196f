import { gql, type TypedDocumentNode } from '@apollo/client';

export type MatchListStatus = 'LIVE' | 'FINISHED';

/** A player of a match summary (public: no deck list, no hand). */
export interface MatchSummaryPlayer {
  readonly seat: number;
  readonly playerId: string;
  readonly displayName: string | null;
  readonly bot: boolean;
  readonly deckName: string;
}

/** A match in the public index (`MatchSummary`). */
export interface MatchSummary {
  readonly matchId: string;
  /** practice, friendly or tournament. */
  readonly kind: string;
  readonly status: MatchListStatus;
  readonly tournamentId: string | null;
  readonly round: number | null;
  readonly table: number | null;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  readonly players: readonly MatchSummaryPlayer[];
  readonly result: { readonly outcome: string; readonly reason: string; readonly winnerSeat: number | null } | null;
}

export const MATCH_SUMMARY_FIELDS = gql`
  fragment MatchSummaryFields on MatchSummary {
    matchId
    kind
    status
    tournamentId
    round
    table
    createdAt
    finishedAt
    players {
      seat
      playerId
      displayName
      bot
      deckName
    }
    result {
      outcome
      reason
      winnerSeat
    }
  }
`;

export const MATCHES: TypedDocumentNode<{ matches: MatchSummary[] }, { status: MatchListStatus; limit: number; offset: number }> = gql`
  query MatchesPage($status: MatchListStatus!, $limit: Int!, $offset: Int!) {
    matches(status: $status, limit: $limit, offset: $offset) {
      ...MatchSummaryFields
    }
  }
  ${MATCH_SUMMARY_FIELDS}
`;

/** Where each table's online match is: enough to link pairings to matches. */
export interface TableMatchRef {
  readonly matchId: string;
  readonly round: number | null;
  readonly table: number | null;
  readonly status: MatchListStatus;
}

export const TOURNAMENT_MATCHES: TypedDocumentNode<{ tournament: { id: string; matches: TableMatchRef[] } | null }, { id: string }> = gql`
  query TournamentMatches($id: ID!) {
    tournament(id: $id) {
      id
      matches(limit: 100) {
        matchId
        round
        table
        status
      }
    }
  }
`;

export const CREATE_TOURNAMENT_MATCH: TypedDocumentNode<
  { createTournamentMatch: { match: { matchId: string } } },
  { tournamentId: string; round: number; table: number; commandId: string }
> = gql`
  mutation CreateTournamentMatch($tournamentId: ID!, $round: Int!, $table: Int!, $commandId: ID!) {
    createTournamentMatch(tournamentId: $tournamentId, round: $round, table: $table, commandId: $commandId) {
      match {
        matchId
      }
    }
  }
`;
