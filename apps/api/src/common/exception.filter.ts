import { Catch, HttpException, type ArgumentsHost, type HttpServer } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { GqlContextType } from '@nestjs/graphql';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { DomainError } from './errors.js';

export const MASKED_MESSAGE = { es: 'Error interno del servidor.', en: 'Internal server error.' };

/** GraphQL error for a domain refusal: Spanish message, both languages and the code in extensions. */
export function toGraphQLError(error: DomainError): GraphQLError {
  return new GraphQLError(error.text.es, {
    extensions: { code: error.code, messages: error.text, ...error.details },
  });
}

const BODY_ERRORS: Record<string, { es: string; en: string }> = {
  'entity.too.large': { es: 'La petición es demasiado grande.', en: 'The request body is too large.' },
  'entity.parse.failed': { es: 'El cuerpo de la petición no es JSON válido.', en: 'The request body is not valid JSON.' },
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
    if (exception instanceof DomainError) return toGraphQLError(exception);
    if (exception instanceof GraphQLError) return exception;
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      const status = exception.getStatus();
      const code = status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT';
      return new GraphQLError(exception.message, { extensions: { code, messages: { es: exception.message, en: exception.message } } });
    }
    this.logger.error({ err: exception }, 'unexpected error in a GraphQL operation');
    return new GraphQLError(MASKED_MESSAGE.es, { extensions: { code: 'INTERNAL_SERVER_ERROR', messages: MASKED_MESSAGE } });
  }
}
