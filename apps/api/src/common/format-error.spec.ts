import { DeadlineExceededError, StoreUnavailableError } from '@cronica/event-store';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { badInput } from './errors.js';
import { formatError } from './format-error.js';

/** What graphql hands the formatter for an error a field resolver threw: the error located at its field. */
function thrownAtField(error: Error): { formatted: GraphQLFormattedError; error: GraphQLError } {
  const located = new GraphQLError(error.message, { path: ['player', 'matches'], originalError: error });
  return { formatted: located.toJSON(), error: located };
}

describe('the error formatter', () => {
  it('gives a refusal thrown by any field resolver its code and both languages, where it was thrown', () => {
    const { formatted, error } = thrownAtField(badInput([{ path: 'limit', message: '1–100' }]));
    expect(formatError(formatted, error)).toMatchObject({
      message: 'Datos de entrada inválidos.',
      path: ['player', 'matches'],
      extensions: {
        code: 'BAD_USER_INPUT',
        messages: { es: 'Datos de entrada inválidos.', en: 'Invalid input.' },
        problems: [{ path: 'limit' }],
      },
    });
  });

  it('tells a client the store did not answer, as STORE_UNAVAILABLE worth retrying', () => {
    for (const outage of [new StoreUnavailableError('connection refused'), new DeadlineExceededError('read', 5000)]) {
      const { formatted, error } = thrownAtField(outage);
      expect(formatError(formatted, error).extensions).toMatchObject({
        code: 'STORE_UNAVAILABLE',
        retryAfterSeconds: 5,
        messages: { en: expect.stringContaining('try again') },
      });
    }
  });

  it('answers a stack overflow on nested input with a clear refusal, not its internal message', () => {
    const { formatted, error } = thrownAtField(new RangeError('Maximum call stack size exceeded'));
    expect(formatError(formatted, error)).toMatchObject({
      message: 'La petición anida demasiados niveles.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'NESTED_TOO_DEEPLY' },
    });
  });

  it('masks anything else as INTERNAL_SERVER_ERROR', () => {
    const { formatted, error } = thrownAtField(new TypeError('x is undefined'));
    expect(formatError(formatted, error)).toMatchObject({
      message: 'Error interno del servidor.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(formatError(formatted, error))).not.toContain('undefined');
  });

  it('tells the operator of each fault it masks, with its field, and of no refusal or fault the exception filter logged', () => {
    const faults: unknown[][] = [];
    const onFault = (fault: unknown, path: unknown) => faults.push([fault, path]);
    const bug = new TypeError('x is undefined');
    const { formatted, error } = thrownAtField(bug);
    formatError(formatted, error, { onFault });
    expect(faults).toEqual([[bug, ['player', 'matches']]]);
    const refusal = thrownAtField(badInput([{ path: 'limit', message: '1–100' }]));
    formatError(refusal.formatted, refusal.error, { onFault });
    // A root field's fault reaches here as the filter's GraphQLError, already logged there.
    const filtered = new GraphQLError('Error interno del servidor.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    formatError(filtered.toJSON(), filtered, { onFault });
    expect(faults).toHaveLength(1);
  });

  it('drops the schema names graphql suggests when asked to', () => {
    const formatted = {
      message: 'Cannot query field "tournamnts" on type "Query". Did you mean "tournaments" or "tournament"?',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    };
    expect(formatError(formatted, undefined, { hideSuggestions: true })).toMatchObject({
      message: 'Cannot query field "tournamnts" on type "Query".',
      extensions: { code: 'BAD_USER_INPUT', messages: { en: 'Cannot query field "tournamnts" on type "Query".' } },
    });
    expect(formatError(formatted).message).toContain('Did you mean');
  });

  it('tells a Spanish reader in Spanish why an operation cannot run, before graphql’s own words', () => {
    const cases = [
      ['GRAPHQL_PARSE_FAILED', 'Syntax Error: Expected Name, found <EOF>.', 'no se puede leer'],
      ['GRAPHQL_VALIDATION_FAILED', 'Cannot query field "rows" on type "MatchSummary".', 'no encaja con el esquema'],
      ['BAD_REQUEST', 'GraphQL operations must contain a non-empty `query`.', 'La petición GraphQL no es válida'],
    ] as const;
    for (const [code, message, lead] of cases) {
      const { extensions } = formatError({ message, extensions: { code } });
      expect(extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: code, messages: { en: message } });
      const { es } = extensions?.messages as { es: string };
      expect(es).toContain(lead);
      expect(es.endsWith(`: ${message}`)).toBe(true);
    }
    const coercion = formatError({ message: 'Variable "$id" got invalid value 3; ID cannot represent 3.' });
    expect((coercion.extensions?.messages as { es: string }).es).toMatch(/^Una variable no tiene el tipo/);
  });
});
