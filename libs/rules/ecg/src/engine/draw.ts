import type { Seat } from '@cronica/rules-kernel';
import type { Emitter } from './emitter.js';
import type { EventOf } from './events.js';
import { playerOf, type EcgState } from './state.js';

/**
 * Drawing (004_e0e2bf9ed9dd62bf.txt, "Cartas en la Mano", "Fin de Mazo"): a full hand discards
 * before it draws; the first time the deck runs out the discard is shuffled into a new one; after
 * that, draws that are not costs are ignored. Shuffles use the `deck:seatN` stream.
 */

export const deckLabel = (seat: Seat): string => `deck:seat${seat}`;

/** Whether the deck may still be remade from the discard. */
export const canReshuffle = (state: EcgState, seat: Seat): boolean =>
  playerOf(state, seat).reshuffles < state.format.deckReshuffles;

/**
 * The cards to discard before drawing `count`: as many as the draw would take the hand past its
 * limit, counting only cards that can really be drawn (discarded cards may come back through the
 * reshuffle, so the count is the least that is consistent with itself).
 */
export function discardsNeeded(state: EcgState, seat: Seat, count: number): number {
  const p = playerOf(state, seat);
  const limit = state.format.handLimit;
  let need = 0;
  for (let step = 0; step <= count; step += 1) {
    const reach = p.deck.length + (canReshuffle(state, seat) ? p.discard.length + need : 0);
    const next = Math.max(0, p.hand.length + Math.min(count, reach) - limit);
    if (next === need) return need;
    need = next;
  }
  return need;
}

/** How many cards a draw of `count` really draws (after its discards, through the reshuffle left). */
export function cardsReached(state: EcgState, seat: Seat, count: number): number {
  const p = playerOf(state, seat);
  const need = discardsNeeded(state, seat, count);
  return Math.min(count, p.deck.length + (canReshuffle(state, seat) ? p.discard.length + need : 0));
}

export function shuffleDeck(em: Emitter, seat: Seat, from: 'deck' | 'discard'): void {
  const p = playerOf(em.state, seat);
  const cards = from === 'deck' ? p.deck : p.discard;
  em.random.shuffle(deckLabel(seat), cards);
  em.emitDrawn('DeckShuffled', { seat, size: cards.length, from });
}

/** Draws `count` cards (the hand limit is the caller's: discards come first). */
export function drawCards(
  em: Emitter,
  seat: Seat,
  count: number,
  reason: EventOf<'CardsDrawn'>['data']['reason'],
): void {
  let left = count;
  while (left > 0) {
    const p = playerOf(em.state, seat);
    if (p.deck.length === 0) {
      if (canReshuffle(em.state, seat) && p.discard.length > 0) {
        shuffleDeck(em, seat, 'discard');
        continue;
      }
      em.emit('DrawIgnored', { seat, count: left });
      return;
    }
    const n = Math.min(left, p.deck.length);
    const cards = p.deck
      .slice(p.deck.length - n)
      .reverse()
      .map((c) => em.state.catalog[c]!.id);
    em.emit('CardsDrawn', { seat, count: n, cards, reason });
    left -= n;
  }
}

/** `n` cards of a hand at random, discarded (the `deck:seatN` stream). */
export function discardAtRandom(em: Emitter, seat: Seat, n: number): void {
  const hand = playerOf(em.state, seat).hand.slice();
  const cards: string[] = [];
  for (let k = 0; k < n && hand.length > 0; k += 1) {
    const at = em.random.int(deckLabel(seat), hand.length);
    cards.push(em.state.catalog[hand[at]!]!.id);
    hand.splice(at, 1);
  }
  if (cards.length > 0) em.emitDrawn('CardsDiscarded', { seat, cards, reason: 'random' });
}
