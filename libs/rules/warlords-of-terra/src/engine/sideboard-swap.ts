import type { Seat } from '@cronica/rules-kernel';
import { WOT_MAX_COPIES } from '../validator.js';
import type { WotViolationCode } from './violations.js';
import type { WotState } from './state.js';
import { playerOf } from './update.js';

/**
 * 002_a36596f8eaed8fcc.txt, C.3 "PREBANQUILLO", one card at a time: a card of the main deck goes
 * to the pre-sideboard and one of the pre-sideboard takes its place, of the same deck (40 and 15
 * are "INAMOVIBLES", A.1), keeping every limit of the main deck (A.2.1 copies and unique cards,
 * C.5 legendary cap). Swaps carry over between the games of a match; a new match starts from
 * the registered list again ("DEBE ser restablecido a su estado original tras cada ronda").
 */
export function swapProblem(state: WotState, seat: Seat, out: string, into: string): WotViolationCode | null {
  const deck = playerOf(state, seat).deck;
  const [o, i] = [state.cardIndex[out], state.cardIndex[into]];
  if (o === undefined) return 'wot.swap.not-in-deck';
  if (i === undefined || !deck.sideboard.includes(i)) return 'wot.swap.not-in-sideboard';
  const outCard = state.catalog[o]!;
  const inCard = state.catalog[i]!;
  if (outCard.deck === 'hero' || !mainOf(deck, outCard.deck).includes(o)) return 'wot.swap.not-in-deck';
  if (outCard.deck !== inCard.deck) return 'wot.swap.deck-type';
  if (o === i) return 'wot.swap.same-card';
  const main = [...deck.battle, ...deck.construction];
  const copies = main.filter((c) => c === i).length + 1;
  if (copies > (inCard.unique ? 1 : WOT_MAX_COPIES)) return 'wot.swap.limit';
  const limit = state.options.legendaryLimit;
  if (inCard.legendary && limit !== null) {
    const after = main.filter((c) => c !== o || main.filter((x) => x === o).length > 1).concat([i]);
    const legendaries = new Set(after.filter((c) => state.catalog[c]!.legendary));
    if (legendaries.size > limit) return 'wot.swap.legendary-limit';
  }
  return null;
}

const mainOf = (
  deck: { battle: readonly number[]; construction: readonly number[] },
  kind: 'battle' | 'construction',
) => (kind === 'battle' ? deck.battle : deck.construction);
