import { createRandomSource, keysFromMatchSeed } from '@cronica/rules-kernel';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Every random choice of a tournament (round-1 pairings, who meets whom inside a score group, the
 * last standings tiebreaker) comes from its seed, so the same event log and seed give the same
 * result on every machine. The seed stays secret while the event runs and is revealed when it
 * ends (`TournamentEnded.seed`), so anyone can re-derive every draw offline.
 */
export type TournamentSeed = string | number;

export function tournamentSeedBytes(seed: TournamentSeed): Uint8Array {
  return sha256(utf8ToBytes(`cronica/tournament-seed/v1\u0000${String(seed)}`));
}

/** A deterministic shuffle of `items` under `label` (items are sorted by key first). */
export function seededShuffle<T>(
  seed: TournamentSeed,
  label: string,
  items: readonly T[],
  key: (item: T) => string,
): T[] {
  const sorted = [...items].sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
  const source = createRandomSource({ keyFor: keysFromMatchSeed(tournamentSeedBytes(seed)) });
  return source.shuffle(label, sorted);
}

/**
 * A player's draw under `label`: SHA-256(seed bytes ‖ label ‖ 0 ‖ id), in hex. Sorting by it is a
 * random order that does not depend on who else is listed, so adding a late entry or removing a
 * no-show never reshuffles everyone else (an offline re-check sees the same order).
 */
export function seededKey(seedBytes: Uint8Array, label: string, id: string): string {
  return bytesToHex(sha256(concatBytes(seedBytes, utf8ToBytes(label), new Uint8Array([0]), utf8ToBytes(id))));
}

/** Ids in their seeded random order under `label` (first = drawn first). */
export function seededOrder(seed: TournamentSeed, label: string, ids: readonly string[]): string[] {
  const bytes = tournamentSeedBytes(seed);
  const keyed = ids.map((id) => ({ id, key: seededKey(bytes, label, id) }));
  keyed.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return keyed.map((k) => k.id);
}

/** Position of each id in its seeded order: the "random" tiebreaker (002 C.2.4.1). */
export function seededPositions(seed: TournamentSeed, label: string, ids: readonly string[]): Map<string, number> {
  return new Map(seededOrder(seed, label, ids).map((id, index) => [id, index]));
}
