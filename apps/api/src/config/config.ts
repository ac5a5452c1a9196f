import { resolve } from 'node:path';
import { z } from 'zod';
import { parseEnvFlag, RETENTION } from '@cronica/util';
import { DEFAULT_KDF, kdfFromCost, MIN_SCRYPT_COST, NETWORK_SHARE, type KdfParams } from '../auth/password.js';

/** Everything the API reads from the environment (documented in the README's configuration). */
export interface ApiConfig {
  /** TCP port; 0 picks a free one (tests). */
  readonly port: number;
  /** Embedded event store, read models and sessions live here. */
  readonly dataDir: string;
  /**
   * This instance's read models (rebuilt from the store when missing). Every API instance needs one
   * of its own: the projections keep state in memory beside the file. Defaults to `dataDir`.
   */
  readonly readModelsDir: string;
  /** When set, events go to EventStoreDB instead of the embedded SQLite store. */
  readonly eventStoreConnectionString: string | undefined;
  /** Seed the demo on the first start with an empty store (off unless asked: `npm start` asks). */
  readonly seedDemo: boolean;
  /** Origins allowed by CORS (the web app). */
  readonly corsOrigins: readonly string[];
  /** The web's port: a page served from the IP address the API was reached at, on this port, is allowed too (LAN use). */
  readonly webPort: number;
  readonly logLevel: string;
  /** Mutation fields per account (or per client address when anonymous) per minute. */
  readonly mutationsPerMinute: number;
  /** Password checks (sign-in, sign-up, password change) per client address per minute. */
  readonly loginsPerMinute: number;
  /** Password checks one client network may have running or waiting at once (auth/password.ts `KdfQueue`). */
  readonly passwordChecksPerNetwork: number;
  /** API instances behind the load balancer: each enforces its share of the rate limits (rate-limiter.ts `perInstance`). */
  readonly apiInstances: number;
  /**
   * Queries and subscriptions per account (or per client address when anonymous) per minute; one
   * costing more than QUERY_COST_PER_TOKEN takes a token per started block of it (common/operation-guard.ts).
   */
  readonly queriesPerMinute: number;
  readonly maxQueryDepth: number;
  /** Tokens of one GraphQL document (the parser stops past it; common/document-gate.ts). */
  readonly maxQueryTokens: number;
  readonly maxQueryCost: number;
  readonly maxBodyBytes: number;
  /** Largest answer (JSON bytes) of one operation or one subscription push. */
  readonly maxResponseBytes: number;
  /** Live operations one WebSocket may hold at once. */
  readonly wsMaxSubscriptions: number;
  /** Messages one WebSocket may send per minute before it is closed. */
  readonly wsMessagesPerMinute: number;
  /** Open WebSockets per account, or per client address for anonymous ones. */
  readonly wsMaxSocketsPerClient: number;
  /** Open WebSockets per client address, signed in or not (a venue's shared Wi-Fi is one address). */
  readonly wsMaxSocketsPerAddress: number;
  /** scrypt parameters for new password hashes (never below OWASP's minimum, see auth/password.ts). */
  readonly kdf: KdfParams;
  /** Cookie `Secure` flag (on behind HTTPS). */
  readonly secureCookies: boolean;
  /** A session unused this long ends. */
  readonly sessionIdleMs: number;
  /** Which peers may speak for the client's address through X-Forwarded-For (Express `trust proxy` values). */
  readonly trustProxy: readonly string[];
  /** Bearer token for /metrics and /health/details; unset: only local requests get them. */
  readonly opsToken: string | undefined;
  /**
   * The deployment secret every instance is given (`CRONICA_DEPLOYMENT_SECRET`): match master seeds
   * and the API's own keys derive from it (config/deployment-secret.ts). Unset outside production:
   * a file under DATA_DIR/keys is made once.
   */
  readonly deploymentSecret: string | undefined;
  /** Schema introspection (off in production unless asked). */
  readonly introspection: boolean;
  /** /health answers not ready while the read models lag more events than this behind the store. */
  readonly projectionMaxLag: number;
  /** How often this instance looks for events whose check-in is due to open by itself (tournaments/check-in-opener.ts). */
  readonly checkInPollMs: number;
}

const flag = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseEnvFlag(name, value, fallback);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

const positive = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATA_DIR: z.string().min(1).default('./data'),
  READ_MODELS_DIR: z.string().min(1).optional(),
  EVENTSTORE_CONNECTION_STRING: z.string().min(1).optional(),
  NODE_ENV: z.string().optional(),
  SEED_DEMO: flag('SEED_DEMO', false),
  WEB_ORIGIN: z.string().min(1).optional(),
  WEB_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MUTATIONS_PER_MINUTE: positive(600),
  RATE_LIMIT_LOGINS_PER_MINUTE: positive(10),
  PASSWORD_CHECKS_PER_NETWORK: positive(NETWORK_SHARE),
  API_INSTANCES: positive(1),
  RATE_LIMIT_QUERIES_PER_MINUTE: positive(3000),
  MAX_QUERY_DEPTH: positive(10),
  MAX_QUERY_TOKENS: positive(2000),
  MAX_QUERY_COST: positive(20_000),
  MAX_BODY_BYTES: positive(100 * 1024),
  MAX_RESPONSE_BYTES: positive(8 * 1024 * 1024),
  WS_MAX_SUBSCRIPTIONS: positive(20),
  WS_MESSAGES_PER_MINUTE: positive(600),
  WS_MAX_SOCKETS_PER_CLIENT: positive(10),
  WS_MAX_SOCKETS_PER_ADDRESS: positive(200),
  SECURE_COOKIES: flag('SECURE_COOKIES', false),
  // OWASP's minimum is the floor: the environment may raise the cost, never lower it.
  SCRYPT_COST: z.coerce.number().int().min(MIN_SCRYPT_COST).max(20).optional(),
  SESSION_IDLE_MINUTES: positive(RETENTION.sessionIdleDefaultMs / 60_000),
  TRUST_PROXY: z.string().default('loopback'),
  OPS_TOKEN: z.string().min(16, 'OPS_TOKEN: 16+ caracteres / characters').optional(),
  GRAPHQL_INTROSPECTION: z.string().optional(),
  PROJECTION_MAX_LAG: z.coerce.number().int().min(0).default(1000),
  CHECK_IN_POLL_SECONDS: positive(30),
  CRONICA_DEPLOYMENT_SECRET: z
    .string()
    .trim()
    .min(32, 'CRONICA_DEPLOYMENT_SECRET: 32+ caracteres / characters (openssl rand -hex 32)')
    .optional(),
});

/** `TRUST_PROXY`: a comma-separated list of addresses, subnets or loopback/linklocal/uniquelocal; `none` trusts nobody. */
function trustedProxies(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length === 1 && ['none', '0', 'false', 'no', 'off'].includes(entries[0]!.toLowerCase()) ? [] : entries;
}

const MISSING_SECRET =
  'Falta CRONICA_DEPLOYMENT_SECRET: en producción cada instancia de la API necesita el mismo secreto de ' +
  'despliegue (32+ caracteres, p. ej. `openssl rand -hex 32`) / CRONICA_DEPLOYMENT_SECRET is missing: in ' +
  'production every API instance needs the same deployment secret (32+ characters, e.g. `openssl rand -hex 32`)';

/** The deployment secret; production refuses to start without one (development has a stand-in file). */
function deploymentSecretOf(e: z.infer<typeof envSchema>): string | undefined {
  if (e.NODE_ENV === 'production' && e.CRONICA_DEPLOYMENT_SECRET === undefined) throw new Error(MISSING_SECRET);
  return e.CRONICA_DEPLOYMENT_SECRET;
}

/** The web's origins: WEB_ORIGIN's list, else the web on this machine. */
function webOrigins(list: string | undefined, webPort: number): string[] {
  return list
    ? list.split(',').map((origin) => origin.trim())
    : [`http://localhost:${webPort}`, `http://127.0.0.1:${webPort}`];
}

/** Reads the configuration; blank variables count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ApiConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success)
    throw new Error(`Configuración inválida / invalid configuration: ${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  return {
    port: e.API_PORT,
    dataDir: resolve(cwd, e.DATA_DIR),
    readModelsDir: resolve(cwd, e.READ_MODELS_DIR ?? e.DATA_DIR),
    eventStoreConnectionString: e.EVENTSTORE_CONNECTION_STRING,
    seedDemo: e.SEED_DEMO,
    corsOrigins: webOrigins(e.WEB_ORIGIN, e.WEB_PORT),
    webPort: e.WEB_PORT,
    logLevel: e.LOG_LEVEL,
    mutationsPerMinute: e.RATE_LIMIT_MUTATIONS_PER_MINUTE,
    loginsPerMinute: e.RATE_LIMIT_LOGINS_PER_MINUTE,
    passwordChecksPerNetwork: e.PASSWORD_CHECKS_PER_NETWORK,
    apiInstances: e.API_INSTANCES,
    queriesPerMinute: e.RATE_LIMIT_QUERIES_PER_MINUTE,
    maxQueryDepth: e.MAX_QUERY_DEPTH,
    maxQueryTokens: e.MAX_QUERY_TOKENS,
    maxQueryCost: e.MAX_QUERY_COST,
    maxBodyBytes: e.MAX_BODY_BYTES,
    maxResponseBytes: e.MAX_RESPONSE_BYTES,
    wsMaxSubscriptions: e.WS_MAX_SUBSCRIPTIONS,
    wsMessagesPerMinute: e.WS_MESSAGES_PER_MINUTE,
    wsMaxSocketsPerClient: e.WS_MAX_SOCKETS_PER_CLIENT,
    wsMaxSocketsPerAddress: e.WS_MAX_SOCKETS_PER_ADDRESS,
    secureCookies: e.SECURE_COOKIES,
    kdf: e.SCRYPT_COST === undefined ? DEFAULT_KDF : kdfFromCost(e.SCRYPT_COST),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    trustProxy: trustedProxies(e.TRUST_PROXY),
    opsToken: e.OPS_TOKEN,
    deploymentSecret: deploymentSecretOf(e),
    introspection: parseEnvFlag('GRAPHQL_INTROSPECTION', e.GRAPHQL_INTROSPECTION, e.NODE_ENV !== 'production'),
    projectionMaxLag: e.PROJECTION_MAX_LAG,
    checkInPollMs: e.CHECK_IN_POLL_SECONDS * 1000,
  };
}

export const API_CONFIG = Symbol('API_CONFIG');
