import type { DeckList, GameResult, Seat } from '@cronica/rules-kernel';
import type { Effect } from '../cards/effects.js';
import type { Line, Maneuver } from '../cards/vocabulary.js';
import type { CardDef } from './cards.js';
import type { EcgFormat } from './format.js';

/**
 * The state of one ECG game (004_e0e2bf9ed9dd62bf.txt, "Zonas de Juego"). Cards are indices into
 * `catalog`; every card in play has an instance number, given when it enters play, so nothing in
 * play says where a card sat in a deck.
 */

/** A troop in a formation line ("Fuerza y Heridas", preparation, boosts until the end of the turn). */
export interface Troop {
  readonly instance: number;
  readonly card: number;
  readonly wounds: number;
  readonly boost: number;
  readonly preparation: number;
}

/** A card in the court: it produces one resource, ready or used ("La zona de recursos"). */
export interface CourtCard {
  readonly instance: number;
  readonly card: number;
  readonly used: boolean;
}

/** A card in the legacy zone beside the hero: a general, Oración or a legacy ("Generales y Legados"). */
export interface LegacyCard {
  readonly instance: number;
  readonly card: number;
}

export interface PlayerState {
  readonly hero: number;
  readonly heroInstance: number;
  readonly morale: number;
  readonly renown: number;
  readonly madness: number;
  /** Times the madness threshold was crossed ("Umbral de locura": each costs 1 more morale). */
  readonly crossings: number;
  /** The top of the deck is the END of the array. Never in any view. */
  readonly deck: readonly number[];
  readonly hand: readonly number[];
  /** Hidden from the rival ("Descarte y Exilio"). */
  readonly discard: readonly number[];
  readonly exile: readonly number[];
  /** Times the deck was remade from the discard ("Fin de Mazo"). */
  readonly reshuffles: number;
  readonly court: readonly CourtCard[];
  readonly legacy: readonly LegacyCard[];
  readonly infantry: readonly Troop[];
  readonly support: readonly Troop[];
  readonly opened: boolean;
}

export type ItemSource =
  | { readonly kind: 'card'; readonly card: number }
  | { readonly kind: 'ability'; readonly instance: number; readonly ability: number }
  | { readonly kind: 'maneuver'; readonly troop: number; readonly maneuver: Maneuver };

/** A card, ability or maneuver waiting on the stack for the rival's answer (RULES-NOTES.md, "Reactions"). */
export interface StackItem {
  readonly id: number;
  readonly seat: Seat;
  readonly source: ItemSource;
  readonly target: number | null;
  /** The item a reaction answers. */
  readonly answers: number | null;
}

/** Effects being resolved, kept when a draw waits for discards ("Cartas en la Mano"). */
export interface Resolution {
  readonly seat: Seat;
  /** The troop or hero the effects come from. */
  readonly source: number | null;
  readonly target: number | null;
  readonly itemTarget: number | null;
  /** A troop being trained: not yet under its player's control ("Entrar en juego/entrenar"). */
  readonly entering: number | null;
  /** The stack item a reaction answers (its `cancel` effect). */
  readonly answers: number | null;
  readonly effects: readonly Effect[];
  readonly next: number;
  /** Cards still to draw for the effect at `next`, when it is a draw under way. */
  readonly drawLeft: number;
  /** The played card's id (never a catalog position, which would hint at the decks), put in the discard once its effects end. */
  readonly card: string | null;
}

export interface PendingDiscard {
  readonly seat: Seat;
  readonly count: number;
  readonly resume: Resolution;
}

export interface TurnFlags {
  /** "Jugar una tropa o general en corte … 1 vez por turno". */
  readonly courtPlayed: boolean;
  /** "[x1]" abilities used this turn, as `cardId#ability`. */
  readonly x1: readonly string[];
  /** Troops that made their maneuver this turn ("1 por tropa en batalla"). */
  readonly maneuvered: readonly number[];
}

export type Phase = 'opening' | 'order' | 'reinforce' | 'action' | 'over';

export interface EcgState {
  readonly format: EcgFormat;
  readonly catalog: readonly CardDef[];
  readonly cardIndex: Readonly<Record<string, number>>;
  readonly players: readonly [PlayerState, PlayerState];
  readonly phase: Phase;
  readonly turn: number;
  readonly active: Seat;
  /** Who takes or cedes turn 1 ("El jugador con mayor renombre puede comenzar … o cederlo"). */
  readonly chooser: Seat | null;
  readonly stack: readonly StackItem[];
  readonly pending: PendingDiscard | null;
  readonly flags: TurnFlags;
  readonly nextInstance: number;
  readonly nextItem: number;
  /** The last turn to be played, once time is called or the turn limit nears. */
  readonly lastTurn: number | null;
  readonly random: Readonly<Record<string, number>>;
  readonly result: GameResult | null;
}

/** What each seat brings: hero, resource and the 40 cards, one id per copy ("Construyendo tu Mazo"). */
export interface EcgPlayerSetup {
  readonly hero: string;
  readonly resource: string;
  readonly deck: readonly string[];
}

export interface EcgSetup {
  readonly decks: readonly [DeckList, DeckList];
  readonly players: readonly [EcgPlayerSetup, EcgPlayerSetup];
  /** Every distinct card of both decks, complete for play. */
  readonly cards: readonly CardDef[];
  readonly format: EcgFormat;
}

/** A seat's player (seats are 0 and 1). */
export const playerOf = (state: EcgState, seat: Seat): PlayerState => state.players[seat === 0 ? 0 : 1];

export const NO_FLAGS: TurnFlags = { courtPlayed: false, x1: [], maneuvered: [] };
export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
export const LINE_KEYS: readonly Line[] = ['infantry', 'support'];

/** Instances 1 and 2 are the heroes, 3 and 4 the resources; cards entering play take the next ones. */
export function initialState(setup: EcgSetup): EcgState {
  const catalog = setup.cards;
  const cardIndex: Record<string, number> = {};
  catalog.forEach((card, index) => {
    cardIndex[card.id] = index;
  });
  const indexOf = (id: string): number => {
    const index = cardIndex[id];
    if (index === undefined) throw new RangeError(`card ${id} is not in the setup's cards`);
    return index;
  };
  const player = (p: EcgPlayerSetup, seat: Seat) => openingPlayer(p, seat, indexOf, catalog);
  return {
    format: setup.format,
    catalog,
    cardIndex,
    players: [player(setup.players[0], 0), player(setup.players[1], 1)],
    phase: 'opening',
    turn: 0,
    active: 0,
    chooser: null,
    stack: [],
    pending: null,
    flags: NO_FLAGS,
    nextInstance: 5,
    nextItem: 1,
    lastTurn: null,
    random: {},
    result: null,
  };
}

/** A player before the opening hand: the hero's morale and renown, the deck unshuffled, the resource in court. */
function openingPlayer(
  p: EcgPlayerSetup,
  seat: Seat,
  indexOf: (id: string) => number,
  catalog: EcgSetup['cards'],
): PlayerState {
  const hero = catalog[indexOf(p.hero)]!;
  return {
    hero: indexOf(p.hero),
    heroInstance: seat + 1,
    morale: hero.morale,
    renown: hero.renown,
    madness: 0,
    crossings: 0,
    deck: p.deck.map(indexOf),
    hand: [],
    discard: [],
    exile: [],
    reshuffles: 0,
    court: [{ instance: seat + 3, card: indexOf(p.resource), used: false }],
    legacy: [],
    infantry: [],
    support: [],
    opened: false,
  };
}
