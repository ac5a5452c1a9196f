import { advanceCounters } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';
import type { BladesEvent, EventOf } from './events.js';
import { evolveClash } from './evolve-clash.js';
import { evolveEffect } from './evolve-effects.js';
import { other, type BladesState } from './state.js';
import { patch, removeCards, withPlayer } from './update.js';

/**
 * evolve(state, event): pure, never draws (random outcomes come in the event), and copies
 * only what the event touches. Setup, draft and round events live here; clash and effect
 * events in evolve-clash.ts and evolve-effects.ts.
 */
export function evolve(state: BladesState, event: BladesEvent): BladesState {
  const draws = event.metadata?.random;
  const next =
    draws === undefined
      ? state
      : patch(state, (s) => {
          s.random = advanceCounters(state.random, draws);
        });
  return apply(next, event);
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

function apply(state: BladesState, event: BladesEvent): BladesState {
  switch (event.type) {
    case 'HeroesPicked':
    case 'DeckShuffled':
    case 'CardsDrawn':
    case 'CardsDiscarded':
    case 'MulliganDone':
    case 'RoleDrawWon':
    case 'RoleChosen':
    case 'RoundStarted':
    case 'HeroesRevealed':
    case 'HeroesPaired':
    case 'RoundEnded':
    case 'Conceded':
    case 'SkirmishEnded':
      return evolveSetup(state, event);
    case 'ClashStarted':
    case 'DiceRolled':
    case 'DiceRerolled':
    case 'DiceKept':
    case 'InitiativeRolled':
    case 'CountersCleaned':
    case 'ActionPlayed':
    case 'CardDrawAction':
    case 'TriggerQueued':
    case 'TriggerStacked':
    case 'Passed':
    case 'ActivationEnded':
    case 'ItemResolving':
    case 'ItemResolved':
    case 'ItemCancelled':
    case 'ClashEnded':
      return evolveClash(state, event);
    case 'DamageDealt':
    case 'LifeLost':
    case 'HeroHealed':
    case 'HeroKnockedOut':
    case 'CountersChanged':
    case 'StatModified':
    case 'DiceChanged':
    case 'DieGained':
    case 'DiceSpent':
    case 'EquipmentAttached':
    case 'TriggerGranted':
      return evolveEffect(state, event);
    default:
      return assertNever(event, 'event');
  }
}

/** Preparation and round events (000_7cbcfc9bc47f1014.txt, "Preparación" … "Emparejamientos"). */
function evolveSetup(state: BladesState, event: SetupEvent): BladesState {
  switch (event.type) {
    case 'HeroesPicked': {
      const next = withPlayer(state, event.data.seat, (p) => {
        p.picks = event.data.keep;
      });
      const bothPicked = next.players[0].picks !== null && next.players[1].picks !== null;
      return bothPicked
        ? patch(next, (s) => {
            s.phase = 'mulligan';
          })
        : next;
    }
    case 'DeckShuffled': {
      const draw = event.metadata?.random?.find((d) => d.kind === 'shuffle');
      if (draw === undefined || draw.kind !== 'shuffle') throw new Error('DeckShuffled without its shuffle draw');
      return withPlayer(state, event.data.seat, (p) => {
        p.deck = draw.permutation.map((i) => p.deck[i]!);
      });
    }
    case 'CardsDrawn':
      return withPlayer(state, event.data.seat, (p) => {
        const cut = p.deck.length - event.data.count;
        p.hand = p.hand.concat(p.deck.slice(cut).reverse());
        p.deck = p.deck.slice(0, cut);
      });
    case 'CardsDiscarded': {
      const cards = event.data.cards.map((id) => state.cardIndex[id]!);
      return withPlayer(state, event.data.seat, (p) => {
        p.hand = removeCards(p.hand, cards);
        p.graveyard = p.graveyard.concat(cards);
      });
    }
    case 'MulliganDone':
      return withPlayer(state, event.data.seat, (p) => {
        p.mulliganed = true;
        p.redraw = event.data.discard ?? [];
      });
    case 'RoleDrawWon':
      return patch(state, (s) => {
        s.phase = 'role';
        s.roleChooser = event.data.seat;
      });
    case 'RoleChosen': {
      const { seat, role } = event.data;
      return patch(state, (s) => {
        s.roleChooser = null;
        s.attacker = role === 'attacker' ? seat : other(seat);
      });
    }
    case 'RoundStarted':
      return patch(state, (s) => {
        s.phase = 'pairing';
        s.round = event.data.round;
        s.attacker = event.data.attacker;
        s.pairings = [];
        s.clash = null;
      });
    case 'HeroesRevealed':
      return patch(state, (s) => {
        s.revealed = true;
      });
    case 'HeroesPaired':
      return patch(state, (s) => {
        s.pairings = state.pairings.concat([event.data.heroes]);
      });
    case 'RoundEnded':
    case 'Conceded':
      return state;
    case 'SkirmishEnded':
      return patch(state, (s) => {
        s.phase = 'over';
        s.result = event.data.result;
      });
  }
}
