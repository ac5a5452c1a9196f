import { coinTossWon, deckDrawWords, diceRolled, type RandomDraw } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import { decodeD6 } from '../engine/emitter.js';

/** How many d6 a draw below `bound` rolls at once (a power of 6: the emitter's `rollD6`). */
function d6Count(bound: number): number | null {
  let count = 0;
  for (let size = 1; size < bound; size *= 6) count += 1;
  return 6 ** count === bound && count > 0 ? count : null;
}

/**
 * A draw of the match as a judge reads it: the draw for who chooses to attack or defend
 * (000_7cbcfc9bc47f1014.txt «Determinar Atacante y Defensor»), the d6 rolled together (their faces
 * in the order rolled), a seat's deck shuffled or a card of its hand taken at random.
 */
export function describeDraw(draw: RandomDraw): Localized | null {
  if (draw.label !== 'dice' || draw.kind !== 'int') return deckDrawWords(draw);
  if (draw.bound === 2) return coinTossWon(draw.value);
  const count = d6Count(draw.bound);
  return count === null ? null : diceRolled(decodeD6(draw.value, count), 6);
}
