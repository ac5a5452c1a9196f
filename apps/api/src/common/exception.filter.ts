import { Catch, HttpException, type ArgumentsHost, type HttpServer } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { GqlContextType } from '@nestjs/graphql';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { isTransientStoreError } from '@cronica/event-store';
import { DomainError } from './errors.js';
import type { FaultReporter } from './fault-reporter.js';
import { NESTED_TOO_DEEPLY } from './request-errors.js';

export const MASKED_MESSAGE = { es: 'Error interno del servidor.', en: 'Internal server error.' };

/** GraphQL error for a domain refusal: Spanish message, both languages and the code in extensions. */
export function toGraphQLError(error: DomainError): GraphQLError {
  return new GraphQLError(error.text.es, {
    extensions: { code: error.code, messages: error.text, ...error.details },
  });
}

/** Seconds a client waits before trying again after the store did not answer. */
export const STORE_RETRY_SECONDS = 5;

const STORE_UNAVAILABLE = {
  es: 'El almacén de datos no responde ahora mismo; inténtalo de nuevo en unos segundos.',
  en: 'The data store is not answering right now; try again in a few seconds.',
};

/**
 * What the client is told of an error a resolver threw, at any depth (root fields through the
 * filter below, field resolvers through `formatError`): a refusal keeps its code; a store that did
 * not answer is STORE_UNAVAILABLE, worth retrying; a stack overflow on a nested input is a
 * refusal of the input. Anything else is null: a fault, masked.
 */
export function clientErrorOf(error: unknown): GraphQLError | null {
  if (error instanceof DomainError) return toGraphQLError(error);
  if (isTransientStoreError(error)) {
    return new GraphQLError(STORE_UNAVAILABLE.es, {
      extensions: { code: 'STORE_UNAVAILABLE', messages: STORE_UNAVAILABLE, retryAfterSeconds: STORE_RETRY_SECONDS },
    });
  }
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return new GraphQLError(NESTED_TOO_DEEPLY.es, {
      extensions: { code: 'BAD_USER_INPUT', reason: 'NESTED_TOO_DEEPLY', messages: NESTED_TOO_DEEPLY },
    });
  }
  return null;
}

const BODY_ERRORS: Record<string, { es: string; en: string }> = {
  'entity.too.large': { es: 'La petición es demasiado grande.', en: 'The request body is too large.' },
  'entity.parse.failed': {
    es: 'El cuerpo de la petición no es JSON válido.',
    en: 'The request body is not valid JSON.',
  },
  'encoding.unsupported': { es: 'Codificación no admitida.', en: 'Unsupported encoding.' },
};

/**
 * The one exception filter: domain errors keep their code,
 * GraphQL errors pass through, anything else is logged and masked. Over plain HTTP, body
 * parser refusals (oversized, malformed JSON) answer in GraphQL's error shape as BAD_USER_INPUT.
 */
@Catch()
export class GraphQLExceptionFilter extends BaseExceptionFilter {
  constructor(
    private readonly logger: Logger,
    httpAdapter?: HttpServer,
    private readonly faults?: Pick<FaultReporter, 'report'>,
  ) {
    super(httpAdapter);
  }

  override catch(exception: unknown, host: ArgumentsHost): GraphQLError | void {
    if (host.getType<GqlContextType>() === 'graphql') return this.toGraphQL(exception);
    const raw = exception instanceof HttpException && exception.cause ? exception.cause : exception;
    const bodyError = BODY_ERRORS[(raw as { type?: string }).type ?? ''];
    if (bodyError) {
      const status = (raw as { status?: number }).status ?? 400;
      host
        .switchToHttp()
        .getResponse<Response>()
        .status(status)
        .json({
          errors: [{ message: bodyError.es, extensions: { code: 'BAD_USER_INPUT', messages: bodyError } }],
        });
      return;
    }
    super.catch(exception, host);
  }

  private toGraphQL(exception: unknown): GraphQLError {
    const known = clientErrorOf(exception);
    if (known) {
      if (isTransientStoreError(exception))
        this.logger.warn({ err: exception }, 'the event store did not answer a GraphQL operation');
      return known;
    }
    if (exception instanceof GraphQLError) return exception;
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      const status = exception.getStatus();
      const code =
        status === 401
          ? 'UNAUTHENTICATED'
          : status === 403
            ? 'FORBIDDEN'
            : status === 404
              ? 'NOT_FOUND'
              : 'BAD_USER_INPUT';
      return new GraphQLError(exception.message, {
        extensions: { code, messages: { es: exception.message, en: exception.message } },
      });
    }
    if (this.faults) this.faults.report(exception);
    else this.logger.error({ err: exception }, 'unexpected error in a GraphQL operation');
    return new GraphQLError(MASKED_MESSAGE.es, {
      extensions: { code: 'INTERNAL_SERVER_ERROR', messages: MASKED_MESSAGE },
    });
  }
}
