import type { RandomSource, Seat } from '@cronica/rules-kernel';
import type { Card } from '../cards.js';
import { controllerOf } from '../encounter/rules.js';
import { playerId, type AccionState, type ActorId, type TurnState } from '../encounter/state.js';
import { mayReadHandOf } from '../encounter/view.js';

/**
 * One guess at the encounter as `seat` may know it (RULES-NOTES.md, "What each sees"): nobody sees
 * a deck's order, a player sees only their own hand, the GM every enemy's hand but no player's.
 * For every owner, the cards this seat cannot see (a hidden hand and the whole deck) are one pool
 * whose make-up the seat can tell (a standard deck less the public cards: discards, the table) but
 * not its order; the guess shuffles that pool with the bot's own stream and deals it back in the
 * same sizes. A card revealed for initiative stays at its deck's bottom, where everyone saw it
 * (003, "Determinando la iniciativa"). A lent card the seat may not see joins its owner's pool.
 */
export function determinize(state: AccionState, seat: Seat, random: RandomSource): AccionState {
  const viewer = { kind: 'seat', seat } as const;
  const turn = state.turn;
  const lent = turn?.lent ?? null;
  const lentHidden =
    turn !== null &&
    lent !== null &&
    !mayReadHandOf(viewer, lent.owner) &&
    !mayReadHandOf(viewer, controllerOf(turn.actor));
  let guessedLent: Card | undefined;
  const players = state.players.map((p) => {
    const extra = lentHidden && lent.owner === p.seat ? [lent.card] : [];
    const dealt = redeal(state, playerId(p.seat), p.hand, p.deck, extra, mayReadHandOf(viewer, p.seat), random);
    if (extra.length > 0) guessedLent = dealt.extra;
    return { ...p, hand: dealt.hand, deck: dealt.deck };
  });
  const enemies = state.enemies.map((e) => {
    const dealt = redeal(state, e.id, e.hand, e.deck, [], mayReadHandOf(viewer, controllerOf(e.id)), random);
    return { ...e, hand: dealt.hand, deck: dealt.deck };
  });
  random.takeDraws();
  const guessedTurn: TurnState | null =
    turn !== null && lent !== null && guessedLent !== undefined
      ? { ...turn, lent: { ...lent, card: guessedLent } }
      : turn;
  return { ...state, turn: guessedTurn, players, enemies };
}

interface Dealt {
  readonly hand: readonly Card[];
  readonly deck: readonly Card[];
  /** The guess at a hidden lent card, when one joined the pool. */
  readonly extra: Card | undefined;
}

function redeal(
  state: AccionState,
  actor: ActorId,
  hand: readonly Card[],
  deck: readonly Card[],
  lent: readonly Card[],
  handKnown: boolean,
  random: RandomSource,
): Dealt {
  const bottom = state.reveals.some((r) => r.actor === actor && r.card === deck.at(-1)) ? deck.slice(-1) : [];
  const order = deck.slice(0, deck.length - bottom.length);
  const hidden = handKnown ? [] : hand;
  const pool = random.shuffle('bot', [...lent, ...hidden, ...order]);
  const guessedHand = handKnown ? hand : pool.slice(lent.length, lent.length + hand.length);
  return {
    hand: guessedHand,
    deck: [...pool.slice(lent.length + hidden.length), ...bottom],
    extra: lent.length > 0 ? pool[0] : undefined,
  };
}
