import type { Seat } from '@cronica/rules-kernel';
import { responder } from '../engine/stack.js';
import { playerOf, type EcgState } from '../engine/state.js';

/** The seat the game waits for (asked first by bot matches); the first of `waitingFor`, without building the list. */
export function likelyEcgSeat(state: EcgState): Seat {
  if (state.pending !== null) return state.pending.seat;
  switch (state.phase) {
    case 'opening':
      return playerOf(state, 0).opened ? 1 : 0;
    case 'order':
      return state.chooser ?? 0;
    case 'action':
      return responder(state) ?? state.active;
    default:
      return state.active;
  }
}
