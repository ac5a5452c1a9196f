import { EngineTable } from '@cronica/rules-kernel';
import type { EcgCommand } from '../engine/commands.js';
import type { EcgEvent } from '../engine/events.js';
import type { EcgSetup, EcgState } from '../engine/state.js';
import { ecg } from '../module/ecg.js';

/** A seeded table for engine tests: the state, the event log, and a command runner. */
export class Table extends EngineTable<EcgState, EcgCommand, EcgEvent> {
  readonly initial: EcgState;

  constructor(setup: EcgSetup, seed = 1) {
    const initial = ecg.initialState(setup);
    super(ecg, initial, seed);
    this.initial = initial;
  }
}
