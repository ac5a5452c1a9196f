import type { Effect } from '../cards/effects.js';
import type { Emitter } from './emitter.js';
import { playerOf, type Die, type StackItem } from './state.js';
import { seatFor } from './targets.js';

type DiceEffect = Extract<Effect, { op: 'discardRandom' | 'rerollDice' | 'setDieFace' | 'gainDie' | 'spendDice' }>;

/** Prepared dice, lowest face first (position breaks ties). */
function preparedByFace(dice: readonly Die[], descending: boolean): number[] {
  const prepared: number[] = [];
  dice.forEach((d, i) => {
    if (!d.spent) prepared.push(i);
  });
  return prepared.sort((a, b) => (descending ? dice[b]!.face - dice[a]!.face : dice[a]!.face - dice[b]!.face) || a - b);
}

/**
 * Dice and hand effects of the vocabulary ("Preparar Dados de Acción": effects that change
 * prepared dice). Which dice they touch is fixed by rule (lowest or highest), so no choice is needed.
 */
export function applyDiceEffect(em: Emitter, item: StackItem, e: DiceEffect): void {
  switch (e.op) {
    case 'discardRandom':
      return discardAtRandom(em, seatFor(item, e.who), e.amount);
    case 'rerollDice': {
      const seat = seatFor(item, e.who);
      const indices = preparedDice(em, seat, e.count, false);
      if (indices.length === 0) return;
      const faces = em.rollD6(indices.length);
      em.emitDrawn('DiceChanged', { seat, indices, faces });
      return;
    }
    case 'setDieFace': {
      const seat = seatFor(item, e.who);
      const dice = playerOf(em.state, seat).dice;
      const at = preparedByFace(dice, false).find((i) => e.color === undefined || dice[i]!.color === e.color);
      if (at !== undefined) em.emit('DiceChanged', { seat, indices: [at], faces: [e.face] });
      return;
    }
    case 'gainDie': {
      const face = e.face ?? em.d6();
      em.emitDrawn('DieGained', { seat: item.seat, die: { color: e.color, face } });
      return;
    }
    case 'spendDice': {
      const seat = seatFor(item, e.who);
      const indices = preparedDice(em, seat, e.count, true);
      if (indices.length > 0) em.emit('DiceSpent', { seat, indices });
      return;
    }
  }
}

/** The seat's `count` lowest (or highest) prepared dice, in seat order. */
function preparedDice(em: Emitter, seat: number, count: number, highest: boolean): number[] {
  return preparedByFace(playerOf(em.state, seat).dice, highest)
    .slice(0, count)
    .sort((a, b) => a - b);
}

/** Up to `amount` cards of the seat's hand, each drawn at random from what is left of it. */
function discardAtRandom(em: Emitter, seat: number, amount: number): void {
  const hand = playerOf(em.state, seat).hand.slice();
  const cards: string[] = [];
  for (let k = 0; k < amount && hand.length > 0; k += 1) {
    const at = em.random.int(`deck:seat${seat}`, hand.length);
    cards.push(em.state.catalog[hand[at]!]!.id);
    hand.splice(at, 1);
  }
  if (cards.length > 0) em.emitDrawn('CardsDiscarded', { seat, cards, reason: 'effect' });
}
