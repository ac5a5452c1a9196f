import {
  advanceCounters,
  type DeckList,
  type EndReasonWords,
  type GameResult,
  type Message,
  type RandomDraw,
  type Seat,
} from '@cronica/rules-kernel';
import { localized as l } from '@cronica/util';

/**
 * Dice race, a small test game that proves a new game needs only a library, a registry line and
 * a board. Two players race to a target score. Seat 0 starts the race: both decks are shuffled and
 * each player draws 2 cards (numbers 1–9). Then, in turn, a player rolls a die (adds 1–6) or plays
 * a card from hand (adds its value, then draws one). The first to reach the target wins.
 * It carries every kind of thing a replay must: public dice, shuffled decks whose order nobody
 * sees, and drawn cards only their owner sees.
 */
export interface DiceRaceSetup {
  readonly target: number;
  /** Card values per seat, before shuffling. */
  readonly decks: readonly (readonly number[])[];
  /** The deck lists the values came from, when the match was set up from lists (for verifiers). */
  readonly lists?: readonly (DeckList | null)[];
}

export interface DiceRaceState {
  readonly target: number;
  readonly started: boolean;
  readonly turn: Seat;
  readonly scores: readonly number[];
  readonly decks: readonly (readonly number[])[];
  readonly hands: readonly (readonly number[])[];
  readonly result: GameResult | null;
  readonly counters: Readonly<Record<string, number>>;
}

export type DiceRaceEvent =
  | Message<'DecksShuffled', { sizes: number[] }>
  | Message<'HandDrawn', { seat: Seat; cards: number[] }>
  | Message<'DieRolled', { seat: Seat; value: number }>
  | Message<'CardPlayed', { seat: Seat; card: number }>
  | Message<'CardDrawn', { seat: Seat; card: number }>
  | Message<'RaceWon', { seat: Seat }>
  | Message<'RaceConceded', { seat: Seat }>;

export const HAND_SIZE = 2;

export function initialState(setup: DiceRaceSetup): DiceRaceState {
  return {
    target: setup.target,
    started: false,
    turn: 0,
    scores: setup.decks.map(() => 0),
    decks: setup.decks.map((deck) => [...deck]),
    hands: setup.decks.map(() => []),
    result: null,
    counters: {},
  };
}

const replaceAt = <T>(items: readonly T[], index: number, value: T): T[] =>
  items.map((item, i) => (i === index ? value : item));
const other = (seat: Seat, seats: number): Seat => (seat + 1) % seats;

function shuffled(state: DiceRaceState, draws: readonly RandomDraw[]): (readonly number[])[] {
  return state.decks.map((deck, seat) => {
    const draw = draws.find((d) => d.label === `deck:seat${seat}` && d.kind === 'shuffle');
    return draw?.kind === 'shuffle' ? draw.permutation.map((i) => deck[i]!) : deck;
  });
}

function scored(state: DiceRaceState, seat: Seat, points: number): DiceRaceState {
  return {
    ...state,
    scores: replaceAt(state.scores, seat, state.scores[seat]! + points),
    turn: other(seat, state.scores.length),
  };
}

export function evolve(state: DiceRaceState, event: DiceRaceEvent): DiceRaceState {
  const next = { ...state, counters: advanceCounters(state.counters, event.metadata?.random) };
  switch (event.type) {
    case 'DecksShuffled':
      return { ...next, started: true, decks: shuffled(state, (event.metadata?.random ?? []) as RandomDraw[]) };
    case 'HandDrawn':
      return {
        ...next,
        decks: replaceAt(state.decks, event.data.seat, state.decks[event.data.seat]!.slice(HAND_SIZE)),
        hands: replaceAt(state.hands, event.data.seat, event.data.cards),
      };
    case 'DieRolled':
      return scored(next, event.data.seat, event.data.value);
    case 'CardPlayed': {
      const hand = [...state.hands[event.data.seat]!];
      hand.splice(hand.indexOf(event.data.card), 1);
      return scored(
        { ...next, hands: replaceAt(state.hands, event.data.seat, hand) },
        event.data.seat,
        event.data.card,
      );
    }
    case 'CardDrawn':
      return {
        ...next,
        decks: replaceAt(state.decks, event.data.seat, state.decks[event.data.seat]!.slice(1)),
        hands: replaceAt(state.hands, event.data.seat, [...state.hands[event.data.seat]!, event.data.card]),
      };
    case 'RaceWon':
      return { ...next, result: { outcome: 'win', winner: event.data.seat, reason: TARGET_REACHED } };
    case 'RaceConceded':
      return {
        ...next,
        result: { outcome: 'win', winner: other(event.data.seat, state.scores.length), reason: 'concede' },
      };
  }
}

/** Why a race ends, in words; a concession is the platform's reason (`concede`). */
export const DICE_RACE_END_REASONS = {
  'target-reached': l('Llegó primero a la meta', 'Reached the target first'),
} satisfies EndReasonWords;

const TARGET_REACHED: keyof typeof DICE_RACE_END_REASONS = 'target-reached';
