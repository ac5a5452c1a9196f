import { Inject, Injectable } from '@nestjs/common';
import depthLimit from 'graphql-depth-limit';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import type { Viewer } from '../auth/viewer.js';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { QueryCost } from './query-cost.js';
import { API_DB, type ApiDb } from '../store/api-db.js';
import { RateLimiter, SharedBuckets } from './rate-limiter.js';
import { badRequest, tooManyRequests } from './request-errors.js';

/**
 * The limits every GraphQL operation passes, over HTTP and over WebSocket alike (both transports,
 * and every API instance, draw on the same rate buckets in the shared database): depth and introspection as validation
 * rules, then cost, per-field caps and the mutation rate before anything executes.
 */
@Injectable()
export class OperationGuard {
  readonly validationRules: readonly ValidationRule[];
  private readonly limiter: RateLimiter;
  private readonly costs = new QueryCost();

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(API_DB) db: ApiDb,
  ) {
    // In the shared database: every API instance draws on the same bucket per account or address.
    this.limiter = new RateLimiter(config.mutationsPerMinute, 60_000, new SharedBuckets(db, 'mutations'));
    this.validationRules = [depthLimit(config.maxQueryDepth), ...(config.introspection ? [] : [NoSchemaIntrospectionCustomRule])];
  }

  /** Throws the refusal (a GraphQLError with its code and HTTP status) when the operation may not run. */
  admit(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>, viewer: Viewer, now = Date.now()): void {
    this.checkCost(schema, document, operation, variables);
    if (operation.operation !== 'mutation') return;
    const wait = this.limiter.take(viewer.rateKey, now, mutationFieldCount(document, operation.selectionSet));
    if (wait > 0) throw tooManyRequests(wait / 1000);
  }

  private checkCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): void {
    let cost;
    try {
      cost = this.costs.of(schema, document, operation.name?.value, variables);
    } catch (error) {
      // A variable that does not coerce (a bad nested argument) or a document too large to walk.
      const message = error instanceof GraphQLError || error instanceof Error ? error.message : String(error);
      throw badRequest({ es: message, en: message });
    }
    const over = this.costs.overCap(cost);
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
    if (cost.cost > max) {
      throw badRequest(
        { es: `La consulta es demasiado costosa (${cost.cost} > ${max}).`, en: `The query is too expensive (${cost.cost} > ${max}).` },
        { cost: cost.cost, maxCost: max },
      );
    }
  }
}

/** Root fields of a mutation, aliases and fragments included: each one is a command and takes a token. */
function mutationFieldCount(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += mutationFieldCount(document, selection.selectionSet, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) count += mutationFieldCount(document, fragment.selectionSet, seen);
    }
  }
  return Math.max(1, count);
}
