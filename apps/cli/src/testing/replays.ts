import type { CheckName, CheckStatus, ReplaySigner, ReplayWriter } from '@cronica/replay';
import { moduleFor } from '../games.js';
import { benchMatchReplay } from '../commands/bench-replay.js';

/** A sealed replay of a real game's bot match (Blades of Ash), as the CLI's tests need one. */
export function gameReplay(signer: ReplaySigner, matchId: string): ReplayWriter<unknown> {
  return benchMatchReplay(moduleFor('blades-of-ash', {}), signer, {}, matchId);
}

/** The checks a replay's verification reports, in the order it reports them. */
export const REPLAY_CHECKS: readonly CheckName[] = ['chain', 'signature', 'seed', 'rules', 'result', 'judging'];

/** Each check's status, in that order, on a replay that verified in full. */
export const EVERY_CHECK_PASSED: readonly CheckStatus[] = REPLAY_CHECKS.map(() => 'passed');
