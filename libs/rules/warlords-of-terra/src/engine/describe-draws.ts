import { coinTossWon, deckShuffled, labelSeat, type RandomDraw } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import { deckWords } from './words.js';

/**
 * A draw of the match as a judge reads it: who starts the first game (A.1 «El jugador que inicia
 * la partida», drawn at random) or which of a seat's two decks was shuffled.
 */
export function describeDraw(draw: RandomDraw): Localized | null {
  if (draw.kind === 'int') return draw.label === 'dice:first-player' ? coinTossWon(draw.value) : null;
  const seat = labelSeat(draw.label);
  const deck = draw.label.endsWith(':battle') ? 'battle' : draw.label.endsWith(':construction') ? 'construction' : null;
  if (seat === null || deck === null) return null;
  const words = deckWords(deck);
  return deckShuffled(seat, draw.size, { es: `el ${words.es}`, en: words.en });
}
