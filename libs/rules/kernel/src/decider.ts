import type { Localized } from '@cronica/util';

/**
 * The decider every game implements. Pure and synchronous: no I/O, no Date, no Math.random, no
 * globals. All randomness comes from `ctx.random`. `GameDecider` (game-module.ts) extends it with
 * what the platform needs to run the game (command schema, describer, setup, bots, reports).
 */

/** Messages are `{ type, data, metadata }`; events are past tense, commands imperative. */
export interface Message<Type extends string = string, Data = unknown, Metadata = MessageMetadata> {
  readonly type: Type;
  readonly data: Data;
  readonly metadata?: Metadata;
}

export interface MessageMetadata {
  /** Random outcomes this event consumed, so `evolve` never draws and a verifier re-derives them. */
  readonly random?: readonly RandomDraw[];
  readonly [key: string]: unknown;
}

export type Seat = number;

export type Viewer =
  { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'spectator' } | { readonly kind: 'judge' };

/** One draw from the seeded generator, recorded in the event that consumed it. */
export type RandomDraw =
  | {
      readonly kind: 'int';
      readonly label: string;
      readonly from: number;
      readonly count: number;
      readonly bound: number;
      readonly value: number;
    }
  | {
      readonly kind: 'shuffle';
      readonly label: string;
      readonly from: number;
      readonly count: number;
      readonly size: number;
      readonly permutation: readonly number[];
    };

/** Deterministic randomness handed to `decide`; every draw is recorded for the event being built. */
export interface RandomSource {
  /** Unbiased integer in [0, bound) (rejection sampling). */
  int(label: string, bound: number): number;
  /** Fisher–Yates shuffle; returns a new array. */
  shuffle<T>(label: string, items: readonly T[]): T[];
  /** Draws made since the last call; the decider attaches them to the event that used them. */
  takeDraws(): RandomDraw[];
}

export interface DecideContext {
  readonly random: RandomSource;
}

/** A refusal is data, never an exception; the state is unchanged. */
export interface RuleViolation {
  readonly kind: 'RuleViolation';
  readonly code: string;
  readonly command: unknown;
  readonly message: Localized;
}

export type GameResult =
  | { readonly outcome: 'win'; readonly winner: Seat; readonly reason: string }
  | { readonly outcome: 'draw'; readonly reason: string };

/** A field of an event that only some viewers may read (a drawn card, a secret pick). */
export interface EventSecret {
  /** Path into `event.data`. */
  readonly path: readonly (string | number)[];
  /** Seats allowed to read it before the reveal; judges always can. */
  readonly visibleTo: readonly Seat[];
}

export interface GameDecider<State, Command extends Message, Event extends Message, View, Setup> {
  readonly id: string;
  readonly version: string;
  initialState(setup: Setup): State;
  decide(command: Command, state: State, ctx: DecideContext): readonly Event[] | RuleViolation;
  evolve(state: State, event: Event): State;
  legalCommands(state: State, seat: Seat): readonly Command[];
  view(state: State, viewer: Viewer): View;
  result(state: State): GameResult | null;
  /** The seat a command is sent for (the server derives it from the session, never from input). */
  seatOf(command: Command): Seat;
  /**
   * The next counter per label, so the next command's draws continue each stream. `evolve`
   * advances them from every event's `metadata.random` (`advanceCounters` in random.ts).
   */
  randomCounters(state: State): Readonly<Record<string, number>>;
  /** Fields of an event hidden from some viewers (redacted in views and public replays). */
  secrets(event: Event): readonly EventSecret[];
}
