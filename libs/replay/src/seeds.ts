import { deriveSubSeed, randomFamily } from '@cronica/rules-kernel';
import { fromHex, hmacBytes, isHex, sha256Hex, toHex } from './bytes.js';

/**
 * Fair randomness, the server's side: the server commits to a
 * secret master seed before anyone acts, each player then contributes a seed, and the match seed
 * mixes them all, so neither the server nor a player can steer outcomes. The kernel derives one
 * sub-seed per label family from the match seed (`deriveSubSeed`), so each can be revealed on
 * its own schedule (`REVEAL_POLICY`).
 */
export const SEED_ALGORITHM = 'cronica/seed/v1';
const MASTER_COMMIT_DOMAIN = 'cronica/seed-commit/v1';
const SUB_SEED_COMMIT_DOMAIN = 'cronica/sub-seed-commit/v1';
const MATCH_SEED_DOMAIN = 'cronica/match-seed/v1';
export const SEED_BYTES = 32;

const SALT_KEY_DOMAIN = 'cronica/replay/salt-key/v1';
const STATE_KEY_DOMAIN = 'cronica/replay/state-key/v1';

/** SHA-256("cronica/seed-commit/v1" ‖ 0 ‖ matchId ‖ 0 ‖ master): published in the header. */
export function masterSeedCommitment(master: Uint8Array, matchId: string): string {
  assertSeed(master, 'master seed');
  return sha256Hex(MASTER_COMMIT_DOMAIN, matchId, master);
}

/** HMAC-SHA256(master, "cronica/match-seed/v1" ‖ 0 ‖ matchId ‖ 0 ‖ seed₀ ‖ seed₁ ‖ …), seats in order. */
export function matchSeedFrom(master: Uint8Array, matchId: string, playerSeeds: readonly Uint8Array[]): Uint8Array {
  assertSeed(master, 'master seed');
  playerSeeds.forEach((seed, seat) => assertSeed(seed, `player seed of seat ${seat}`));
  const joined = new Uint8Array(playerSeeds.length * SEED_BYTES);
  playerSeeds.forEach((seed, seat) => joined.set(seed, seat * SEED_BYTES));
  return hmacBytes(master, MATCH_SEED_DOMAIN, matchId, joined);
}

export function subSeedCommitment(subSeed: Uint8Array, matchId: string, family: string): string {
  return sha256Hex(SUB_SEED_COMMIT_DOMAIN, matchId, family, subSeed);
}

function assertSeed(seed: Uint8Array, what: string): void {
  if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES)
    throw new RangeError(`${what} must be ${SEED_BYTES} bytes`);
}

/** The families committed at match start: dice and one deck per seat, plus any the game adds. */
export function committedFamilies(seats: number, extra: readonly string[] = []): string[] {
  const decks = Array.from({ length: seats }, (_, seat) => `deck:seat${seat}`);
  return [...new Set(['dice', ...decks, ...extra.map(randomFamily)])].sort();
}

export function subSeedCommitments(
  matchSeed: Uint8Array,
  matchId: string,
  families: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    families.map((family) => [family, subSeedCommitment(deriveSubSeed(matchSeed, family), matchId, family)]),
  );
}

/**
 * Keys the replay derives from the master seed alone (known from match creation, before the
 * players' seeds): the salts of hidden fields and the keyed state hashes. Judges, who get the
 * master seed at match end, can recompute both; nobody else can.
 */
export interface ReplayKeys {
  readonly saltKey: Uint8Array;
  readonly stateKey: Uint8Array;
}

export function replayKeys(master: Uint8Array, matchId: string): ReplayKeys {
  assertSeed(master, 'master seed');
  return {
    saltKey: hmacBytes(master, SALT_KEY_DOMAIN, matchId),
    stateKey: hmacBytes(master, STATE_KEY_DOMAIN, matchId),
  };
}

export function parseSeedHex(text: unknown, what: string): Uint8Array {
  if (!isHex(text, SEED_BYTES)) throw new RangeError(`${what} must be ${SEED_BYTES} bytes of lowercase hex`);
  return fromHex(text);
}

export { toHex as seedHex };
