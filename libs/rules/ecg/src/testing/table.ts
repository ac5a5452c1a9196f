import {
  createRandomSource,
  isRuleViolation,
  keysFromMatchSeed,
  type RuleViolation,
  type Seat,
} from '@cronica/rules-kernel';
import type { EcgCommand } from '../engine/commands.js';
import type { EcgEvent } from '../engine/events.js';
import type { EcgSetup, EcgState } from '../engine/state.js';
import { ecg } from '../module/ecg.js';

/** A seeded table for engine tests: the state, the event log, and a command runner. */
export class Table {
  state: EcgState;
  readonly initial: EcgState;
  readonly events: EcgEvent[] = [];
  readonly keyFor: ReturnType<typeof keysFromMatchSeed>;

  constructor(setup: EcgSetup, seed = 1) {
    this.initial = ecg.initialState(setup);
    this.state = this.initial;
    const bytes = new Uint8Array(32);
    new DataView(bytes.buffer).setUint32(0, seed >>> 0);
    this.keyFor = keysFromMatchSeed(bytes);
  }

  try(command: EcgCommand): readonly EcgEvent[] | RuleViolation {
    const random = createRandomSource({ keyFor: this.keyFor, counters: ecg.randomCounters(this.state) });
    const decided = ecg.decide(command, this.state, { random });
    if (isRuleViolation(decided)) return decided;
    for (const e of decided) this.state = ecg.evolve(this.state, e);
    this.events.push(...decided);
    return decided;
  }

  run(command: EcgCommand): readonly EcgEvent[] {
    const out = this.try(command);
    if (isRuleViolation(out)) throw new Error(`refused ${JSON.stringify(command)}: ${out.code}`);
    return out;
  }

  /** The refusal code of a command, checking the state is left as it was. */
  refusal(command: EcgCommand): string {
    const before = this.state;
    const out = this.try(command);
    if (!isRuleViolation(out)) return 'accepted';
    if (this.state !== before) throw new Error('a refusal changed the state');
    return out.code;
  }

  legal(seat: Seat): readonly EcgCommand[] {
    return ecg.legalCommands(this.state, seat);
  }
}
