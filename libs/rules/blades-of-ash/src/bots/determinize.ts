import type { Seat } from '@cronica/rules-kernel';
import type { ActionCard } from '../cards/schema.js';
import { other, playerOf, type BladesState, type PlayerState } from '../engine/state.js';

/**
 * What one seat may know of a state, as a state the engine can still simulate (the view rules in engine/view.ts: no seat sees the rival's hand, any deck order or the
 * rival's unrevealed draft picks; whether the rival has picked is public). The greedy bot plans on this, never on the full state, so in a
 * practice match it plays fair.
 *
 * Hidden cards become one placeholder card, appended to the catalog, that no hero can ever play:
 * a reaction with no timing window (000_7cbcfc9bc47f1014.txt, "Resolución de Acciones":
 * reactions are only played in their window). Counts stay exact (hand and deck sizes are public
 * in every view), so drawing, random discards and hand-size conditions still simulate faithfully,
 * and the same public facts always give the same determinized state, whatever the hidden cards.
 * The seat's own hand is its own: it stays as it is, so every command it plans is one it holds.
 */

/** The card a seat cannot see: the engine treats it as never playable. */
export const HIDDEN_CARD: ActionCard = {
  id: 'carta-oculta',
  name: { es: 'Carta oculta', en: 'Hidden card' },
  text: { es: 'Una carta que este asiento no puede ver.', en: 'A card this seat cannot see.' },
  kind: 'reaction',
  faction: 'oculta',
  cost: [],
  effects: [],
};

/** The state as `seat` may know it: the rival's hand, both deck orders and hidden picks redacted. */
export function determinizeFor(state: BladesState, seat: Seat): BladesState {
  return redacted(state, seat, [...state.catalog, HIDDEN_CARD]);
}

/**
 * `determinizeFor` for one bot: a match keeps one catalog, so the catalog with the placeholder
 * is built once per match rather than at every choice.
 */
export function createDeterminizer(): (state: BladesState, seat: Seat) => BladesState {
  let source: BladesState['catalog'] | null = null;
  let extended: BladesState['catalog'] = [];
  return (state, seat) => {
    if (state.catalog !== source) [source, extended] = [state.catalog, [...state.catalog, HIDDEN_CARD]];
    return redacted(state, seat, extended);
  };
}

function redacted(state: BladesState, seat: Seat, catalog: BladesState['catalog']): BladesState {
  const hidden = state.catalog.length;
  const rival = other(seat);
  const own = playerOf(state, seat);
  const theirs = playerOf(state, rival);
  const players: [PlayerState, PlayerState] = [state.players[0], state.players[1]];
  players[seat] = { ...own, deck: placeholders(own.deck.length, hidden) };
  players[rival] = {
    ...theirs,
    hand: placeholders(theirs.hand.length, hidden),
    deck: placeholders(theirs.deck.length, hidden),
    picks: state.revealed || theirs.picks === null ? theirs.picks : theirs.picks.map((_, position) => position),
  };
  return { ...state, catalog, players };
}

const placeholders = (count: number, card: number): number[] => new Array<number>(count).fill(card);
