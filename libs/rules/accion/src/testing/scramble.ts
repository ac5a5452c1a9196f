import { readsSeatSecrets, type Viewer } from '@cronica/rules-kernel';
import { STANDARD_DECK, type Card } from '../cards.js';
import type { AccionState } from '../encounter/state.js';
import { GM_SEAT } from '../encounter/state.js';
import { controllerOf } from '../encounter/rules.js';

/**
 * The same encounter with everything `viewer` may not know changed: other seats' hands (same
 * sizes, other cards), a lent card it may not see, and the order of every deck. A view, a legal
 * list or a fair bot's choice that differs between the two would leak.
 */
export function hideFrom(state: AccionState, viewer: Viewer): AccionState {
  const shift = (cards: readonly Card[]) => cards.map((c) => STANDARD_DECK[(STANDARD_DECK.indexOf(c) + 17) % 52]!);
  const turn = state.turn;
  const lentSeen =
    turn?.lent == null ||
    readsSeatSecrets(viewer, turn.lent.owner) ||
    readsSeatSecrets(viewer, controllerOf(turn.actor));
  return {
    ...state,
    players: state.players.map((p) => ({
      ...p,
      deck: [...p.deck].reverse(),
      hand: readsSeatSecrets(viewer, p.seat) ? p.hand : shift(p.hand),
    })),
    enemies: state.enemies.map((e) => ({
      ...e,
      deck: [...e.deck].reverse(),
      hand: readsSeatSecrets(viewer, GM_SEAT) ? e.hand : shift(e.hand),
    })),
    turn:
      turn === null || lentSeen || turn.lent === null
        ? turn
        : { ...turn, lent: { ...turn.lent, card: shift([turn.lent.card])[0]! } },
  };
}
