import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isStaleReadToken, readTokenOf } from './read-after';

describe('the read token of a write', () => {
  it('is found inside a mutation answer, however the field is named', () => {
    expect(readTokenOf({ data: { dropPlayer: { result: { readToken: 'rt1.abc' } } } })).toBe('rt1.abc');
    expect(readTokenOf({ data: { submitDeckList: { valid: true, hash: 'h' } } })).toBeNull();
    expect(readTokenOf({ data: { reportResult: { result: { readToken: null } } } })).toBeNull();
    expect(readTokenOf(undefined)).toBeNull();
  });

  it('is not the deprecated position field', () => {
    expect(readTokenOf({ data: { x: { result: { position: 'rt1.old' } } } })).toBeNull();
  });
});

describe('a stale read token', () => {
  it('is recognised in the refusal the API sends for a token sealed for another session', () => {
    const graphqlError = new CombinedGraphQLErrors({
      errors: [{ message: 'invalid', extensions: { code: 'BAD_USER_INPUT', reason: 'READ_TOKEN_INVALID' } }],
    });
    expect(isStaleReadToken(graphqlError)).toBe(true);
    const body = JSON.stringify({
      errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT', reason: 'READ_TOKEN_INVALID' } }],
    });
    expect(
      isStaleReadToken(new ServerError('400', { response: new Response(body, { status: 400 }), bodyText: body })),
    ).toBe(true);
  });

  it('is not any other refusal', () => {
    expect(
      isStaleReadToken(new CombinedGraphQLErrors({ errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] })),
    ).toBe(false);
    expect(isStaleReadToken(new TypeError('fetch failed'))).toBe(false);
  });
});
