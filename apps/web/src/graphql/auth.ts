import { graphql, type ResultOf } from './tada';

export const ME = graphql(`
  query Me {
    me {
      id
      username
      displayName
    }
  }
`);

export const LOGIN = graphql(`
  mutation Login($username: String!, $password: String!, $deviceTokens: [String!]) {
    login(username: $username, password: $password, deviceTokens: $deviceTokens) {
      token
      expiresAt
      deviceToken
      player {
        id
        username
        displayName
      }
    }
  }
`);

export const LOGOUT = graphql(`
  mutation Logout {
    logout
  }
`);

export type Viewer = NonNullable<ResultOf<typeof ME>['me']>;
