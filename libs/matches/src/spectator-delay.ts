import type { MatchState } from './match-events.js';

/**
 * How many of the newest game events a view `delay` events behind holds back: at least `delay`
 * (as far as the kept history reaches), and more until the state it shows is one a whole decision
 * left. A move of several events passes through states nobody at the table saw (a turn ended and
 * the next not yet begun), which a game's view need not know how to draw; a spectator sees what a
 * player saw, a little later.
 */
export function heldBack(state: MatchState, delay: number): number {
  const last = state.history.length - 1;
  if (last <= 0) return 0;
  const seen = (index: number) => index === last || state.historyOpens[index + 1] !== false;
  const wanted = Math.max(0, last - delay);
  for (let index = wanted; index >= 0; index -= 1) if (seen(index)) return last - index;
  // The kept history begins inside a move: the oldest state after it that the table saw.
  let index = wanted + 1;
  while (!seen(index)) index += 1;
  return last - index;
}
