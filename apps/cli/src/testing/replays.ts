import type { ReplaySigner, ReplayWriter } from '@cronica/replay';
import { moduleFor } from '../games.js';
import { benchMatchReplay } from '../commands/bench-replay.js';

/** A sealed replay of a real game's bot match (Blades of Ash), as the CLI's tests need one. */
export function gameReplay(signer: ReplaySigner, matchId: string): ReplayWriter<unknown> {
  return benchMatchReplay(moduleFor('blades-of-ash', {}), signer, {}, matchId);
}
