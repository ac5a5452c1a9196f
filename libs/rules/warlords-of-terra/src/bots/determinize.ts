import type { Seat } from '@cronica/rules-kernel';
import type { PlayerState, WotState } from '../engine/state.js';

/**
 * A state as one seat may know it, that the engine can still play on (the strong bot's playouts):
 * its own decks in a fixed order (it never sees deck order), and the rival's hand and decks as
 * that many copies of the rival's hero card, which nothing can play (counts are public; which
 * cards, not), the rival's deck list after pre-sideboard swaps (C.3) left empty. The same public
 * facts always give the same state, whatever the hidden cards are.
 */
export function determinizeFor(state: WotState, seat: Seat): WotState {
  const players = state.players.map((player, owner) =>
    owner === seat ? ownSide(player) : rivalSide(player),
  ) as unknown as WotState['players'];
  return { ...state, players };
}

const sorted = (cards: readonly number[]): number[] => cards.slice().sort((a, b) => a - b);

function ownSide(player: PlayerState): PlayerState {
  return { ...player, battle: sorted(player.battle), construction: sorted(player.construction) };
}

function rivalSide(player: PlayerState): PlayerState {
  const hidden = (cards: readonly number[]) => new Array<number>(cards.length).fill(player.hero);
  return {
    ...player,
    hand: hidden(player.hand),
    battle: hidden(player.battle),
    construction: hidden(player.construction),
    deck: { hero: player.hero, battle: [], construction: [], sideboard: [] },
  };
}
