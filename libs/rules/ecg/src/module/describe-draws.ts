import { coinTossWon, deckDrawWords, type RandomDraw } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';

/**
 * A draw of the match as a judge reads it: who chooses to start when renown ties (004 «Antes de
 * jugar» gives the choice to the higher renown; a tie is drawn, RULES-NOTES.md), a seat's deck shuffled, or cards of a hand discarded at random.
 */
export function describeDraw(draw: RandomDraw): Localized | null {
  if (draw.label === 'dice' && draw.kind === 'int' && draw.bound === 2) return coinTossWon(draw.value);
  return deckDrawWords(draw);
}
