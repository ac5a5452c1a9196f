import { NoDeprecatedCustomRule, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as account from './account';
import * as auth from './auth';
import * as playerActions from './player-actions';
import { apiSchema, operationsIn } from '../testing/graphql-documents';

const documents = operationsIn({ ...account, ...auth, ...playerActions });

describe('the account and player-action documents', () => {
  it('cover sign-up, sign-in, sign-out, password change and sign out everywhere', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'REGISTER',
        'LOGIN',
        'LOGOUT',
        'CHANGE_PASSWORD',
        'SIGN_OUT_EVERYWHERE',
        'MY_ACCOUNT',
        'ME',
      ]),
    );
  });

  // Store positions no longer leave the API (SECURITY.md "Hidden information"): writes ask for `readToken`.
  it.each(documents)('%s is valid against the API schema and selects no deprecated field', (_name, document) => {
    expect(
      validate(apiSchema, document, [...specifiedRules, NoDeprecatedCustomRule]).map((error) => error.message),
    ).toEqual([]);
  });
});
