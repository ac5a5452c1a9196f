import type { Seat, Viewer } from '@cronica/rules-kernel';
import type { DeckComposition, PlayerState, WotState } from '../engine/state.js';

/**
 * The same public situation with everything `viewer` must not know changed: every deck order
 * reversed (nobody sees deck order), and for each seat the viewer does not see: its hand cards
 * swapped with cards of the same deck from its decks, and its deck list after pre-sideboard swaps
 * changed by one more swap. A view, legal list or log line that leaks any of it differs.
 */
export function hideFrom(state: WotState, viewer: Viewer): WotState {
  const sees = (seat: Seat) => viewer.kind === 'judge' || (viewer.kind === 'seat' && viewer.seat === seat);
  const players = state.players.map((player, seat) => {
    const reversed: PlayerState = {
      ...player,
      battle: player.battle.slice().reverse(),
      construction: player.construction.slice().reverse(),
    };
    return sees(seat) ? reversed : otherHand(state, reversed);
  }) as unknown as WotState['players'];
  return { ...state, players };
}

function otherHand(state: WotState, player: PlayerState): PlayerState {
  const battle = player.battle.slice();
  const construction = player.construction.slice();
  const hand = player.hand.map((card) => {
    const pile = state.catalog[card]!.deck === 'construction' ? construction : battle;
    const at = pile.findIndex((c) => c !== card);
    if (at < 0) return card;
    const other = pile[at]!;
    pile[at] = card;
    return other;
  });
  return { ...player, hand, battle, construction, deck: otherDeck(state, player.deck) };
}

/** One more swap of a battle card for a different one of the pre-sideboard, if there is one. */
function otherDeck(state: WotState, deck: DeckComposition): DeckComposition {
  const into = deck.sideboard.find((c) => state.catalog[c]!.deck === 'battle' && !deck.battle.includes(c));
  if (into === undefined) return deck;
  const out = deck.battle[0]!;
  const sideboard = deck.sideboard.slice();
  sideboard[sideboard.indexOf(into)] = out;
  return {
    ...deck,
    battle: [...deck.battle.slice(1), into].sort((a, b) => a - b),
    sideboard: sideboard.sort((a, b) => a - b),
  };
}
