import { withoutEach, type Seat } from '@cronica/rules-kernel';
import type { PlayerState, StatBonus, TroopState, WotState } from './state.js';

/** Small immutable updates for `evolve`: copy only the path an event touches. */

export function withPlayer(state: WotState, seat: Seat, change: (p: PlayerState) => Partial<PlayerState>): WotState {
  const players: [PlayerState, PlayerState] = [state.players[0], state.players[1]];
  const current = playerOf(state, seat);
  players[seat === 0 ? 0 : 1] = { ...current, ...change(current) };
  return { ...state, players };
}

export function withTroop(state: WotState, uid: number, change: (t: TroopState) => Partial<TroopState>): WotState {
  return { ...state, troops: state.troops.map((t) => (t.uid === uid ? { ...t, ...change(t) } : t)) };
}

/** The state of a seat's player (seats are 0 and 1). */
export const playerOf = (state: WotState, seat: Seat): PlayerState => state.players[seat === 0 ? 0 : 1];

/** Removes the first copy of each card (multiset difference). */
export const removeCards: (from: readonly number[], cards: readonly number[]) => number[] = withoutEach;

/** Removes the last copy of a card. */
export function removeLast(from: readonly number[], card: number): number[] {
  const at = from.lastIndexOf(card);
  return at < 0 ? from.slice() : [...from.slice(0, at), ...from.slice(at + 1)];
}

export const sorted = (cards: readonly number[]): number[] => cards.slice().sort((a, b) => a - b);

export const addBonus = (a: StatBonus, b: Partial<StatBonus>): StatBonus => ({
  atk: a.atk + (b.atk ?? 0),
  life: a.life + (b.life ?? 0),
  speed: a.speed + (b.speed ?? 0),
});

export const troopByUid = (state: WotState, uid: number): TroopState | undefined =>
  state.troops.find((t) => t.uid === uid);
export const troopAt = (state: WotState, zone: number): TroopState | undefined =>
  state.troops.find((t) => t.zone === zone);
