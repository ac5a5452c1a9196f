import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { FaultReporter } from './fault-reporter.js';
import { clientErrorOf, MASKED_MESSAGE } from './exception.filter.js';

const INPUT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
]);
const KNOWN_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RULE_VIOLATION',
  'RATE_LIMITED',
  'STORE_UNAVAILABLE',
]);

export interface FormatOptions {
  /** With introspection off, messages do not suggest the schema's names ("Did you mean …?"). */
  readonly hideSuggestions?: boolean;
  /**
   * Told of each fault masked here that nothing reported before: one a field of a type threw
   * (a root field's went through the exception filter, which logs it and hands on a GraphQLError).
   */
  readonly onFault?: (fault: unknown, path: GraphQLFormattedError['path']) => void;
}

/**
 * What a person reads first of an operation the API cannot run, by reason, in Spanish; graphql's
 * own words (English, naming the schema) follow, and are the English message as they stand.
 */
const INPUT_LEADS: Readonly<Record<string, string>> = {
  GRAPHQL_PARSE_FAILED: 'La operación GraphQL no se puede leer',
  GRAPHQL_VALIDATION_FAILED: 'La operación GraphQL no encaja con el esquema de la API',
  VARIABLE_COERCION: 'Una variable no tiene el tipo que pide la operación',
};
const REQUEST_LEAD = 'La petición GraphQL no es válida';

function inputMessages(reason: string, message: string): { es: string; en: string } {
  return { es: `${INPUT_LEADS[reason] ?? REQUEST_LEAD}: ${message}`, en: message };
}

/** graphql's suggestion at the end of a message: `Did you mean "tournaments" or "tournament"?`. */
const SUGGESTION = / ?Did you mean .+\?$/;

/**
 * Last stop before the client, on both transports. An error a resolver threw at any depth (a
 * root field or a field of a type) is mapped once here, by `clientErrorOf`: refusals keep their
 * code, a store that did not answer is STORE_UNAVAILABLE. Malformed or wrongly typed operations
 * are BAD_USER_INPUT (with the parser's reason), known codes pass, anything else is masked.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error?: unknown,
  options: FormatOptions = {},
): GraphQLFormattedError {
  const thrown = thrownBy(error);
  const known = clientErrorOf(thrown);
  const source: GraphQLFormattedError = known
    ? { ...formatted, message: known.message, extensions: known.extensions }
    : formatted;
  const shown = options.hideSuggestions ? withoutSuggestions(source) : source;
  const code = String(shown.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  if (INPUT_CODES.has(code) || isVariableCoercion(shown)) {
    const reason = String(shown.extensions?.reason ?? (isVariableCoercion(shown) ? 'VARIABLE_COERCION' : code));
    const messages = shown.extensions?.messages ?? inputMessages(reason, shown.message);
    return { ...shown, extensions: { ...shown.extensions, code: 'BAD_USER_INPUT', reason, messages } };
  }
  if (KNOWN_CODES.has(code)) return shown;
  if (thrown !== undefined && !(thrown instanceof GraphQLError)) options.onFault?.(thrown, shown.path);
  return {
    message: MASKED_MESSAGE.es,
    locations: shown.locations,
    path: shown.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', messages: MASKED_MESSAGE },
  };
}

/** What a resolver (or the parser) threw, under graphql's located errors. */
function thrownBy(error: unknown): unknown {
  let inner = error;
  while (inner instanceof GraphQLError && inner.originalError) inner = inner.originalError;
  return inner;
}

function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!SUGGESTION.test(formatted.message)) return formatted;
  const { messages: _messages, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, message: formatted.message.replace(SUGGESTION, ''), extensions };
}

/** A variable of the wrong type, at any depth: a request-level error whose message names the variable. */
function isVariableCoercion(formatted: GraphQLFormattedError): boolean {
  return formatted.path === undefined && /^Variable "\$[A-Za-z_]\w*"/.test(formatted.message);
}

/** `FormatOptions.onFault` for both transports: each masked fault reported with the field it broke. */
export function faultsTo(faults: Pick<FaultReporter, 'report'>): NonNullable<FormatOptions['onFault']> {
  return (fault, path) => faults.report(fault, path?.join('.'));
}

/**
 * The WebSocket side of `formatError`: graphql-ws hands raw errors (resolver errors wrapping a
 * refusal), formatted as over HTTP. The HTTP status hint is dropped: a socket has none.
 */
export function formatWsError(error: GraphQLError, options: FormatOptions = {}): GraphQLFormattedError {
  const json = error.toJSON();
  const { http: _http, ...extensions } = json.extensions ?? {};
  return formatError({ ...json, extensions }, error, options);
}
