import { readFileSync } from 'node:fs';
import { buildSchema, NoDeprecatedCustomRule, specifiedRules, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as account from './account';
import * as auth from './auth';
import * as playerActions from './player-actions';

/** The API's committed contract (apps/api/schema.gql). */
const schema = buildSchema(readFileSync(new URL('../../../api/schema.gql', import.meta.url), 'utf8'));

const documents = Object.entries({ ...account, ...auth, ...playerActions })
  .filter(
    (entry): entry is [string, DocumentNode] =>
      typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as DocumentNode).kind === 'Document',
  )
  // A shared fragment on its own is checked inside every operation that spreads it.
  .filter(([, document]) => document.definitions.some((definition) => definition.kind === 'OperationDefinition'));

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
      validate(schema, document, [...specifiedRules, NoDeprecatedCustomRule]).map((error) => error.message),
    ).toEqual([]);
  });
});
