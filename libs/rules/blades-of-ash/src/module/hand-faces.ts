import type { CardFace, Seat } from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import type { ActionCard } from '../cards/schema.js';
import { DIE_COLOR_NAMES } from '../cards/vocabulary.js';
import { payments } from '../engine/dice.js';
import { actionTiming, cardProblem } from '../engine/playable.js';
import { playerOf, type BladesState } from '../engine/state.js';
import { refuse } from '../engine/violations.js';
import { actionFace, costWords } from './faces.js';
import { list } from './words.js';

/**
 * A hand as its owner reads it: each card's face and, when she holds priority in the actions
 * phase, why a card can't be played now ("Resolución de Acciones": timing, class, target, dice),
 * from the same checks `decide` and `legalCommands` run, so the reason and the refusal agree.
 */
export function handFaces(state: BladesState, seat: Seat, owner: boolean): CardFace[] {
  return playerOf(state, seat).hand.map((index) => {
    const card = state.catalog[index]!;
    return { ...actionFace(card), unavailable: owner ? handCardReason(state, seat, card) : null };
  });
}

/** Null when the card can be played, or when this seat is not choosing actions now (no reason is asked). */
export function handCardReason(state: BladesState, seat: Seat, card: ActionCard): Localized | null {
  const clash = state.clash;
  if (state.phase !== 'actions' || clash === null || clash.priority !== seat || clash.pending.length > 0) return null;
  const timing = actionTiming(state, seat);
  if ('code' in timing) return refuse(timing.code, null).message;
  const problem = cardProblem(state, seat, card, timing.windowOnly);
  if (problem !== null) return refuse(problem, null).message;
  const dice = playerOf(state, seat).dice;
  if (payments(card.cost, dice).length > 0) return null;
  return diceShort(card, dice);
}

/** "Necesitas rojo 3+, cualquier color; tus dados preparados: azul 2" (the cost against the dice left). */
function diceShort(card: ActionCard, dice: BladesState['players'][number]['dice']): Localized {
  const ready = dice.filter((d) => !d.spent);
  const cost = costWords(card.cost);
  const have =
    ready.length === 0
      ? l('no te quedan dados preparados', 'you have no prepared dice left')
      : list(
          ready.map((d) => l(`${DIE_COLOR_NAMES[d.color].es} ${d.face}`, `${DIE_COLOR_NAMES[d.color].en} ${d.face}`)),
        );
  const prefix = ready.length === 0 ? null : l('tus dados preparados: ', 'your prepared dice: ');
  return l(`Necesitas ${cost.es}; ${prefix?.es ?? ''}${have.es}`, `Needs ${cost.en}; ${prefix?.en ?? ''}${have.en}`);
}
