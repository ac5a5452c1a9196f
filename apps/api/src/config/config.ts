import { resolve } from 'node:path';
import { z } from 'zod';

/** Everything the API reads from the environment (documented in the README's configuration). */
export interface ApiConfig {
  /** TCP port; 0 picks a free one (tests). */
  readonly port: number;
  /** Embedded event store, read models and sessions live here. */
  readonly dataDir: string;
  /** When set, events go to EventStoreDB instead of the embedded SQLite store. */
  readonly eventStoreConnectionString: string | undefined;
  /** Seed the demo on the first start with an empty store. */
  readonly seedDemo: boolean;
  /** Origins allowed by CORS (the web app). */
  readonly corsOrigins: readonly string[];
  /** The web's port: a page served from the API's own host on this port is allowed too (LAN use). */
  readonly webPort: number;
  readonly logLevel: string;
  /** Mutations per token (or per address when anonymous) per minute. */
  readonly mutationsPerMinute: number;
  readonly maxQueryDepth: number;
  readonly maxQueryCost: number;
  readonly maxBodyBytes: number;
  /** log2 of scrypt's N for new password hashes (memory = 128·N·r bytes; 15 → 32 MiB). */
  readonly scryptCost: number;
  /** Cookie `Secure` flag (on behind HTTPS). */
  readonly secureCookies: boolean;
  /** /health answers not ready while the read models lag more events than this behind the store. */
  readonly projectionMaxLag: number;
}

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATA_DIR: z.string().min(1).default('./data'),
  EVENTSTORE_CONNECTION_STRING: z.string().min(1).optional(),
  SEED_DEMO: flag.default(true),
  WEB_ORIGIN: z.string().min(1).optional(),
  WEB_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MUTATIONS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  MAX_QUERY_DEPTH: z.coerce.number().int().positive().default(10),
  MAX_QUERY_COST: z.coerce.number().int().positive().default(5000),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(100 * 1024),
  SECURE_COOKIES: flag.default(false),
  SCRYPT_COST: z.coerce.number().int().min(10).max(20).default(15),
  PROJECTION_MAX_LAG: z.coerce.number().int().min(0).default(1000),
});

/** Reads the configuration; blank variables count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ApiConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new Error(`Configuración inválida / invalid configuration: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const webOrigins = e.WEB_ORIGIN
    ? e.WEB_ORIGIN.split(',').map((origin) => origin.trim())
    : [`http://localhost:${e.WEB_PORT}`, `http://127.0.0.1:${e.WEB_PORT}`];
  return {
    port: e.API_PORT,
    dataDir: resolve(cwd, e.DATA_DIR),
    eventStoreConnectionString: e.EVENTSTORE_CONNECTION_STRING,
    seedDemo: e.SEED_DEMO,
    corsOrigins: webOrigins,
    webPort: e.WEB_PORT,
    logLevel: e.LOG_LEVEL,
    mutationsPerMinute: e.RATE_LIMIT_MUTATIONS_PER_MINUTE,
    maxQueryDepth: e.MAX_QUERY_DEPTH,
    maxQueryCost: e.MAX_QUERY_COST,
    maxBodyBytes: e.MAX_BODY_BYTES,
    secureCookies: e.SECURE_COOKIES,
    scryptCost: e.SCRYPT_COST,
    projectionMaxLag: e.PROJECTION_MAX_LAG,
  };
}

export const API_CONFIG = Symbol('API_CONFIG');
