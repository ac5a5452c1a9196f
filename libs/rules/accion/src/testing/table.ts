import {
  EngineTable,
  isRuleViolation,
  type RandomDraw,
  type RandomSource,
  type RuleViolation,
  type Seat,
} from '@cronica/rules-kernel';
import { expect } from 'vitest';
import type { Card } from '../cards.js';
import type { AccionCommand, CardRef } from '../encounter/commands.js';
import type { AccionEvent, AccionEventType, EventOf } from '../encounter/events.js';
import { evolve } from '../encounter/evolve.js';
import { initialState } from '../encounter/initial.js';
import type { AccionState, ActorId, EnemyState, PlayerState } from '../encounter/state.js';
import { isPlayerId, playerId, seatOfPlayer } from '../encounter/state.js';
import { encounterOptions, type AccionOptionsInput, type AttackKind, type Square } from '../options.js';
import { createSetup } from '../setup.js';
import { accion } from '../module.js';

/**
 * Given/when/then for the rules: stage an encounter (hands, squares, whose turn), send one
 * command with the dice it will roll, and read the events. Dice are scripted: each `dice:*` draw
 * takes the next face given (a d8 showing 5 is written 5); shuffles keep the order.
 */

export function scriptedRandom(faces: readonly number[] = []): RandomSource & { readonly left: () => number } {
  const queue = [...faces];
  const counters = new Map<string, number>();
  let draws: RandomDraw[] = [];
  const next = (label: string) => {
    const from = counters.get(label) ?? 0;
    counters.set(label, from + 1);
    return from;
  };
  return {
    int(label, bound) {
      const from = next(label);
      const face = label.startsWith('dice:') ? queue.shift() : 1;
      if (face === undefined) throw new Error(`the scenario rolled more dice than scripted (${label})`);
      if (face < 1 || face > bound) throw new Error(`scripted face ${face} outside 1..${bound} for ${label}`);
      draws.push({ kind: 'int', label, from, count: 1, bound, value: face - 1 });
      return face - 1;
    },
    shuffle<T>(label: string, items: readonly T[]): T[] {
      const from = next(label);
      draws.push({ kind: 'shuffle', label, from, count: 1, size: items.length, permutation: items.map((_, i) => i) });
      return [...items];
    },
    takeDraws() {
      const out = draws;
      draws = [];
      return out;
    },
    left: () => queue.length,
  };
}

export interface Given {
  readonly options?: AccionOptionsInput;
  /** Players besides the GM (default 2). */
  readonly players?: number;
  readonly hands?: Partial<Record<ActorId, readonly Card[]>>;
  readonly decks?: Partial<Record<ActorId, readonly Card[]>>;
  readonly at?: Partial<Record<ActorId, Square>>;
  readonly hp?: Partial<Record<ActorId, number>>;
  readonly mp?: Partial<Record<number, number>>;
  readonly player?: Partial<Record<number, Partial<PlayerState>>>;
  readonly enemy?: Partial<Record<string, Partial<EnemyState>>>;
  /** Whose turn it is (default p1), and with how many actions (default 3). */
  readonly turn?: ActorId;
  readonly actions?: number;
}

/** An encounter's table: the seeded table every game's engine tests use, its dice scripted per command. */
export class Table extends EngineTable<AccionState, AccionCommand, AccionEvent> {
  private dice = scriptedRandom();

  constructor(state: AccionState) {
    super(accion, state);
  }

  protected override randomSource(): RandomSource {
    return this.dice;
  }

  /** Sends a command that must be accepted, rolling exactly `dice`; returns its events. */
  when(command: AccionCommand, dice: readonly number[] = []): AccionEvent[] {
    this.dice = scriptedRandom(dice);
    const out = this.run(command);
    expect(this.dice.left(), 'every scripted die is rolled').toBe(0);
    return [...out];
  }

  /** Sends a command that must be refused (whatever the dice would show), and checks the state did not change. */
  refused(command: AccionCommand): RuleViolation {
    this.dice = scriptedRandom([1, 1, 1, 1, 1, 1, 1, 1]);
    const snapshot = JSON.stringify(this.state);
    const out = this.try(command);
    if (!isRuleViolation(out)) throw new Error(`${command.type} was accepted`);
    expect(JSON.stringify(this.state)).toBe(snapshot);
    return out;
  }

  player(seat: Seat): PlayerState {
    return this.state.players.find((p) => p.seat === seat)!;
  }

  enemy(id: string): EnemyState {
    return this.state.enemies.find((e) => e.id === id)!;
  }
}

export function eventsOf<T extends AccionEventType>(events: readonly AccionEvent[], type: T): EventOf<T>[] {
  return events.filter((e): e is EventOf<T> => e.type === type);
}

/** An encounter that has started (identity shuffles), staged as `given` says, at the start of a turn. */
export function given(g: Given = {}): Table {
  const options = encounterOptions(g.options ?? {});
  const setup = createSetup([null, ...Array.from({ length: g.players ?? 2 }, () => null)], options);
  if (isRuleViolation(setup)) throw new Error(`setup refused: ${setup.code}`);
  const t = new Table(initialState(setup));
  t.when({ type: 'StartEncounter', data: { seat: 0 } });
  t.state = stage(t.state, g);
  return t;
}

function stage(state: AccionState, g: Given): AccionState {
  const players = state.players.map((p): PlayerState => {
    const id = playerId(p.seat);
    return {
      ...p,
      ...(g.hands?.[id] ? { hand: g.hands[id]! } : {}),
      ...(g.decks?.[id] ? { deck: g.decks[id]! } : {}),
      ...(g.at?.[id] ? { at: g.at[id]! } : {}),
      ...(g.hp?.[id] !== undefined ? { hp: g.hp[id]! } : {}),
      ...(g.mp?.[p.seat] !== undefined ? { mp: g.mp[p.seat]! } : {}),
      ...(g.player?.[p.seat] ?? {}),
    };
  });
  const enemies = state.enemies.map((e): EnemyState => ({
    ...e,
    ...(g.hands?.[e.id] ? { hand: g.hands[e.id]! } : {}),
    ...(g.decks?.[e.id] ? { deck: g.decks[e.id]! } : {}),
    ...(g.at?.[e.id] ? { at: g.at[e.id]! } : {}),
    ...(g.hp?.[e.id] !== undefined ? { hp: g.hp[e.id]! } : {}),
    ...(g.enemy?.[e.id] ?? {}),
  }));
  const actor = g.turn ?? 'p1';
  const base: AccionState = {
    ...state,
    players,
    enemies,
    phase: 'turn',
    tied: null,
    handoff: null,
    round: 1,
    acted: [],
    passed: [],
  };
  const started = evolve(base, { type: 'TurnStarted', data: { actor, actions: g.actions ?? actionsOf(base, actor) } });
  return started;
}

function actionsOf(state: AccionState, actor: ActorId): number {
  return isPlayerId(actor)
    ? state.players.find((p) => p.seat === seatOfPlayer(actor))!.nextTurnActions
    : state.enemies.find((e) => e.id === actor)!.actions;
}

export const cmd = <T extends AccionCommand['type']>(
  type: T,
  seat: Seat,
  data: Omit<Extract<AccionCommand, { type: T }>['data'], 'seat'> = {} as never,
): AccionCommand => ({ type, data: { seat, ...data } }) as AccionCommand;

/**
 * `seat`'s attack on `target`, physical unless `kind` says otherwise, playing `cards`: a hand card
 * by its code, any other as the command refers to it (a table slot, the flank).
 */
export const attackWith = (
  seat: Seat,
  target: string,
  cards: readonly (string | CardRef)[],
  kind: AttackKind = 'physical',
): AccionCommand =>
  cmd('Attack', seat, {
    target,
    kind,
    cards: cards.map((card): CardRef => (typeof card === 'string' ? { from: 'hand', card } : card)),
  });

/**
 * The archer's turn with one hero in the far corner and the bandit two squares from the archer:
 * a GM bot chooses between stepping and shooting.
 */
export const archerTurn = (g: Omit<Given, 'players' | 'turn' | 'at'> = {}): Table =>
  given({ players: 1, turn: 'arquera', at: { p1: [0, 4], bandido: [2, 0], arquera: [4, 0] }, ...g });

/**
 * An encounter with one hero (seat 1), with no MP unless `g` says otherwise: a hero with only
 * cards and actions to play, for the bots to plan with or against.
 */
export const loneHero = (g: Omit<Given, 'players'> = {}): Table => given({ players: 1, mp: { 1: 0 }, ...g });

/** The lone hero in one corner, the bandit and the archer side by side in the opposite one. */
export const heroAcrossFromEnemies = (g: Omit<Given, 'players' | 'at'> = {}): Table =>
  loneHero({ at: { p1: [0, 4], bandido: [4, 0], arquera: [3, 0] }, ...g });
