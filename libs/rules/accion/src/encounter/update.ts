import type { Seat } from '@cronica/rules-kernel';
import type { Card } from '../cards.js';
import type { AccionState, ActorId, EnemyState, PlayerState, TurnState } from './state.js';
import { isPlayerId, seatOfPlayer } from './state.js';

/** Immutable updates that copy only what changes (evolve runs on every event of every replay). */

export function withPlayer(state: AccionState, seat: Seat, change: (p: PlayerState) => PlayerState): AccionState {
  return { ...state, players: state.players.map((p) => (p.seat === seat ? change(p) : p)) };
}

export function withEnemy(state: AccionState, id: string, change: (e: EnemyState) => EnemyState): AccionState {
  return { ...state, enemies: state.enemies.map((e) => (e.id === id ? change(e) : e)) };
}

export function withTurn(state: AccionState, change: (t: TurnState) => TurnState): AccionState {
  return state.turn === null ? state : { ...state, turn: change(state.turn) };
}

/** The parts every actor has: deck, hand, discard. */
export interface Cards {
  readonly deck: readonly Card[];
  readonly hand: readonly Card[];
  readonly discard: readonly Card[];
}

export function withCards(state: AccionState, actor: ActorId, change: (c: Cards) => Partial<Cards>): AccionState {
  if (isPlayerId(actor)) return withPlayer(state, seatOfPlayer(actor), (p) => ({ ...p, ...change(p) }));
  return withEnemy(state, actor, (e) => ({ ...e, ...change(e) }));
}

export function without(cards: readonly Card[], gone: readonly Card[]): Card[] {
  return cards.filter((c) => !gone.includes(c));
}

export function findPlayer(state: AccionState, seat: Seat): PlayerState | undefined {
  return state.players.find((p) => p.seat === seat);
}

export function findEnemy(state: AccionState, id: string): EnemyState | undefined {
  return state.enemies.find((e) => e.id === id);
}

export function actorCards(state: AccionState, actor: ActorId): Cards | undefined {
  return isPlayerId(actor) ? findPlayer(state, seatOfPlayer(actor)) : findEnemy(state, actor);
}
