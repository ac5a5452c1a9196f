import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import depthLimit from 'graphql-depth-limit';
import type { IncomingMessage } from 'node:http';
import type { ApiConfig } from './config/config.js';
import { originAllowed } from './common/cors.js';
import { contextFactory } from './common/context.js';
import { formatError } from './common/format-error.js';
import { limitsPlugin } from './common/limits.plugin.js';

/** Code-first GraphQL at /graphql with graphql-ws subscriptions (issue 2, issue 6). */
export function graphqlOptions(config: ApiConfig, accountFor: (token: string) => string | null): ApolloDriverConfig {
  const context = contextFactory(accountFor);
  return {
    driver: ApolloDriver,
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    playground: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    subscriptions: { 'graphql-ws': { path: '/graphql', onConnect: (ctx: { extra: unknown }) => wsOriginAllowed(config, (ctx.extra as { request: IncomingMessage }).request) } },
    context,
    formatError,
    validationRules: [depthLimit(config.maxQueryDepth)],
    plugins: [
      limitsPlugin({ maxQueryCost: config.maxQueryCost, mutationsPerMinute: config.mutationsPerMinute }),
      // No cache hints are used (every answer depends on the session); the default plugin would
      // still hook every resolved field.
      ApolloServerPluginCacheControlDisabled(),
    ],
  };
}

/**
 * Browsers send any page's cookies and Origin with a WebSocket and CORS does not apply to it, so
 * a graphql-ws connection is checked against the CORS origins (issue 2); returning false closes
 * it with 4403. Clients without an Origin (the CLI, Node) are not browsers and pass.
 */
export function wsOriginAllowed(config: ApiConfig, request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return originAllowed(config, origin, request.headers.host);
}
