import { graphql, type ResultOf } from './tada';
import { SESSION_FIELDS } from './auth';

/** The signed-in account as only its owner sees it (the account page). */
export const MY_ACCOUNT = graphql(`
  query MyAccount {
    me {
      id
      username
      displayName
      language
      recoveryCode {
        setAt
        madeBy
      }
      failedSignIns {
        day
        count
        lastAt
        network
        knownDevice
      }
    }
  }
`);

/** Whether the signed-in account has a recovery code (the home page reminds those without one). */
export const MY_RECOVERY_CODE = graphql(`
  query MyRecoveryCode {
    me {
      id
      recoveryCode {
        setAt
        madeBy
      }
    }
  }
`);

/** Everything Crónica keeps about the signed-in person, as one JSON document (the account page's download). */
export const MY_DATA = graphql(`
  query MyData {
    myData
  }
`);

export const REGISTER = graphql(
  `
    mutation Register($input: RegisterInput!) {
      register(input: $input) {
        ...SessionFields
      }
    }
  `,
  [SESSION_FIELDS],
);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $deviceTokens: [String!]) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, deviceTokens: $deviceTokens) {
      token
      expiresAt
      deviceToken
    }
  }
`);

/** A recovery code for the signed-in account, made once its password is typed again (shown this once). */
export const CREATE_RECOVERY_CODE = graphql(`
  mutation CreateRecoveryCode($currentPassword: String!, $deviceTokens: [String!]) {
    createRecoveryCode(currentPassword: $currentPassword, deviceTokens: $deviceTokens) {
      code
      setAt
    }
  }
`);

/** A forgotten password replaced with the recovery code: a new session, and the code that replaces the one used. */
export const RESET_PASSWORD = graphql(
  `
    mutation ResetPassword($input: ResetPasswordInput!, $deviceTokens: [String!]) {
      resetPassword(input: $input, deviceTokens: $deviceTokens) {
        session {
          ...SessionFields
        }
        recoveryCode
      }
    }
  `,
  [SESSION_FIELDS],
);

/** The signed-in person corrects the name others see (past standings and pairings follow it). */
export const CHANGE_DISPLAY_NAME = graphql(`
  mutation ChangeDisplayName($displayName: String!, $commandId: ID!) {
    changeDisplayName(displayName: $displayName, commandId: $commandId) {
      id
      displayName
    }
  }
`);

export const SIGN_OUT_EVERYWHERE = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);

export type MyAccount = NonNullable<ResultOf<typeof MY_ACCOUNT>['me']>;
export type FailedSignInGroup = MyAccount['failedSignIns'][number];

/** Erases the signed-in account once its password is typed again (results stay as "deleted player"). */
export const ERASE_MY_ACCOUNT = graphql(`
  mutation EraseMyAccount($password: String!, $deviceTokens: [String!]) {
    eraseMyAccount(password: $password, deviceTokens: $deviceTokens)
  }
`);
