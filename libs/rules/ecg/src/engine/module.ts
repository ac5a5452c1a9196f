import { seatSecrets, type GameDecider, type GameResult } from '@cronica/rules-kernel';
import { seatOf, type EcgCommand } from './commands.js';
import { decide } from './decide.js';
import type { EcgEvent } from './events.js';
import { evolve } from './evolve.js';
import { legalCommands } from './legal.js';
import { initialState, type EcgSetup, type EcgState } from './state.js';
import { view, type EcgView } from './view.js';

/**
 * Event fields only some seats may read: a player's draws and discards from hand ("Descarte y
 * Exilio": the rival never sees a player's discard). Judges always can.
 */
export const secrets = seatSecrets<EcgEvent>({ CardsDrawn: ['cards'], CardsDiscarded: ['cards'] });

export const result = (state: EcgState): GameResult | null => state.result;
export const randomCounters = (state: EcgState): Readonly<Record<string, number>> => state.random;

/** ECG v1.0 (004_e0e2bf9ed9dd62bf.txt): the decider record. */
export const ecgDecider: GameDecider<EcgState, EcgCommand, EcgEvent, EcgView, EcgSetup> = {
  id: 'ecg',
  version: '1.0.0',
  initialState,
  decide,
  evolve,
  legalCommands,
  view,
  result,
  seatOf,
  randomCounters,
  secrets,
};
