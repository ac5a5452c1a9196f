import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { MASKED_MESSAGE, toGraphQLError } from './exception.filter.js';
import { DomainError } from './errors.js';

const INPUT_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'BAD_USER_INPUT']);
const KNOWN_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RULE_VIOLATION', 'RATE_LIMITED']);

/**
 * Last stop before the client, on both transports: malformed or wrongly typed operations are
 * BAD_USER_INPUT (with the parser's reason), known codes pass, anything else is masked.
 */
export function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  if (INPUT_CODES.has(code) || isVariableCoercion(formatted)) {
    const messages = formatted.extensions?.messages ?? { es: formatted.message, en: formatted.message };
    const reason = formatted.extensions?.reason ?? (isVariableCoercion(formatted) ? 'VARIABLE_COERCION' : code);
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT', reason, messages } };
  }
  if (KNOWN_CODES.has(code)) return formatted;
  return { message: MASKED_MESSAGE.es, locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR', messages: MASKED_MESSAGE } };
}

/** A variable of the wrong type, at any depth: a request-level error whose message names the variable. */
function isVariableCoercion(formatted: GraphQLFormattedError): boolean {
  return formatted.path === undefined && /^Variable "\$[A-Za-z_]\w*"/.test(formatted.message);
}

/**
 * The WebSocket side of `formatError`: graphql-ws hands raw errors (validation errors without a
 * code, resolver errors wrapping a DomainError), so they get the code Apollo would have given them
 * over HTTP before the shared formatting. The HTTP status hint is dropped: a socket has none.
 */
export function formatWsError(error: GraphQLError, validation = false): GraphQLFormattedError {
  const original = error.originalError;
  const source = original instanceof DomainError ? locate(toGraphQLError(original), error) : original instanceof GraphQLError ? locate(original, error) : error;
  const json = source.toJSON();
  const { http: _http, ...extensions } = json.extensions ?? {};
  if (validation && extensions.code === undefined) extensions.code = 'GRAPHQL_VALIDATION_FAILED';
  return formatError({ ...json, extensions });
}

/** Keeps the path and locations of the execution error around the refusal it carries. */
function locate(inner: GraphQLError, outer: GraphQLError): GraphQLError {
  return new GraphQLError(inner.message, { nodes: outer.nodes, path: outer.path, extensions: inner.extensions });
}
