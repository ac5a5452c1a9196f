import { gql, type TypedDocumentNode } from '@apollo/client';

/** One row of the public tournament list (`tournaments` in apps/api/schema.gql). */
export interface TournamentSummary {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly status: string;
  readonly playerCount: number;
  /** null: decided from the number of players when the event starts. */
  readonly plannedRounds: number | null;
  readonly currentRound: number;
}

/** A row of the tournament list, also a player's tournaments on their profile. */
export const TOURNAMENT_SUMMARY_FIELDS = gql`
  fragment TournamentSummaryFields on Tournament {
    id
    name
    game
    status
    playerCount
    plannedRounds
    currentRound
  }
`;

export const TOURNAMENTS: TypedDocumentNode<{ tournaments: TournamentSummary[] }> = gql`
  query Tournaments {
    tournaments {
      ...TournamentSummaryFields
    }
  }
  ${TOURNAMENT_SUMMARY_FIELDS}
`;
