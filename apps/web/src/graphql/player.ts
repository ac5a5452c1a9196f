import { gql, type TypedDocumentNode } from '@apollo/client';
import type { TournamentSummary } from './tournaments';

export interface PlayerProfile {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly tournaments: readonly TournamentSummary[];
}

export const PLAYER: TypedDocumentNode<{ player: PlayerProfile }, { id: string }> = gql`
  query PlayerPage($id: ID!) {
    player(id: $id) {
      id
      username
      displayName
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
  }
`;

export const PLAYER_NAME: TypedDocumentNode<{ player: { id: string; displayName: string } }, { id: string }> = gql`
  query PlayerName($id: ID!) {
    player(id: $id) {
      id
      displayName
    }
  }
`;
