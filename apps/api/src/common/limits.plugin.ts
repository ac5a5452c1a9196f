import type { ApolloServerPlugin, GraphQLRequest, GraphQLResponse } from '@apollo/server';
import type { GqlContext } from './context.js';
import type { OperationGuard } from './operation-guard.js';
import type { ReadTokens } from './read-tokens.js';

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
  return { message: messages.es, extensions: { code: 'BAD_USER_INPUT', reason: 'RESPONSE_TOO_LARGE', maxBytes, messages } };
}

/** The HTTP side of the operation guard, read tokens and the response size cap. */
export function limitsPlugin(guard: OperationGuard, readTokens: ReadTokens, maxResponseBytes: number): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, contextValue, schema }) {
          if (operation) guard.admit(schema, document, operation, request.variables ?? {}, contextValue.viewer);
          await readTokens.waitFor(readAfterOf(request), contextValue.viewer);
        },
        async willSendResponse({ response }) {
          capResponse(response, maxResponseBytes);
        },
      };
    },
  };
}

function capResponse(response: GraphQLResponse, maxBytes: number): void {
  if (response.body.kind !== 'single') return;
  if (Buffer.byteLength(JSON.stringify(response.body.singleResult)) <= maxBytes) return;
  response.body.singleResult = { errors: [responseTooLarge(maxBytes)] };
  response.http.status = 400;
}
