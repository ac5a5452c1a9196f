import { gql, type TypedDocumentNode } from '@apollo/client';

export interface PlayerProfile {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
}

export const PLAYER: TypedDocumentNode<{ player: PlayerProfile }, { id: string }> = gql`
  query PlayerPage($id: String!) {
    player(id: $id) {
      id
      username
      displayName
    }
  }
`;
