import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { keysFromMatchSeed, type KeyFor } from '@cronica/rules-kernel';
import { matchSeedFrom, parseSeedHex, replayKeys, type ReplayKeys } from '@cronica/replay';
import { API_DB, type ApiDb } from '../store/api-db.js';

/**
 * The secret master seed of each match: drawn with a CSPRNG at
 * creation and kept only here, in the API's own database under DATA_DIR — never in an event, a
 * view, a log or a response. The match's first event carries only its commitment. Written before
 * the first event is appended, so an acknowledged match always has its seed.
 */
export const MATCH_SEEDS_TABLE = 'match_master_seeds';

export interface MatchKeys {
  readonly master: Uint8Array;
  readonly replay: ReplayKeys;
}

@Injectable()
export class MatchSecrets {
  private readonly cache = new Map<string, MatchKeys>();
  private readonly gameKeys = new Map<string, KeyFor>();

  constructor(@Inject(API_DB) private readonly db: ApiDb) {
    db.exec(`CREATE TABLE IF NOT EXISTS ${MATCH_SEEDS_TABLE} (
      match_id TEXT PRIMARY KEY,
      master TEXT NOT NULL,
      created_at INTEGER NOT NULL
    )`);
  }

  /** The match's master seed, drawn now if it has none (a retried creation reuses it). */
  masterFor(matchId: string): MatchKeys {
    const known = this.find(matchId);
    if (known) return known;
    this.db
      .prepare(`INSERT OR IGNORE INTO ${MATCH_SEEDS_TABLE} (match_id, master, created_at) VALUES (?, ?, ?)`)
      .run(matchId, randomBytes(32).toString('hex'), Date.now());
    return this.find(matchId)!;
  }

  find(matchId: string): MatchKeys | undefined {
    const cached = this.cache.get(matchId);
    if (cached) return cached;
    const row = this.db.prepare(`SELECT master FROM ${MATCH_SEEDS_TABLE} WHERE match_id = ?`).get(matchId) as
      { master: string } | undefined;
    if (!row) return undefined;
    const master = parseSeedHex(row.master, 'master seed');
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

  require(matchId: string): MatchKeys {
    const keys = this.find(matchId);
    if (!keys) throw new Error(`match ${matchId} has no master seed`);
    return keys;
  }
}
