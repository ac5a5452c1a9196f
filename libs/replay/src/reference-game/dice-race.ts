import {
  advanceCounters,
  violation,
  type DecideContext,
  type EventSecret,
  type GameDecider,
  type GameResult,
  type Message,
  type RandomDraw,
  type RuleViolation,
  type Viewer,
} from '@cronica/rules-kernel';
import { localized } from '@cronica/util';

/**
 * "Dice race", the replay format's reference game: a small but complete `GameDecider` with every
 * kind of thing a replay must carry — public dice, per-seat shuffled decks whose order nobody
 * sees, and drawn cards only their owner sees. Tests and `bench replay` use it where a real game
 * is not needed (or, for the benchmark, until Blades of Ash is playable). Rules: seat 0 starts the
 * match (both decks are shuffled, each player draws 2); then on their turn a player either rolls a
 * die (adds 1–6) or plays a card from hand (adds its value, then draws one); the first to reach
 * the target wins.
 */
export interface DiceRaceSetup {
  readonly target: number;
  /** Card values per seat, before shuffling. */
  readonly decks: readonly (readonly number[])[];
}

export interface DiceRaceState {
  readonly target: number;
  readonly started: boolean;
  readonly turn: number;
  readonly scores: readonly number[];
  readonly decks: readonly (readonly number[])[];
  readonly hands: readonly (readonly number[])[];
  readonly winner: number | null;
  readonly counters: Readonly<Record<string, number>>;
}

export type DiceRaceCommand =
  | Message<'StartMatch', { seat: number }>
  | Message<'RollDie', { seat: number }>
  | Message<'PlayCard', { seat: number; card: number }>;

export type DiceRaceEvent =
  | Message<'DecksShuffled', { sizes: number[] }>
  | Message<'HandDrawn', { seat: number; cards: number[] }>
  | Message<'DieRolled', { seat: number; value: number }>
  | Message<'CardPlayed', { seat: number; card: number }>
  | Message<'CardDrawn', { seat: number; card: number }>
  | Message<'RaceWon', { seat: number }>;

export interface DiceRaceView {
  readonly scores: readonly number[];
  readonly turn: number;
  readonly hand: readonly number[] | null;
  readonly handSizes: readonly number[];
  readonly deckSizes: readonly number[];
  readonly winner: number | null;
}

const HAND_SIZE = 2;

const refuse = (code: string, command: DiceRaceCommand, es: string, en: string): RuleViolation => violation(`dice-race.${code}`, command, localized(es, en));

function decide(command: DiceRaceCommand, state: DiceRaceState, ctx: DecideContext): readonly DiceRaceEvent[] | RuleViolation {
  const seat = command.data.seat;
  if (!Number.isSafeInteger(seat) || seat < 0 || seat >= state.scores.length) return refuse('unknown-seat', command, 'Ese asiento no existe.', 'That seat does not exist.');
  if (state.winner !== null) return refuse('over', command, 'La carrera ha terminado.', 'The race is over.');
  if (command.type === 'StartMatch') {
    if (state.started || seat !== 0) return refuse('cannot-start', command, 'Solo el asiento 0 inicia, una vez.', 'Only seat 0 starts, once.');
    return startMatch(state, ctx);
  }
  if (!state.started) return refuse('not-started', command, 'La carrera no ha empezado.', 'The race has not started.');
  if (seat !== state.turn) return refuse('not-your-turn', command, 'No es tu turno.', 'It is not your turn.');
  if (command.type === 'RollDie') {
    const value = ctx.random.int('dice:roll', 6) + 1;
    return withWin(state, seat, value, [{ type: 'DieRolled', data: { seat, value }, metadata: { random: ctx.random.takeDraws() } }]);
  }
  const hand = state.hands[seat]!;
  if (!hand.includes(command.data.card)) return refuse('card-not-in-hand', command, 'Esa carta no está en tu mano.', 'That card is not in your hand.');
  const played: DiceRaceEvent[] = [{ type: 'CardPlayed', data: { seat, card: command.data.card } }];
  const top = state.decks[seat]![0];
  if (top !== undefined) played.push({ type: 'CardDrawn', data: { seat, card: top } });
  return withWin(state, seat, command.data.card, played);
}

function startMatch(state: DiceRaceState, ctx: DecideContext): DiceRaceEvent[] {
  const shuffled = state.decks.map((deck, seat) => ctx.random.shuffle(`deck:seat${seat}`, deck));
  const events: DiceRaceEvent[] = [{ type: 'DecksShuffled', data: { sizes: shuffled.map((deck) => deck.length) }, metadata: { random: ctx.random.takeDraws() } }];
  shuffled.forEach((deck, seat) => events.push({ type: 'HandDrawn', data: { seat, cards: deck.slice(0, HAND_SIZE) } }));
  return events;
}

function withWin(state: DiceRaceState, seat: number, points: number, events: DiceRaceEvent[]): DiceRaceEvent[] {
  return state.scores[seat]! + points >= state.target ? [...events, { type: 'RaceWon', data: { seat } }] : events;
}

const replaceAt = <T>(items: readonly T[], index: number, value: T): T[] => items.map((item, i) => (i === index ? value : item));

function evolve(state: DiceRaceState, event: DiceRaceEvent): DiceRaceState {
  const counters = advanceCounters(state.counters, event.metadata?.random);
  const next = { ...state, counters };
  switch (event.type) {
    case 'DecksShuffled': {
      const draws = (event.metadata?.random ?? []) as RandomDraw[];
      const decks = state.decks.map((deck, seat) => {
        const draw = draws.find((d) => d.label === `deck:seat${seat}` && d.kind === 'shuffle');
        return draw?.kind === 'shuffle' ? draw.permutation.map((i) => deck[i]!) : deck;
      });
      return { ...next, started: true, decks };
    }
    case 'HandDrawn':
      return { ...next, decks: replaceAt(state.decks, event.data.seat, state.decks[event.data.seat]!.slice(HAND_SIZE)), hands: replaceAt(state.hands, event.data.seat, event.data.cards) };
    case 'DieRolled':
      return { ...next, scores: replaceAt(state.scores, event.data.seat, state.scores[event.data.seat]! + event.data.value), turn: (event.data.seat + 1) % state.scores.length };
    case 'CardPlayed': {
      const hand = [...state.hands[event.data.seat]!];
      hand.splice(hand.indexOf(event.data.card), 1);
      const scores = replaceAt(state.scores, event.data.seat, state.scores[event.data.seat]! + event.data.card);
      return { ...next, hands: replaceAt(state.hands, event.data.seat, hand), scores, turn: (event.data.seat + 1) % state.scores.length };
    }
    case 'CardDrawn':
      return {
        ...next,
        decks: replaceAt(state.decks, event.data.seat, state.decks[event.data.seat]!.slice(1)),
        hands: replaceAt(state.hands, event.data.seat, [...state.hands[event.data.seat]!, event.data.card]),
      };
    case 'RaceWon':
      return { ...next, winner: event.data.seat };
  }
}

function legalCommands(state: DiceRaceState, seat: number): DiceRaceCommand[] {
  if (state.winner !== null) return [];
  if (!state.started) return seat === 0 ? [{ type: 'StartMatch', data: { seat } }] : [];
  if (seat !== state.turn) return [];
  const plays = [...new Set(state.hands[seat])].map((card): DiceRaceCommand => ({ type: 'PlayCard', data: { seat, card } }));
  return [{ type: 'RollDie', data: { seat } }, ...plays];
}

function view(state: DiceRaceState, viewer: Viewer): DiceRaceView {
  const hand = viewer.kind === 'seat' ? (state.hands[viewer.seat] ?? null) : null;
  return {
    scores: state.scores,
    turn: state.turn,
    hand,
    handSizes: state.hands.map((h) => h.length),
    deckSizes: state.decks.map((d) => d.length),
    winner: state.winner,
  };
}

function secrets(event: DiceRaceEvent): EventSecret[] {
  if (event.type === 'HandDrawn') return [{ path: ['cards'], visibleTo: [event.data.seat] }];
  if (event.type === 'CardDrawn') return [{ path: ['card'], visibleTo: [event.data.seat] }];
  return [];
}

export const diceRace: GameDecider<DiceRaceState, DiceRaceCommand, DiceRaceEvent, DiceRaceView, DiceRaceSetup> = {
  id: 'dice-race',
  version: '1.0.0',
  initialState: (setup) => ({
    target: setup.target,
    started: false,
    turn: 0,
    scores: setup.decks.map(() => 0),
    decks: setup.decks.map((deck) => [...deck]),
    hands: setup.decks.map(() => []),
    winner: null,
    counters: {},
  }),
  decide,
  evolve,
  legalCommands,
  view,
  result: (state): GameResult | null => (state.winner === null ? null : { outcome: 'win', winner: state.winner, reason: 'target-reached' }),
  seatOf: (command) => command.data.seat,
  randomCounters: (state) => state.counters,
  secrets,
};
