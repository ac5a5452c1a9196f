import { sameInBoth } from '@cronica/util';
import { Inject, Injectable } from '@nestjs/common';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import type { Viewer } from '../auth/viewer.js';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { documentLimits, type DocumentLimits } from './document-gate.js';
import { QueryCost, type OperationCost } from './query-cost.js';
import { perInstance, RateLimiter } from './rate-limiter.js';
import { badRequest, nestedTooDeeply, tooManyRequests } from './request-errors.js';

/** A query or subscription costing up to this much takes one token of the query budget; each started further block, one more. */
export const QUERY_COST_PER_TOKEN = 1000;

/**
 * The limits every GraphQL operation passes, over HTTP and over WebSocket alike (both transports,
 * and every API instance, draw on the same rate buckets in the shared database): the size of the
 * document before anything reads it (`document-gate.ts`), graphql's validation (introspection
 * off in production), then, once validation has passed (no fragment cycles, known fields), one
 * walk of the operation (`operation-walk.ts`, linear in the document) for its depth, cost and
 * per-field caps, and the rate budgets — mutation fields, or queries and subscriptions weighed by
 * cost — before anything executes.
 */
@Injectable()
export class OperationGuard {
  readonly validationRules: readonly ValidationRule[];
  readonly documentLimits: DocumentLimits;
  private readonly mutations: RateLimiter;
  private readonly queries: RateLimiter;
  private readonly costs = new QueryCost();

  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {
    // In this instance's memory, its share of the deployment's limit (README, "Running more than one API").
    const share = (limit: number) => perInstance(limit, config.apiInstances);
    this.mutations = new RateLimiter(share(config.mutationsPerMinute), 60_000);
    this.queries = new RateLimiter(share(config.queriesPerMinute), 60_000);
    this.validationRules = config.introspection ? [] : [NoSchemaIntrospectionCustomRule];
    this.documentLimits = documentLimits(config.maxQueryTokens);
  }

  /** Throws the refusal (a GraphQLError with its code and HTTP status) when the operation may not run. */
  admit(
    schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Record<string, unknown>,
    viewer: Viewer,
    now = Date.now(),
  ): void {
    const shape = this.measure(schema, document, operation, variables);
    this.checkShape(shape);
    const wait =
      operation.operation === 'mutation'
        ? this.mutations.take(viewer.rateKey, now, Math.max(1, shape.rootFields))
        : this.queries.take(viewer.rateKey, now, queryTokens(shape.cost));
    if (wait > 0) throw tooManyRequests(wait / 1000);
  }

  private measure(
    schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Record<string, unknown>,
  ): OperationCost {
    try {
      return this.costs.of(schema, document, operation.name?.value, variables);
    } catch (error) {
      if (error instanceof RangeError) throw nestedTooDeeply();
      // A variable that does not coerce (a bad nested argument).
      const message = error instanceof GraphQLError || error instanceof Error ? error.message : String(error);
      throw badRequest(sameInBoth(message), { reason: 'VARIABLE_COERCION' });
    }
  }

  private checkShape(shape: OperationCost): void {
    const maxDepth = this.config.maxQueryDepth;
    if (shape.depth > maxDepth) {
      throw badRequest(
        {
          es: `La consulta anida demasiado (profundidad ${shape.depth}; como mucho ${maxDepth}).`,
          en: `The query is nested too deep (depth ${shape.depth}; at most ${maxDepth}).`,
        },
        { reason: 'QUERY_TOO_DEEP', depth: shape.depth, maxDepth },
      );
    }
    const over = this.costs.overCap(shape);
    if (over) {
      throw badRequest(
        {
          es: `«${over.field}» se pide ${over.count} veces; como mucho ${over.max} por operación.`,
          en: `"${over.field}" is asked for ${over.count} times; at most ${over.max} per operation.`,
        },
        { field: over.field, maxPerOperation: over.max },
      );
    }
    const max = this.config.maxQueryCost;
    if (shape.cost > max) {
      throw badRequest(
        {
          es: `La consulta es demasiado costosa (${shape.cost} > ${max}).`,
          en: `The query is too expensive (${shape.cost} > ${max}).`,
        },
        { cost: shape.cost, maxCost: max },
      );
    }
  }
}

/** Tokens a query or subscription takes from its client's budget: one, plus one per started QUERY_COST_PER_TOKEN beyond the first. */
export function queryTokens(cost: number): number {
  return Math.max(1, Math.ceil(cost / QUERY_COST_PER_TOKEN));
}
