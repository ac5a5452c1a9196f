import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { ApiConfig } from './config/config.js';
import { trustProxy } from './common/client-address.js';
import { httpContext } from './common/context.js';
import type { FaultReporter } from './common/fault-reporter.js';
import { faultsTo, formatError } from './common/format-error.js';
import { limitsPlugin, stringifyMeasured } from './common/limits.plugin.js';
import type { OperationGuard } from './common/operation-guard.js';
import type { ReadTokens } from './common/read-tokens.js';

export interface GraphQLDependencies {
  readonly accountFor: (token: string) => Promise<string | null>;
  readonly faults: Pick<FaultReporter, 'report'>;
  readonly guard: OperationGuard;
  readonly readTokens: ReadTokens;
}

/**
 * Code-first GraphQL over HTTP at /graphql. WebSockets on the same path are served by
 * common/ws-server.ts with the same guard, so this driver installs no subscription handler.
 */
export function graphqlOptions(config: ApiConfig, deps: GraphQLDependencies): ApolloDriverConfig {
  return {
    driver: ApolloDriver,
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    playground: false,
    // The web's types come from the committed schema.gql, so production needs no introspection.
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    context: httpContext(deps.accountFor, trustProxy(config.trustProxy)),
    // Without introspection the schema's names stay out of error messages too ("Did you mean …?").
    formatError: (formatted, error) =>
      formatError(formatted, error, { hideSuggestions: !config.introspection, onFault: faultsTo(deps.faults) }),
    stringifyResult: stringifyMeasured,
    // The document gate (common/document-gate.ts) refused longer documents already; this is its backstop.
    parseOptions: { maxTokens: config.maxQueryTokens },
    validationOptions: { hideSuggestions: !config.introspection },
    validationRules: [...deps.guard.validationRules],
    plugins: [
      limitsPlugin(deps.guard, deps.readTokens, config.maxResponseBytes),
      // No cache hints are used (every answer depends on the session); the default plugin would
      // still hook every resolved field.
      ApolloServerPluginCacheControlDisabled(),
    ],
  };
}
