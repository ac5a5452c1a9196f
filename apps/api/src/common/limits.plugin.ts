import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { rateLimited } from './errors.js';
import { toGraphQLError } from './exception.filter.js';
import type { GqlContext } from './context.js';
import { QueryCost } from './query-cost.js';
import { RateLimiter } from './rate-limiter.js';

export interface LimitsOptions {
  readonly maxQueryCost: number;
  readonly mutationsPerMinute: number;
}

/**
 * Query cost and the per-token mutation rate (issue 6, "Limits"); depth is checked by a
 * validation rule before this runs.
 */
export function limitsPlugin(options: LimitsOptions): ApolloServerPlugin<GqlContext> {
  const limiter = new RateLimiter(options.mutationsPerMinute, 60_000);
  const costs = new QueryCost();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, contextValue, schema }) {
          const cost = costs.of(schema, document, request.operationName ?? undefined, request.variables ?? {});
          if (cost > options.maxQueryCost) {
            throw new GraphQLError(`La consulta es demasiado costosa (${cost} > ${options.maxQueryCost}).`, {
              extensions: {
                code: 'BAD_USER_INPUT',
                cost,
                maxCost: options.maxQueryCost,
                messages: {
                  es: `La consulta es demasiado costosa (${cost} > ${options.maxQueryCost}).`,
                  en: `The query is too expensive (${cost} > ${options.maxQueryCost}).`,
                },
              },
            });
          }
          if (operation?.operation === 'mutation') {
            const wait = limiter.take(contextValue.viewer.rateKey, Date.now());
            if (wait > 0) throw toGraphQLError(rateLimited(Math.ceil(wait / 1000)));
          }
        },
      };
    },
  };
}
