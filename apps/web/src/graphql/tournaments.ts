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

export const TOURNAMENTS: TypedDocumentNode<{ tournaments: TournamentSummary[] }> = gql`
  query Tournaments {
    tournaments {
      id
      name
      game
      status
      playerCount
      plannedRounds
      currentRound
    }
  }
`;
