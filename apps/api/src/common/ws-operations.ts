import type { IncomingMessage } from 'node:http';
import {
  GraphQLError,
  getOperationAST,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Context, ServerOptions, SubscribePayload } from 'graphql-ws';
import { viewerFrom, type Viewer } from '../auth/viewer.js';
import type { ApiConfig } from '../config/config.js';
import type { GqlContext } from './context.js';
import { originAllowed } from './cors.js';
import { readDocument, type DocumentLimits } from './document-gate.js';
import { formatWsError, type FormatOptions } from './format-error.js';
import { responseTooLarge } from './limits.plugin.js';
import type { OperationGuard } from './operation-guard.js';
import type { ReadTokens } from './read-tokens.js';
import { operationNotFound } from './request-errors.js';

/** What each socket carries from its upgrade request. */
export interface SocketExtra {
  readonly request: IncomingMessage;
  /** The client's address (trusted proxies applied). */
  readonly address: string;
}

export type WsContext = Context<Record<string, unknown>, SocketExtra>;

export interface WsDependencies {
  readonly config: ApiConfig;
  readonly schema: GraphQLSchema;
  readonly guard: OperationGuard;
  readonly readTokens: ReadTokens;
  readonly accountFor: (token: string) => Promise<string | null>;
  /** Told of each masked fault (`FormatOptions.onFault`). */
  readonly onFault?: FormatOptions['onFault'];
  /** Called once the origin is allowed, with the viewer its connection parameters speak for; false when the socket was refused (and closed). */
  readonly connected: (ctx: WsContext, viewer: Viewer) => boolean;
}

const wsRefusal = (code: string, es: string, en: string, details: Record<string, unknown> = {}) =>
  new GraphQLError(es, { extensions: { code, messages: { es, en }, ...details } });

/** Parses, validates and admits one operation of a socket, or answers why not (the HTTP pipeline's steps, in order). */
async function executionArgs(
  deps: WsDependencies,
  rules: readonly ValidationRule[],
  ctx: WsContext,
  payload: SubscribePayload,
): Promise<ExecutionArgs | readonly GraphQLError[]> {
  const { config, schema, guard } = deps;
  const open = Object.keys(ctx.subscriptions).length;
  if (open > config.wsMaxSubscriptions) return [tooManyOperations(config.wsMaxSubscriptions)];
  const document = parsed(payload.query, guard.documentLimits);
  if (!('kind' in document)) return document;
  const invalid = validated(deps, rules, document);
  if (invalid.length > 0) return invalid;
  const operation = getOperationAST(document, payload.operationName);
  if (!operation) return [operationNotFound(payload.operationName)];
  const viewer = await viewerOf(ctx, deps.accountFor);
  const variableValues = payload.variables ?? {};
  try {
    guard.admit(schema, document, operation, variableValues, viewer);
    await deps.readTokens.waitFor(payload.extensions?.readAfter, viewer);
  } catch (error) {
    if (error instanceof GraphQLError) return [error];
    throw error;
  }
  const contextValue: GqlContext = { viewer };
  return {
    schema,
    document: document,
    operationName: payload.operationName,
    variableValues,
    contextValue,
    hideSuggestions: !config.introspection,
  };
}

const tooManyOperations = (max: number) =>
  wsRefusal(
    'RATE_LIMITED',
    `Demasiadas operaciones abiertas en esta conexión (máximo ${max}).`,
    `Too many open operations on this connection (at most ${max}).`,
    { maxSubscriptions: max },
  );

/** The operation's document, or why it cannot be read (too large, too deep, not GraphQL). */
function parsed(query: string, limits: DocumentLimits): DocumentNode | readonly GraphQLError[] {
  try {
    return readDocument(query, limits);
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code !== undefined) return [error];
    return [new GraphQLError((error as Error).message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
  }
}

/** What the schema's validation (and the app's own rules) find wrong in the document, coded as over HTTP. */
function validated(
  { schema, config }: WsDependencies,
  rules: readonly ValidationRule[],
  document: DocumentNode,
): readonly GraphQLError[] {
  return validate(schema, document, rules, { hideSuggestions: !config.introspection }).map(
    (e) =>
      new GraphQLError(e.message, {
        nodes: e.nodes,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...e.extensions },
      }),
  );
}

/** The socket's headers with its connection parameters on top (the CLI sends `authorization` there). */
function viewerOf(ctx: WsContext, accountFor: (token: string) => Promise<string | null>): Promise<Viewer> {
  const params = Object.fromEntries(
    Object.entries(ctx.connectionParams ?? {}).map(([key, value]) => [key.toLowerCase(), value]),
  );
  return viewerFrom({ ...ctx.extra.request.headers, ...params }, ctx.extra.address, accountFor);
}

/**
 * graphql-ws hooks that give a WebSocket the same rules as an HTTP request: the origin check,
 * the same validation rules, cost, caps and mutation rate (`OperationGuard`), read tokens, the
 * response size cap, a cap on live operations per socket and errors formatted like HTTP's.
 */
export function wsOperations(deps: WsDependencies): Partial<ServerOptions<Record<string, unknown>, SocketExtra>> {
  const { config } = deps;
  const rules = [...specifiedRules, ...deps.guard.validationRules];
  const format = { hideSuggestions: !config.introspection, ...(deps.onFault ? { onFault: deps.onFault } : {}) };
  return {
    connectionInitWaitTimeout: 3000,
    async onConnect(ctx) {
      const origin = ctx.extra.request.headers.origin;
      // Browsers send any page's cookies with a WebSocket and CORS does not apply: check the origin. Clients without one (CLI, Node) are not browsers.
      if (origin !== undefined && !originAllowed(config, origin, ctx.extra.request.socket.localAddress)) return false;
      return deps.connected(ctx, await viewerOf(ctx, deps.accountFor));
    },
    onSubscribe: (ctx, _id, payload) => executionArgs(deps, rules, ctx, payload),
    onNext(_ctx, _id, _payload, _args, result) {
      const formatted = {
        ...result,
        ...(result.errors ? { errors: result.errors.map((e) => formatWsError(e, format)) } : {}),
      };
      return Buffer.byteLength(JSON.stringify(formatted)) > config.maxResponseBytes
        ? { errors: [responseTooLarge(config.maxResponseBytes)] }
        : formatted;
    },
    onError(_ctx, _id, _payload, errors) {
      return errors.map((e) => formatWsError(e, format));
    },
  };
}
