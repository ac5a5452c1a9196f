import type { GameDecider, Message, RandomSource, RuleViolation, Seat } from './decider.js';
import { createRandomSource, keysFromMatchSeed, type KeyFor } from './random.js';
import { seedFromNumber } from './reached-decision.js';
import { isRuleViolation } from './violation.js';

type TableModule<State, Command extends Message, Event extends Message> = Pick<
  GameDecider<State, Command, Event, unknown, unknown>,
  'decide' | 'evolve' | 'legalCommands' | 'randomCounters'
>;

/**
 * A seeded table for a game's engine tests: the state, the event log and a command runner. Each
 * command draws from the counters its state carries, as the platform does; a refusal changes nothing.
 */
export class EngineTable<State, Command extends Message, Event extends Message> {
  readonly events: Event[] = [];
  readonly keyFor: KeyFor;

  constructor(
    private readonly engine: TableModule<State, Command, Event>,
    public state: State,
    seed = 1,
  ) {
    this.keyFor = keysFromMatchSeed(seedFromNumber(seed));
  }

  /**
   * What the next command draws from: the match's seeded source at the counters the state carries,
   * as the platform does. A game whose rules turn on dice faces may script them instead.
   */
  protected randomSource(): RandomSource {
    return createRandomSource({ keyFor: this.keyFor, counters: this.engine.randomCounters(this.state) });
  }

  /** Decides a command and, unless refused, folds its events into the state and the log. */
  try(command: Command): readonly Event[] | RuleViolation {
    const decided = this.engine.decide(command, this.state, { random: this.randomSource() });
    if (isRuleViolation(decided)) return decided;
    for (const event of decided) this.state = this.engine.evolve(this.state, event);
    this.events.push(...decided);
    return decided;
  }

  /** Plays a command that must be accepted. */
  run(command: Command): readonly Event[] {
    const out = this.try(command);
    if (isRuleViolation(out)) throw new Error(`refused ${JSON.stringify(command)}: ${out.code}`);
    return out;
  }

  /**
   * The code `command` is refused with, or 'accepted' once it is played. A refusal must change
   * nothing: the state is compared as JSON, so a decide that edits it in place is caught.
   */
  refusalCode(command: Command): string {
    const before = JSON.stringify(this.state);
    const out = this.try(command);
    if (!isRuleViolation(out)) return 'accepted';
    if (JSON.stringify(this.state) !== before) throw new Error(`refusing ${command.type} changed the state`);
    return out.code;
  }

  legal(seat: Seat): readonly Command[] {
    return this.engine.legalCommands(this.state, seat);
  }
}
