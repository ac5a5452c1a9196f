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

/** A new session as sign-in and sign-up answer it: the token, its end, the device token and who signed in. */
export const SESSION_FIELDS = graphql(`
  fragment SessionFields on AuthPayload {
    token
    expiresAt
    deviceToken
    player {
      id
      username
      displayName
    }
  }
`);

export const LOGIN = graphql(
  `
    mutation Login($username: String!, $password: String!, $deviceTokens: [String!]) {
      login(username: $username, password: $password, deviceTokens: $deviceTokens) {
        ...SessionFields
      }
    }
  `,
  [SESSION_FIELDS],
);

export const LOGOUT = graphql(`
  mutation Logout {
    logout
  }
`);

export type Viewer = NonNullable<ResultOf<typeof ME>['me']>;
