import { EngineTable, isRuleViolation } from '@cronica/rules-kernel';
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

  /** The refusal code of a command, checking the state is left as it was. */
  refusal(command: EcgCommand): string {
    const before = this.state;
    const out = this.try(command);
    if (!isRuleViolation(out)) return 'accepted';
    if (this.state !== before) throw new Error('a refusal changed the state');
    return out.code;
  }
}
