import {
  createRandomSource,
  isRuleViolation,
  keysFromMatchSeed,
  type RuleViolation,
  type Seat,
} from '@cronica/rules-kernel';
import type { BladesCommand } from '../engine/commands.js';
import type { BladesEvent } from '../engine/events.js';
import { bladesOfAsh } from '../engine/module.js';
import type { BladesSetup, BladesState } from '../engine/state.js';
import type { FormatOptions } from '../engine/format.js';
import { fixtureDeck, heroesAlba, heroesCuervo } from './fixtures.js';

/** A seeded table for engine tests: state, the event log, and a command runner. */
export class Table {
  state: BladesState;
  readonly initial: BladesState;
  readonly events: BladesEvent[] = [];
  readonly keyFor: ReturnType<typeof keysFromMatchSeed>;

  constructor(setup: BladesSetup, seed: number) {
    this.initial = bladesOfAsh.initialState(setup);
    this.state = this.initial;
    const bytes = new Uint8Array(32);
    new DataView(bytes.buffer).setUint32(0, seed >>> 0);
    this.keyFor = keysFromMatchSeed(bytes);
  }

  try(command: BladesCommand): readonly BladesEvent[] | RuleViolation {
    const random = createRandomSource({ keyFor: this.keyFor, counters: bladesOfAsh.randomCounters(this.state) });
    const decided = bladesOfAsh.decide(command, this.state, { random });
    if (isRuleViolation(decided)) return decided;
    for (const e of decided) this.state = bladesOfAsh.evolve(this.state, e);
    this.events.push(...decided);
    return decided;
  }

  run(command: BladesCommand): readonly BladesEvent[] {
    const out = this.try(command);
    if (isRuleViolation(out)) throw new Error(`refused ${JSON.stringify(command)}: ${out.code}`);
    return out;
  }

  legal(seat: Seat): readonly BladesCommand[] {
    return bladesOfAsh.legalCommands(this.state, seat);
  }

  /** Seats with something to do now. */
  waiting(): Seat[] {
    return ([0, 1] as const).filter((s) => this.legal(s).length > 0);
  }
}

/** A setup holding the cards themselves (the engine tests' inline heroes are in no deck list). */
export type CardSetup = BladesSetup & { readonly players: NonNullable<BladesSetup['players']> };

export function fixtureSetup(format?: Partial<FormatOptions>): CardSetup {
  return {
    players: [
      { faction: 'orden-del-alba', heroes: heroesAlba, actions: fixtureDeck() },
      { faction: 'corte-del-cuervo', heroes: heroesCuervo, actions: fixtureDeck() },
    ],
    format,
  };
}

/** Plays `choose` for whoever must act until the skirmish ends or `maxSteps` commands. */
export function playOut(
  table: Table,
  choose: (legal: readonly BladesCommand[], step: number) => BladesCommand,
  maxSteps = 5000,
): number {
  let steps = 0;
  while (table.state.result === null && steps < maxSteps) {
    const seats = table.waiting();
    if (seats.length === 0) throw new Error(`nobody can act in phase ${table.state.phase}`);
    const seat = seats[steps % seats.length]!;
    table.run(choose(table.legal(seat), steps));
    steps += 1;
  }
  return steps;
}
