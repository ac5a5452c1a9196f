import { pastDraws, shuffledBy } from '@cronica/rules-kernel';
import { byType, type ByType } from '@cronica/util';
import { RULES } from './options.js';
import type { EventOf, WotEvent } from './events.js';
import type { BoardEvent } from './board-events.js';
import { BOARD_EVOLVE } from './evolve-board.js';
import { GAME_START } from './setup.js';
import { NO_BONUS, type DeckKind, type PlayerState, type WotState } from './state.js';
import { removeCards, sorted, withPlayer } from './update.js';

/**
 * evolve(state, event): pure, never draws (random outcomes come in the event), and copies only
 * what the event touches. Match, set-up, turn and stack events here; the battlefield in
 * evolve-board.ts.
 */
export function evolve(state: WotState, event: WotEvent): WotState {
  return byType(EVOLVE, event, pastDraws(state, event));
}

type MatchEvent = Exclude<WotEvent, BoardEvent>;

const deckKey = (kind: DeckKind): 'battle' | 'construction' => kind;

const MATCH_EVOLVE: ByType<MatchEvent, [WotState], WotState> = {
  SideboardSwapped: (event, state) => sideboardSwapped(state, event.data.seat, event.data.out, event.data.in),
  SideboardReset: (event, state) =>
    withPlayer(state, event.data.seat, () => ({ deck: state.registered[event.data.seat]! })),
  DeckReady: (event, state) => withPlayer(state, event.data.seat, () => ({ ready: true })),
  GameStarted: (event, state) => startGame(state, event.data.game, event.data.first),
  DeckShuffled: (event, state) => deckShuffled(state, event),
  CardsDrawn: (event, state) => cardsDrawn(state, event.data.seat, deckKey(event.data.deck), event.data.count),
  HandReturned: (event, state) => handReturned(state, event.data.seat),
  MulliganTaken: (event, state) => withPlayer(state, event.data.seat, () => ({ mulligan: 'taken' })),
  HandKept: (event, state) => withPlayer(state, event.data.seat, () => ({ mulligan: 'kept' })),
  TurnStarted: (event, state) => turnStarted(state, event.data.turn, event.data.seat),
  ResourceAdded: (event, state) => {
    const { seat, resource, heroPoint, total } = event.data;
    return withPlayer(state, seat, (p) => ({
      [resource]: total,
      ...(heroPoint ? { power: p.power + 1, heroPoint: true } : {}),
    }));
  },
  ReinforcementsHired: (event, state) =>
    withPlayer(state, event.data.seat, (p) => ({ gold: p.gold - RULES.hireCost, hired: true })),
  DrawSkipped: (event, state) => state,
  RulingApplied: (event, state) => state,
  Conceded: (event, state) => state,
  StepBegan: (event, state) => ({ ...state, step: event.data.step }),
  PhaseBegan: (event, state) => ({ ...state, phase: event.data.phase, step: null }),
  TensionForced: (event, state) => ({ ...state, forcing: true }),
  CardsDiscarded: (event, state) => {
    const cards = event.data.cards.map((id) => state.cardIndex[id]!);
    return withPlayer(state, event.data.seat, (p) => ({
      hand: removeCards(p.hand, cards),
      discard: p.discard.concat(cards),
    }));
  },
  TurnEnded: (event, state) => ({
    ...state,
    forcing: false,
    troops: state.troops.map((t) => ({ ...t, turnBonus: NO_BONUS, turnKeywords: [] })),
  }),
  TimeCalled: (event, state) => ({ ...state, time: { calledAt: event.data.turn, lastTurn: event.data.lastTurn } }),
  GameEnded: (event, state) => gameEnded(state, event.data.winner, event.data.life),
  MatchEnded: (event, state) => ({ ...state, phase: 'over', result: event.data.result }),
};

const EVOLVE: ByType<WotEvent, [WotState], WotState> = { ...MATCH_EVOLVE, ...BOARD_EVOLVE };

function sideboardSwapped(state: WotState, seat: number, outId: string, inId: string): WotState {
  const [out, into] = [state.cardIndex[outId]!, state.cardIndex[inId]!];
  const kind = state.catalog[out]!.deck === 'construction' ? 'construction' : 'battle';
  return withPlayer(state, seat, (p) => ({
    deck: {
      ...p.deck,
      [kind]: sorted([...removeCards(p.deck[kind], [out]), into]),
      sideboard: sorted([...removeCards(p.deck.sideboard, [into]), out]),
    },
  }));
}

function deckShuffled(state: WotState, event: EventOf<'DeckShuffled'>): WotState {
  const key = deckKey(event.data.deck);
  return withPlayer(state, event.data.seat, (p) => ({ [key]: shuffledBy(event, p[key]) }));
}

/** The top of a deck is the end of its array. */
function cardsDrawn(state: WotState, seat: number, key: 'battle' | 'construction', count: number): WotState {
  return withPlayer(state, seat, (p) => {
    const cut = p[key].length - count;
    return { hand: p.hand.concat(p[key].slice(cut).reverse()), [key]: p[key].slice(0, cut) };
  });
}

function handReturned(state: WotState, seat: number): WotState {
  return withPlayer(state, seat, (p) => ({
    hand: [],
    battle: p.battle.concat(p.hand.filter((c) => state.catalog[c]!.deck !== 'construction')),
    construction: p.construction.concat(p.hand.filter((c) => state.catalog[c]!.deck === 'construction')),
  }));
}

/** A turn starts: its player's troops are readied; per-turn marks are cleared. */
function turnStarted(state: WotState, turn: number, seat: number): WotState {
  const troops = state.troops.map((t) => ({
    ...t,
    moved: 0,
    fought: false,
    flipped: t.seat === seat ? false : t.flipped,
  }));
  const next = {
    ...state,
    troops,
    turn,
    active: seat,
    phase: 'resources' as const,
    step: 'mana' as const,
    forcing: false,
  };
  const fresh = withPlayer(
    withPlayer(next, 0, () => ({ abilitiesUsed: [] })),
    1,
    () => ({ abilitiesUsed: [] }),
  );
  return withPlayer(fresh, seat, () => ({ heroPoint: false, hired: false, powersUsed: [] }));
}

function gameEnded(state: WotState, winner: number | null, life: readonly number[]): WotState {
  const next = {
    ...state,
    games: state.games.concat([{ winner, life }]),
    phase: 'sideboard' as const,
    step: null,
    stack: null,
    combat: null,
    pending: [],
    forcing: false,
  };
  return {
    ...next,
    players: [
      { ...next.players[0], ready: false, mulligan: 'pending' },
      { ...next.players[1], ready: false, mulligan: 'pending' },
    ],
  };
}

/** A.1: each game starts from the deck as it stands, 20 life, nothing in play. */
function startGame(state: WotState, game: number, first: number): WotState {
  const fresh = (p: PlayerState): PlayerState => ({
    ...p,
    ...GAME_START,
    battle: p.deck.battle,
    construction: p.deck.construction,
  });
  return {
    ...state,
    game,
    first,
    active: first,
    turn: 0,
    phase: 'mulligan',
    step: null,
    players: [fresh(state.players[0]), fresh(state.players[1])],
    troops: [],
    fieldObjects: [],
    stack: null,
    pending: [],
    combat: null,
    forcing: false,
  };
}
