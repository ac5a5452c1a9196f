import { createRandomSource, EngineTable, isRuleViolation } from '@cronica/rules-kernel';
import { readyWotDeck } from '../content/decks.js';
import type { WotCommand } from '../engine/commands.js';
import { Emitter } from '../engine/emitter.js';
import { advance } from '../engine/flow.js';
import type { WotEvent } from '../engine/events.js';
import { warlordsOfTerra } from '../engine/module.js';
import { WotOptionsSchema, type WotOptionsInput } from '../engine/options.js';
import type { WotSetup, WotState } from '../engine/state.js';

/** A seeded table for engine tests: the state, the event log and a command runner. */
export class Table extends EngineTable<WotState, WotCommand, WotEvent> {
  constructor(state: WotState, seed = 1) {
    super(warlordsOfTerra, state, seed);
  }

  /** Runs what the engine does by itself from a staged state (as after any command). */
  settle(): this {
    const random = createRandomSource({ keyFor: this.keyFor, counters: warlordsOfTerra.randomCounters(this.state) });
    const em = new Emitter(this.state, random);
    advance(em);
    if (random.takeDraws().length > 0) throw new Error('settling a staged state drew randomness');
    this.state = em.state;
    this.events.push(...em.events);
    return this;
  }

  /** Event types emitted since `from` (an index into `events`). */
  typesSince(from: number): string[] {
    return this.events.slice(from).map((e) => e.type);
  }
}

export const DEFAULT_DECKS = ['horda-de-grask', 'bosque-de-lirael'] as const;

export function setupOf(options: WotOptionsInput = {}, decks: readonly [string, string] = DEFAULT_DECKS): WotSetup {
  const lists = decks.map((id) => readyWotDeck(id)!.deck);
  const setup = warlordsOfTerra.setup.create(lists, WotOptionsSchema.parse(options));
  if (isRuleViolation(setup)) throw new Error(setup.message.en);
  return setup;
}

/** A new match, before the pre-sideboard step of the first game. */
export function newTable(
  options: WotOptionsInput = {},
  seed = 1,
  decks: readonly [string, string] = DEFAULT_DECKS,
): Table {
  return new Table(warlordsOfTerra.initialState(setupOf(options, decks)), seed);
}

/** Both players ready and keeping their hands: the first player's resource phase of turn 1. */
export function startedTable(
  options: WotOptionsInput = {},
  seed = 1,
  decks: readonly [string, string] = DEFAULT_DECKS,
): Table {
  const t = newTable(options, seed, decks);
  t.run({ type: 'ConfirmDeck', data: { seat: 0 } });
  t.run({ type: 'ConfirmDeck', data: { seat: 1 } });
  t.run({ type: 'KeepHand', data: { seat: 0 } });
  t.run({ type: 'KeepHand', data: { seat: 1 } });
  return t;
}

/** What a command of `type` carries. */
type DataOf<T extends WotCommand['type']> = Extract<WotCommand, { type: T }>['data'];

/** The data of seat 0's legal commands of `type` that `keep` accepts, in the order the engine lists them. */
export function legalData<T extends WotCommand['type']>(
  t: Table,
  type: T,
  keep: (data: DataOf<T>) => boolean = () => true,
): DataOf<T>[] {
  return t.legal(0).flatMap((c) => (c.type === type && keep(c.data as DataOf<T>) ? [c.data as DataOf<T>] : []));
}
