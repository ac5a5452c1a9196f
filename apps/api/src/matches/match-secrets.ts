import { Inject, Injectable } from '@nestjs/common';
import { keysFromMatchSeed, type KeyFor } from '@cronica/rules-kernel';
import { matchSeedFrom, parseSeedHex, replayKeys, type ReplayKeys } from '@cronica/replay';
import { derivedMasterSeed, MASTER_SEED_KEY } from '@cronica/replay-signing';
import { ApiSecrets } from '../common/api-secrets.js';
import { API_DB, type ApiDb } from '../store/api-db.js';
import { STORE_ID } from '../store/tokens.js';

/**
 * Where matches created before master seeds were derived keep theirs (drawn at random then):
 * read when a row exists, never written any more.
 */
export const MATCH_SEEDS_TABLE = 'match_master_seeds';

export interface MatchKeys {
  readonly master: Uint8Array;
  readonly replay: ReplayKeys;
}

/**
 * The secret master seed of each match, derived from the deployment secret, the store's identity
 * and the match id (derivedMasterSeed): nothing secret is stored, and every instance given the
 * same secret computes the same seed. The seed never
 * goes into an event, a view, a log or a response; the match's first event carries only its
 * commitment, and the end of the match reveals it.
 */
@Injectable()
export class MatchSecrets {
  private readonly cache = new Map<string, MatchKeys>();
  private readonly gameKeys = new Map<string, KeyFor>();
  private readonly key: Buffer;
  private readonly legacy;

  constructor(
    @Inject(API_DB) db: ApiDb,
    secrets: ApiSecrets,
    @Inject(STORE_ID) private readonly storeId: string,
  ) {
    this.key = secrets.key(MASTER_SEED_KEY, 32);
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(MATCH_SEEDS_TABLE);
    this.legacy =
      table === undefined
        ? undefined
        : db.prepare<[string], { master: string }>(`SELECT master FROM ${MATCH_SEEDS_TABLE} WHERE match_id = ?`);
  }

  /**
   * The keys of the match's master seed: the stored one of an older match, else the derived one
   * (the same on every call, every instance and every restart).
   */
  require(matchId: string): MatchKeys {
    const cached = this.cache.get(matchId);
    if (cached) return cached;
    const stored = this.legacy?.get(matchId);
    const master = stored
      ? parseSeedHex(stored.master, 'master seed')
      : derivedMasterSeed(this.key, this.storeId, matchId);
    const keys = { master, replay: replayKeys(master, matchId) };
    this.cache.set(matchId, keys);
    return keys;
  }

  /** The match seed's keys per random label, once every player seed is in. */
  gameKeysFor(matchId: string, playerSeeds: readonly string[]): KeyFor {
    let keys = this.gameKeys.get(matchId);
    if (!keys) {
      const master = this.require(matchId).master;
      const matchSeed = matchSeedFrom(
        master,
        matchId,
        playerSeeds.map((seed) => parseSeedHex(seed, 'player seed')),
      );
      keys = keysFromMatchSeed(matchSeed);
      this.gameKeys.set(matchId, keys);
    }
    return keys;
  }

  /** The match seed itself (server side: the practice bot's own random stream derives from it). */
  matchSeed(matchId: string, playerSeeds: readonly string[]): Uint8Array {
    return matchSeedFrom(
      this.require(matchId).master,
      matchId,
      playerSeeds.map((seed) => parseSeedHex(seed, 'player seed')),
    );
  }
}
