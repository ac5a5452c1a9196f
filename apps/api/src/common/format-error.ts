import type { GraphQLFormattedError } from 'graphql';
import { MASKED_MESSAGE } from './exception.filter.js';

const INPUT_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'BAD_USER_INPUT']);
const KNOWN_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RULE_VIOLATION', 'RATE_LIMITED']);

/**
 * Last stop before the client: malformed or wrongly typed operations are BAD_USER_INPUT (with
 * the parser's reason), known codes pass, anything else is masked (issue 6, "Errors").
 */
export function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  if (INPUT_CODES.has(code) || isVariableCoercion(formatted)) {
    const messages = formatted.extensions?.messages ?? { es: formatted.message, en: formatted.message };
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT', reason: code, messages } };
  }
  if (KNOWN_CODES.has(code)) return formatted;
  return { message: MASKED_MESSAGE.es, locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR', messages: MASKED_MESSAGE } };
}

/** Apollo reports a variable of the wrong type as a request-level error without a code of its own. */
function isVariableCoercion(formatted: GraphQLFormattedError): boolean {
  return formatted.path === undefined && /^Variable "\$[A-Za-z_]\w*"/.test(formatted.message);
}
