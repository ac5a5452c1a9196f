import type { Seat } from '@cronica/rules-kernel';
import { readyCount } from './board.js';
import { resolveManeuver } from './combat.js';
import type { Emitter } from './emitter.js';
import { runResolution } from './effects.js';
import { playerOf, other, type EcgState, type StackItem } from './state.js';
import { cardOfInstance } from './evolve-board.js';

/**
 * The stack of cards, abilities and maneuvers waiting for an answer (004_e0e2bf9ed9dd62bf.txt,
 * "Reacción": "Cartas de interrupción que permiten modificar los efectos producidos por acciones,
 * habilidades o incluso otras reacciones"; the timing is RULES-NOTES.md, "Reactions"). The player
 * who did not put the top item there may answer it with a reaction or pass; a pass resolves it.
 */

export const topOf = (state: EcgState): StackItem | undefined => state.stack[state.stack.length - 1];

/** Who must answer now: the rival of the top item's player; null with an empty stack. */
export function responder(state: EcgState): Seat | null {
  const top = topOf(state);
  return top === undefined ? null : other(top.seat);
}

/**
 * Whether `seat` gets the chance to answer: it holds a card and has a ready resource (every
 * reaction costs at least 1). Both facts are public, so whether a window opens says nothing of the hand.
 */
export const answerWindow = (state: EcgState, seat: Seat): boolean =>
  playerOf(state, seat).hand.length > 0 && readyCount(state, seat) > 0;

/** The troop a stack item aims at, for reactions that read "itemTarget". */
export const itemTargetOf = (state: EcgState, id: number | null): number | null =>
  id === null ? null : (state.stack.find((item) => item.id === id)?.target ?? null);

/** Resolves the top item: a card's or ability's effects, or a maneuver. */
export function resolveTop(em: Emitter): void {
  const item = topOf(em.state)!;
  const itemTarget = itemTargetOf(em.state, item.answers);
  em.emit('ItemResolving', { item: item.id });
  const base = {
    seat: item.seat,
    target: item.target,
    itemTarget,
    entering: null,
    answers: item.answers,
    next: 0,
    drawLeft: 0,
  };
  switch (item.source.kind) {
    case 'card': {
      const def = em.state.catalog[item.source.card]!;
      runResolution(em, { ...base, source: null, effects: def.effects, card: def.id });
      return;
    }
    case 'ability': {
      const card = cardOfInstance(em.state, item.seat, item.source.instance);
      const ability = card === null ? undefined : em.state.catalog[card]!.abilities[item.source.ability];
      if (ability === undefined) {
        em.emit('EffectsStopped', { seat: item.seat, at: 0 });
        return;
      }
      runResolution(em, { ...base, source: item.source.instance, effects: ability.effects, card: null });
      return;
    }
    case 'maneuver':
      resolveManeuver(em, item, item.source.troop, item.source.maneuver);
      return;
  }
}
