import { z } from 'zod';
import { gameRegistry, type GameRegistry } from '@cronica/games';
import { loadOrCreateSigningKey, type NodeReplaySigner } from '@cronica/replay-signing';
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
 * The replay signing key: `CRONICA_REPLAY_SIGNING_KEY` when set, else the key file under
 * DATA_DIR, created on first start.
 */
export async function loadMatchSigner(config: ApiConfig): Promise<NodeReplaySigner> {
  return (await loadOrCreateSigningKey({ dataDir: config.dataDir, env: process.env })).signer;
}
