import { HeaderMap } from '@apollo/server';
import type { Localized } from '@cronica/util';
import { GraphQLError } from 'graphql';

/**
 * Refusals of a whole request (before any resolver runs): the client's error code, both
 * languages, and the HTTP status Apollo answers with (400-class: the request was at fault).
 */
export function requestRefusal(
  code: 'BAD_USER_INPUT' | 'RATE_LIMITED' | 'CONFLICT',
  text: Localized,
  status: number,
  details: Record<string, unknown> = {},
  headers?: HeaderMap,
): GraphQLError {
  return new GraphQLError(text.es, {
    extensions: { code, messages: text, ...details, http: { status, ...(headers ? { headers } : {}) } },
  });
}

export const badRequest = (text: Localized, details: Record<string, unknown> = {}) =>
  requestRefusal('BAD_USER_INPUT', text, 400, details);

export function tooManyRequests(retryAfterSeconds: number): GraphQLError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return requestRefusal(
    'RATE_LIMITED',
    { es: 'Demasiadas acciones seguidas; espera un momento.', en: 'Too many actions in a row; wait a moment.' },
    429,
    { retryAfterSeconds: seconds },
    new HeaderMap([['retry-after', String(seconds)]]),
  );
}

/** A request whose input nests deeper than a parser or walker can follow (JSON, lists, selections). */
export const NESTED_TOO_DEEPLY: Localized = {
  es: 'La petición anida demasiados niveles.',
  en: 'The request is nested too deeply.',
};

export const nestedTooDeeply = () => badRequest(NESTED_TOO_DEEPLY, { reason: 'NESTED_TOO_DEEPLY' });

/** No operation to run: `operationName` names none of the document's, or several are anonymous or unnamed by the request. */
export function operationNotFound(operationName: string | null | undefined): GraphQLError {
  const text: Localized = operationName
    ? {
        es: `La consulta no tiene ninguna operación «${operationName}».`,
        en: `The query has no operation named "${operationName}".`,
      }
    : {
        es: 'La consulta tiene varias operaciones: di cuál con «operationName».',
        en: 'The query has several operations: name one with "operationName".',
      };
  return badRequest(text, { reason: 'OPERATION_NOT_FOUND' });
}
