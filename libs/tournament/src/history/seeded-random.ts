import { createRandomSource, keysFromMatchSeed } from '@cronica/rules-kernel';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Every random choice of a tournament (round-1 pairings, the last standings tiebreaker) comes
 * from its seed through the kernel's HMAC-SHA256 streams, so the same event log and seed give
 * the same result on every machine. The seed itself is never shown to players.
 */
export type TournamentSeed = string | number;

export function tournamentSeedBytes(seed: TournamentSeed): Uint8Array {
  return sha256(utf8ToBytes(`cronica/tournament-seed/v1\u0000${String(seed)}`));
}

/** A deterministic shuffle of `items` under `label` (items are sorted by key first). */
export function seededShuffle<T>(seed: TournamentSeed, label: string, items: readonly T[], key: (item: T) => string): T[] {
  const sorted = [...items].sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
  const source = createRandomSource({ keyFor: keysFromMatchSeed(tournamentSeedBytes(seed)) });
  return source.shuffle(label, sorted);
}

/** Position of each id in a seeded shuffle: the "random" tiebreaker (002 C.2.4.1). */
export function seededPositions(seed: TournamentSeed, label: string, ids: readonly string[]): Map<string, number> {
  return new Map(seededShuffle(seed, label, ids, (id) => id).map((id, index) => [id, index]));
}
