import { z } from 'zod';
import { gameRegistry, type GameRegistry } from '@cronica/games';
import type { Logger } from 'pino';
import {
  loadOrCreateDeploymentSecret,
  loadSigningKey,
  SIGNING_KEY_ENV,
  type LoadedSigningKey,
  type NodeReplaySigner,
} from '@cronica/replay-signing';
import type { ApiConfig } from '../config/config.js';
import { SPECTATOR_HISTORY } from '@cronica/matches';

/** Settings of live matches, read from the environment (documented in the README's configuration). */
export interface MatchConfig {
  /**
   * Spectators see a live match this many game events behind; players and judges see it as it
   * is. 0 turns it off.
   */
  readonly spectatorDelayEvents: number;
  /** A signed checkpoint every this many replay lines, so an abandoned match stays verifiable. */
  readonly checkpointEvery: number;
}

export const MATCH_CONFIG = Symbol('MATCH_CONFIG');
export const MATCH_SIGNER = Symbol('MATCH_SIGNER');
export const GAME_REGISTRY = Symbol('GAME_REGISTRY');

/**
 * The games this API plays: every registered game with a rules library, plus the test games
 * (the dice race) when `CRONICA_TEST_GAMES=1`, which only the test suites set.
 */
export function loadGameRegistry(env: NodeJS.ProcessEnv = process.env): GameRegistry {
  return gameRegistry({ testGames: env.CRONICA_TEST_GAMES === '1' });
}

const envSchema = z.object({
  SPECTATOR_DELAY_EVENTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(SPECTATOR_HISTORY - 1)
    .default(3),
  REPLAY_CHECKPOINT_EVERY: z.coerce.number().int().min(1).max(10_000).default(50),
});

export function loadMatchConfig(env: NodeJS.ProcessEnv = process.env): MatchConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success)
    throw new Error(`Configuración inválida / invalid configuration: ${z.prettifyError(parsed.error)}`);
  return {
    spectatorDelayEvents: parsed.data.SPECTATOR_DELAY_EVENTS,
    checkpointEvery: parsed.data.REPLAY_CHECKPOINT_EVERY,
  };
}

/**
 * The replay signing key: `CRONICA_REPLAY_SIGNING_KEY` when set; else the key file an earlier
 * version made under DATA_DIR/keys, kept so the replays it sealed stay verifiable; else derived
 * from the deployment secret, so every instance given that secret signs with the same key and no
 * instance's disk holds it (README, "Shared state").
 */
export function loadMatchSigner(
  config: Pick<ApiConfig, 'dataDir' | 'deploymentSecret'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<LoadedSigningKey> {
  return loadSigningKey({
    dataDir: config.dataDir,
    env,
    deploymentSecret: () => loadOrCreateDeploymentSecret({ value: config.deploymentSecret, dataDir: config.dataDir }),
  });
}

/** The signer the matches module signs with, its source logged (a legacy file binds instances to one disk). */
export async function matchSignerProvider(config: ApiConfig, logger: Logger): Promise<NodeReplaySigner> {
  const key = await loadMatchSigner(config);
  const fields = { keyId: key.signer.keyId, source: key.source };
  if (key.source === 'file') {
    logger.warn(
      { ...fields, path: key.path },
      `replay signing key from a legacy file: give every instance on another disk ${SIGNING_KEY_ENV} (this file's key)`,
    );
  } else logger.info(fields, 'replay signing key loaded');
  return key.signer;
}
