import { loadConfig } from './config/config.js';
import { startApi } from './bootstrap.js';
import { createLogger } from './ops/logger.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const api = await startApi(config, logger);
logger.info(
  { url: api.url, dataDir: config.dataDir, store: config.eventStoreConnectionString ? 'eventstoredb' : 'sqlite' },
  'Crónica API listening',
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down: finishing in-flight commands');
  const force = setTimeout(() => {
    logger.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  await api.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
