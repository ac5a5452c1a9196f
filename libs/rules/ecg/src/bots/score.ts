import type { Seat } from '@cronica/rules-kernel';
import { strengthOf } from '../engine/board.js';
import { prayersOf } from '../engine/flow.js';
import { LINE_KEYS, other, playerOf, type EcgState } from '../engine/state.js';

/**
 * How good a state looks to `seat` (the greedy bot's yardstick): the three roads to victory
 * (morale, renown, prayers), the board, the court and the hand, the rival's counted against.
 */
export function scoreFor(state: EcgState, seat: Seat): number {
  const result = state.result;
  if (result !== null) return result.outcome === 'draw' ? 0 : result.winner === seat ? 1e6 : -1e6;
  return side(state, seat) - side(state, other(seat));
}

function side(state: EcgState, seat: Seat): number {
  const p = playerOf(state, seat);
  const f = state.format;
  let troops = 0;
  for (const line of LINE_KEYS) {
    for (const troop of p[line])
      troops += 1.5 * strengthOf(state, seat, line, troop) + (troop.preparation === 0 ? 0.5 : 0);
  }
  return (
    4 * p.morale +
    3 * Math.min(p.renown, f.renownToWin) +
    14 * prayersOf(state, seat) +
    troops +
    1.2 * p.court.length +
    0.4 * Math.min(p.hand.length, f.handLimit) -
    1.5 * Math.max(0, p.madness - (f.madnessThreshold - 3))
  );
}
