import type { Seat } from '@cronica/rules-kernel';
import { REALMS, type Realm } from '../cards/vocabulary.js';
import type { CardDef } from '../engine/cards.js';
import { other, playerOf, type EcgState, type PlayerState } from '../engine/state.js';

/**
 * What one seat may know of a state, as a state the engine can still simulate (the view rules in
 * engine/view.ts): the rival's hand, discard and exile, and every deck order, are replaced by one
 * placeholder card no realm can play (a reaction whose cost is "-" everywhere, "Armando tu
 * economía"). Counts stay exact, as every view shows them. The greedy bot plans only on this.
 */
export const HIDDEN_CARD: CardDef = {
  id: 'carta-oculta',
  name: { es: 'Carta oculta', en: 'Hidden card' },
  text: { es: 'Una carta que no puedes ver.', en: 'A card you cannot see.' },
  type: 'reaction',
  realm: null,
  titles: [],
  mercenary: false,
  devout: false,
  wild: false,
  madnessCard: false,
  prayer: false,
  madness: 0,
  morale: 0,
  renown: 0,
  hand: 0,
  sorceries: [],
  cost: 0,
  realmCosts: Object.fromEntries(REALMS.map((r) => [r, '-'])) as Record<Realm, '-'>,
  strength: 0,
  preparation: 0,
  formation: 'infantry',
  abilities: [],
  passives: [],
  onTrain: [],
  onWin: [],
  target: null,
  effects: [],
  sorcery: null,
  answers: ['card'],
  requirements: [],
};

/** A determinizer for one bot: the extended catalog is built once per match, not at every choice. */
export function createDeterminizer(): (state: EcgState, seat: Seat) => EcgState {
  let source: EcgState['catalog'] | null = null;
  let catalog: readonly CardDef[] = [];
  let cardIndex: Readonly<Record<string, number>> = {};
  return (state, seat) => {
    // A state already determinized (a playout's, strong.ts) keeps its one placeholder card.
    if (state.cardIndex[HIDDEN_CARD.id] !== undefined) return redacted(state, seat, state.catalog, state.cardIndex);
    if (state.catalog !== source) {
      source = state.catalog;
      catalog = [...state.catalog, HIDDEN_CARD];
      cardIndex = { ...state.cardIndex, [HIDDEN_CARD.id]: state.catalog.length };
    }
    return redacted(state, seat, catalog, cardIndex);
  };
}

export const determinizeFor = (state: EcgState, seat: Seat): EcgState => createDeterminizer()(state, seat);

/**
 * The players with every zone `seat` cannot see rewritten by `hide`: its own deck order, and the
 * rival's deck, hand, discard and exile ("Descarte y Exilio"; the view rules in engine/view.ts).
 */
export function withSecretZones(
  state: EcgState,
  seat: Seat,
  hide: (cards: readonly number[]) => number[],
): [PlayerState, PlayerState] {
  const own = playerOf(state, seat);
  const theirs = playerOf(state, other(seat));
  const mine: PlayerState = { ...own, deck: hide(own.deck) };
  const rival: PlayerState = {
    ...theirs,
    deck: hide(theirs.deck),
    hand: hide(theirs.hand),
    discard: hide(theirs.discard),
    exile: hide(theirs.exile),
  };
  return seat === 0 ? [mine, rival] : [rival, mine];
}

function redacted(
  state: EcgState,
  seat: Seat,
  catalog: readonly CardDef[],
  cardIndex: Readonly<Record<string, number>>,
): EcgState {
  const hidden = cardIndex[HIDDEN_CARD.id]!;
  const players = withSecretZones(state, seat, (cards) => new Array<number>(cards.length).fill(hidden));
  return { ...state, catalog, cardIndex, players };
}
