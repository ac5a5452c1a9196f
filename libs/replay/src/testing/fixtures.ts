import { fromHex } from '../bytes.js';
import { diceRace } from '@cronica/dice-race';
import { simulateDiceRace, type DiceRaceSimulation } from './dice-race.js';
import { createPortableSigner } from '../signature.js';
import type { GameCatalog } from '../verify/rules.js';
import { verifyReplay, type VerifyReport } from '../verify/verify-replay.js';

/** RFC 8032, section 7.1, test 1: a known Ed25519 key pair. */
export const RFC8032_SECRET = fromHex('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60');
export const RFC8032_PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';

export const signer = createPortableSigner(RFC8032_SECRET);
export const games: GameCatalog = { [diceRace.id]: diceRace };

/** A replay file verified as anyone would: the registered test game and the fixture's public key. */
export const verifyWithFixtureKey = (text: string): VerifyReport =>
  verifyReplay(text, { games, publicKeys: [RFC8032_PUBLIC] });

/** The names of the checks a report failed, sorted. */
export const failedChecks = (report: VerifyReport): string[] =>
  Object.entries(report.checks)
    .filter(([, check]) => check.status === 'failed')
    .map(([name]) => name)
    .sort();

export function simulated(seed = 'fixture', options: Partial<DiceRaceSimulation> = {}) {
  return simulateDiceRace({ seed, signer, ...options });
}

export const lines = (text: string): Record<string, unknown>[] =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
