import type { ApolloServerPlugin, GraphQLRequest, GraphQLResponse } from '@apollo/server';
import type { GqlContext } from './context.js';
import type { OperationGuard } from './operation-guard.js';
import type { ReadTokens } from './read-tokens.js';
import { operationNotFound } from './request-errors.js';

/** The header (or request extension `readAfter`) that carries a read token back. */
export const READ_AFTER_HEADER = 'cronica-read-after';

/** The read token a request carries, if any. */
export function readAfterOf(request: GraphQLRequest): unknown {
  return request.extensions?.readAfter ?? request.http?.headers.get(READ_AFTER_HEADER) ?? undefined;
}

/** What a response too large for MAX_RESPONSE_BYTES becomes (both transports). */
export function responseTooLarge(maxBytes: number) {
  const messages = {
    es: `La respuesta supera el tamaño máximo (${maxBytes} bytes); pide menos campos o menos elementos.`,
    en: `The answer exceeds the maximum size (${maxBytes} bytes); ask for fewer fields or items.`,
  };
  return {
    message: messages.es,
    extensions: { code: 'BAD_USER_INPUT', reason: 'RESPONSE_TOO_LARGE', maxBytes, messages },
  };
}

/** The HTTP side of the operation guard, read tokens and the response size cap. */
export function limitsPlugin(
  guard: OperationGuard,
  readTokens: ReadTokens,
  maxResponseBytes: number,
): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, contextValue, schema }) {
          if (!operation) throw operationNotFound(request.operationName);
          guard.admit(schema, document, operation, request.variables ?? {}, contextValue.viewer);
          await readTokens.waitFor(readAfterOf(request), contextValue.viewer);
        },
        async willSendResponse({ response }) {
          capResponse(response, maxResponseBytes);
        },
      };
    },
  };
}

type SingleResult = Extract<GraphQLResponse['body'], { kind: 'single' }>['singleResult'];

/**
 * The text of each answer measured by the size cap, kept for `stringifyResult` so an answer is
 * serialised once, not twice. Keyed by the answer's `data` (Apollo hands over a copy of the
 * result object with the same members, in the order errors, data, extensions).
 */
const measured = new WeakMap<object, { readonly result: SingleResult; readonly text: string }>();

const orderedText = (result: SingleResult) =>
  `${JSON.stringify({ errors: result.errors, data: result.data, extensions: result.extensions })}\n`;

function capResponse(response: GraphQLResponse, maxBytes: number): void {
  if (response.body.kind !== 'single') return;
  const result = response.body.singleResult;
  const text = orderedText(result);
  if (Buffer.byteLength(text) > maxBytes) {
    response.body.singleResult = { errors: [responseTooLarge(maxBytes)] };
    response.http.status = 400;
    return;
  }
  if (typeof result.data === 'object' && result.data !== null) measured.set(result.data, { result, text });
}

/** Apollo's `stringifyResult`: the text the size cap already made, or JSON plus a newline as Apollo's default. */
export function stringifyMeasured(value: SingleResult): string {
  const kept = typeof value.data === 'object' && value.data !== null ? measured.get(value.data) : undefined;
  if (kept && kept.result.errors === value.errors && kept.result.extensions === value.extensions) return kept.text;
  return orderedText(value);
}
