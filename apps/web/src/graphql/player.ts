import { gql, type TypedDocumentNode } from '@apollo/client';
import { MATCH_SUMMARY_FIELDS, type MatchSummary } from './matches';
import { TOURNAMENT_SUMMARY_FIELDS, type TournamentSummary } from './tournaments';

export interface PlayerProfile {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly tournaments: readonly TournamentSummary[];
  /** Most recent first (the page shows the latest few). */
  readonly matches: readonly MatchSummary[];
}


export const PLAYER: TypedDocumentNode<{ player: PlayerProfile }, { id: string }> = gql`
  query PlayerPage($id: ID!) {
    player(id: $id) {
      id
      username
      displayName
      tournaments {
        ...TournamentSummaryFields
      }
      matches(limit: 10) {
        ...MatchSummaryFields
      }
    }
  }
  ${MATCH_SUMMARY_FIELDS}
  ${TOURNAMENT_SUMMARY_FIELDS}
`;

export const PLAYER_NAME: TypedDocumentNode<{ player: { id: string; displayName: string } }, { id: string }> = gql`
  query PlayerName($id: ID!) {
    player(id: $id) {
      id
      displayName
    }
  }
`;
