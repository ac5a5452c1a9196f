import type { Seat } from '@cronica/rules-kernel';
import { decidingSeats } from '../engine/gate.js';
import type { WotState } from '../engine/state.js';

/** The seat that decides next, asked first by the kernel's bot-match runner (seat 0 when nobody does). */
export function likelyWotSeat(state: WotState): Seat {
  return decidingSeats(state)[0] ?? 0;
}
