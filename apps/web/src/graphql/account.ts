import { graphql, type ResultOf } from './tada';

/** The signed-in account as only its owner sees it (the account page). */
export const MY_ACCOUNT = graphql(`
  query MyAccount {
    me {
      id
      username
      displayName
      language
    }
  }
`);

export const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      expiresAt
      player {
        id
        username
        displayName
      }
    }
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
      expiresAt
    }
  }
`);

export const SIGN_OUT_EVERYWHERE = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);

export type MyAccount = NonNullable<ResultOf<typeof MY_ACCOUNT>['me']>;
