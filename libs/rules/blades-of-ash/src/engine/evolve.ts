import { pastDraws, shuffledBy } from '@cronica/rules-kernel';
import { byType, type ByType } from '@cronica/util';
import type { BladesEvent, EventOf } from './events.js';
import { CLASH_EVOLVERS } from './evolve-clash.js';
import { EFFECT_EVOLVERS } from './evolve-effects.js';
import { other, type BladesState } from './state.js';
import { patch, removeCards, withPlayer } from './update.js';

/**
 * evolve(state, event): pure, never draws (random outcomes come in the event), and copies
 * only what the event touches. Setup, draft and round events live here; clash and effect
 * events in evolve-clash.ts and evolve-effects.ts.
 */
export function evolve(state: BladesState, event: BladesEvent): BladesState {
  const next = pastDraws(state, event, (s, random) =>
    patch(s, (copy) => {
      copy.random = random;
    }),
  );
  return byType(APPLY, event, next);
}

type SetupEvent = EventOf<
  | 'HeroesPicked'
  | 'DeckShuffled'
  | 'CardsDrawn'
  | 'CardsDiscarded'
  | 'MulliganDone'
  | 'RoleDrawWon'
  | 'RoleChosen'
  | 'RoundStarted'
  | 'HeroesRevealed'
  | 'HeroesPaired'
  | 'RoundEnded'
  | 'Conceded'
  | 'SkirmishEnded'
>;

const unchanged = (_event: SetupEvent, state: BladesState) => state;

/** Preparation and round events (000_7cbcfc9bc47f1014.txt, "Preparación" … "Emparejamientos"). */
const SETUP_EVOLVERS: ByType<SetupEvent, [BladesState], BladesState> = {
  HeroesPicked: (event, state) => {
    const next = withPlayer(state, event.data.seat, (p) => {
      p.picks = event.data.keep;
    });
    const bothPicked = next.players[0].picks !== null && next.players[1].picks !== null;
    return bothPicked
      ? patch(next, (s) => {
          s.phase = 'mulligan';
        })
      : next;
  },
  DeckShuffled: (event, state) => {
    return withPlayer(state, event.data.seat, (p) => {
      p.deck = shuffledBy(event, p.deck);
    });
  },
  CardsDrawn: (event, state) =>
    withPlayer(state, event.data.seat, (p) => {
      const cut = p.deck.length - event.data.count;
      p.hand = p.hand.concat(p.deck.slice(cut).reverse());
      p.deck = p.deck.slice(0, cut);
    }),
  CardsDiscarded: (event, state) => {
    const cards = event.data.cards.map((id) => state.cardIndex[id]!);
    return withPlayer(state, event.data.seat, (p) => {
      p.hand = removeCards(p.hand, cards);
      p.graveyard = p.graveyard.concat(cards);
    });
  },
  MulliganDone: (event, state) =>
    withPlayer(state, event.data.seat, (p) => {
      p.mulliganed = true;
      p.redraw = event.data.discard ?? [];
    }),
  RoleDrawWon: (event, state) =>
    patch(state, (s) => {
      s.phase = 'role';
      s.roleChooser = event.data.seat;
    }),
  RoleChosen: (event, state) => {
    const { seat, role } = event.data;
    return patch(state, (s) => {
      s.roleChooser = null;
      s.attacker = role === 'attacker' ? seat : other(seat);
    });
  },
  RoundStarted: (event, state) =>
    patch(state, (s) => {
      s.phase = 'pairing';
      s.round = event.data.round;
      s.attacker = event.data.attacker;
      s.pairings = [];
      s.clash = null;
    }),
  HeroesRevealed: (_event, state) =>
    patch(state, (s) => {
      s.revealed = true;
    }),
  HeroesPaired: (event, state) =>
    patch(state, (s) => {
      s.pairings = state.pairings.concat([event.data.heroes]);
    }),
  RoundEnded: unchanged,
  Conceded: unchanged,
  SkirmishEnded: (event, state) =>
    patch(state, (s) => {
      s.phase = 'over';
      s.result = event.data.result;
    }),
};

/** Each event to where it is folded: setup and rounds here, clashes and effects in their own files. */
const APPLY: ByType<BladesEvent, [BladesState], BladesState> = {
  ...SETUP_EVOLVERS,
  ...CLASH_EVOLVERS,
  ...EFFECT_EVOLVERS,
};
