import { pastDraws, shuffledBy, type Seat } from '@cronica/rules-kernel';
import { byType, type ByType } from '@cronica/util';
import type { EcgEvent, EventOf } from './events.js';
import { evolveBoard, type BoardEvent } from './evolve-board.js';
import { NO_FLAGS, type EcgState } from './state.js';
import { patch, removeCards, withPlayer } from './update.js';

/**
 * evolve(state, event): pure, never draws (random outcomes come in the event's metadata), and
 * copies only what the event touches. Decks, hands and turns here; the board in evolve-board.ts.
 */
export function evolve(state: EcgState, event: EcgEvent): EcgState {
  return byType(APPLY, event, pastDraws(state, event));
}

type TableEvent = EventOf<
  | 'DeckShuffled'
  | 'CardsDrawn'
  | 'DrawIgnored'
  | 'ReshuffleDeclined'
  | 'ChooserSet'
  | 'TurnOrderChosen'
  | 'TurnStarted'
  | 'Reinforced'
  | 'CardsDiscarded'
  | 'Prepared'
  | 'TurnEnded'
  | 'DiscardRequired'
  | 'TimeCalled'
  | 'Conceded'
  | 'GameEnded'
>;

const table = (event: Parameters<typeof evolveTable>[1], state: EcgState) => evolveTable(state, event);
const board = (event: EcgEvent, state: EcgState) => evolveBoard(state, event as BoardEvent);

/** Each event to the half of the state it changes: the table (decks, turns, the end) or the board. */
const APPLY: ByType<EcgEvent, [EcgState], EcgState> = {
  DeckShuffled: table,
  CardsDrawn: table,
  DrawIgnored: table,
  ReshuffleDeclined: table,
  ChooserSet: table,
  TurnOrderChosen: table,
  TurnStarted: table,
  Reinforced: table,
  CardsDiscarded: table,
  Prepared: table,
  TurnEnded: table,
  DiscardRequired: table,
  TimeCalled: table,
  Conceded: table,
  GameEnded: table,
  ResourcesUsed: board,
  ResourcesReadied: board,
  CourtCardPlayed: board,
  TroopTrained: board,
  LegacyPlayed: board,
  CardPlayed: board,
  AbilityUsed: board,
  ManeuverDeclared: board,
  Passed: board,
  ItemResolving: board,
  ItemCancelled: board,
  EffectsStopped: board,
  ResolutionFinished: board,
  TroopWounded: board,
  TroopHealed: board,
  TroopBoosted: board,
  PreparationChanged: board,
  TroopMoved: board,
  TroopDestroyed: board,
  ManeuverWon: board,
  MoraleChanged: board,
  RenownChanged: board,
  MadnessChanged: board,
  MadnessThresholdCrossed: board,
};

function shuffled(state: EcgState, event: EventOf<'DeckShuffled'>): EcgState {
  return withPlayer(state, event.data.seat, (p) => {
    p.deck = shuffledBy(event, event.data.from === 'deck' ? p.deck : p.discard);
    if (event.data.from === 'discard') {
      p.discard = [];
      p.reshuffles += 1;
    }
  });
}

function evolveTable(state: EcgState, event: TableEvent): EcgState {
  switch (event.type) {
    case 'DeckShuffled':
      return shuffled(state, event);
    case 'CardsDrawn':
      return withPlayer(state, event.data.seat, (p) => {
        const cut = p.deck.length - event.data.count;
        p.hand = p.hand.concat(p.deck.slice(cut).reverse());
        p.deck = p.deck.slice(0, cut);
        if (event.data.reason === 'opening') p.opened = true;
      });
    case 'CardsDiscarded':
      return discarded(state, event);
    case 'DiscardRequired':
      return patch(state, (s) => {
        s.pending = { seat: event.data.seat, count: event.data.count, resume: event.data.resume };
      });
    case 'ReshuffleDeclined':
      // "Fin de Mazo": declining spends the reshuffle; the player plays on without a deck.
      return withPlayer(state, event.data.seat, (p) => {
        p.reshuffles += 1;
      });
    case 'DrawIgnored':
    case 'Reinforced':
    case 'Conceded':
      return state;
    default:
      return evolveTurn(state, event);
  }
}

function discarded(state: EcgState, event: EventOf<'CardsDiscarded'>): EcgState {
  const cards = event.data.cards.map((id) => state.cardIndex[id]!);
  const next = withPlayer(state, event.data.seat, (p) => {
    p.hand = removeCards(p.hand, cards);
    p.discard = p.discard.concat(cards);
  });
  return state.pending?.seat === event.data.seat && event.data.reason === 'handLimit'
    ? patch(next, (s) => {
        s.pending = null;
      })
    : next;
}

type TurnEvent = EventOf<
  'ChooserSet' | 'TurnOrderChosen' | 'TurnStarted' | 'Prepared' | 'TurnEnded' | 'TimeCalled' | 'GameEnded'
>;

function evolveTurn(state: EcgState, event: TurnEvent): EcgState {
  switch (event.type) {
    case 'ChooserSet':
      return patch(state, (s) => {
        s.chooser = event.data.seat;
        s.phase = 'order';
      });
    case 'TurnOrderChosen':
      return patch(state, (s) => {
        s.chooser = null;
        s.active = event.data.first;
      });
    case 'TurnStarted':
      return patch(state, (s) => {
        s.turn = event.data.turn;
        s.active = event.data.seat;
        s.phase = 'reinforce';
        s.flags = NO_FLAGS;
      });
    case 'Prepared':
      return prepared(state, event.data.seat);
    case 'TurnEnded':
      return turnEnded(state);
    case 'TimeCalled':
      return patch(state, (s) => {
        s.lastTurn = event.data.lastTurn;
      });
    case 'GameEnded':
      return patch(state, (s) => {
        s.phase = 'over';
        s.result = event.data.result;
        s.pending = null;
      });
  }
}

/** "Fase de Preparación": resources to ready, troops −1 preparation. */
function prepared(state: EcgState, seat: Seat): EcgState {
  const next = withPlayer(state, seat, (p) => {
    p.court = p.court.map((c) => (c.used ? { ...c, used: false } : c));
    p.infantry = p.infantry.map((t) => (t.preparation > 0 ? { ...t, preparation: t.preparation - 1 } : t));
    p.support = p.support.map((t) => (t.preparation > 0 ? { ...t, preparation: t.preparation - 1 } : t));
  });
  return patch(next, (s) => {
    s.phase = 'action';
  });
}

/** Boosts last "hasta el final del turno"; the turn's flags reset. */
function turnEnded(state: EcgState): EcgState {
  let next = state;
  for (const seat of [0, 1] as const) {
    next = withPlayer(next, seat, (p) => {
      p.infantry = p.infantry.map((t) => (t.boost !== 0 ? { ...t, boost: 0 } : t));
      p.support = p.support.map((t) => (t.boost !== 0 ? { ...t, boost: 0 } : t));
    });
  }
  return patch(next, (s) => {
    s.flags = NO_FLAGS;
  });
}
