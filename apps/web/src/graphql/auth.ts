import { gql, type TypedDocumentNode } from '@apollo/client';

export interface Viewer {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
}

export const ME: TypedDocumentNode<{ me: Viewer | null }> = gql`
  query Me {
    me {
      id
      username
      displayName
    }
  }
`;

export const LOGIN: TypedDocumentNode<
  { login: { token: string; expiresAt: string; player: Viewer } },
  { username: string; password: string }
> = gql`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      token
      expiresAt
      player {
        id
        username
        displayName
      }
    }
  }
`;

export const LOGOUT: TypedDocumentNode<{ logout: boolean }> = gql`
  mutation Logout {
    logout
  }
`;
