import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { trustProxy } from './common/client-address.js';
import { corsDelegate } from './common/cors.js';
import { documentGate } from './common/document-gate.js';
import { OperationGuard } from './common/operation-guard.js';
import { GRAPHQL_PATH } from './common/ws-server.js';
import type { ApiConfig } from './config/config.js';
import { restrictDataDir } from './config/data-dir.js';
import { HttpDrain } from './ops/http-drain.js';
import { Metrics } from './ops/metrics.js';
import { createLogger, PinoNestLogger } from './ops/logger.js';
import { settleUrlParseDeprecation } from './ops/url-parse.js';

export interface RunningApi {
  readonly app: NestExpressApplication;
  /** http://localhost:<port> (Nest reports [::1]; clients want a plain host). */
  readonly url: string;
  readonly logger: Logger;
  close(): Promise<void>;
}

/** Builds the API (CORS, body limit, JSON logs, private DATA_DIR) without listening. */
export async function createApi(
  config: ApiConfig,
  logger: Logger = createLogger(config.logLevel),
): Promise<{ app: NestExpressApplication; drain: HttpDrain }> {
  restrictDataDir(config.dataDir);
  settleUrlParseDeprecation();
  if (config.readModelsDir !== config.dataDir) restrictDataDir(config.readModelsDir);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
    abortOnError: false,
  });
  // GraphQL answers POSTs that depend on the session: an ETag (a SHA-1 of every body) would never
  // let a client skip a response, it only costs CPU per request.
  app.set('etag', false);
  // Nothing tells a visitor which server software answers.
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy(config.trustProxy));
  const drain = new HttpDrain();
  app.use(drain.middleware);
  app.useBodyParser('json', { limit: config.maxBodyBytes });
  // Before Apollo: a document over the size limits never reaches graphql's validation.
  app.use(GRAPHQL_PATH, documentGate(app.get(OperationGuard).documentLimits));
  app.enableCors(corsDelegate(config));
  const metrics = app.get(Metrics);
  drain.onCount = (count) => metrics.httpInFlight.set(count);
  return { app, drain };
}

/** How long a shutdown waits for running requests before closing anyway. */
const DRAIN_TIMEOUT_MS = 8000;

/** Creates the API and listens on `config.port` (0 = any free port). */
export async function startApi(config: ApiConfig, logger: Logger = createLogger(config.logLevel)): Promise<RunningApi> {
  const { app, drain } = await createApi(config, logger);
  await app.listen(config.port);
  // The databases exist now; where the umask could not apply, they are narrowed here.
  restrictDataDir(config.dataDir);
  settleUrlParseDeprecation();
  if (config.readModelsDir !== config.dataDir) restrictDataDir(config.readModelsDir);
  const url = (await app.getUrl()).replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost');
  const close = async () => {
    await drain.drain(DRAIN_TIMEOUT_MS);
    await app.close();
  };
  return { app, url, logger, close };
}
