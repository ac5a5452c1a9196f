import type { ByType } from '@cronica/util';
import type { AccionEvent, EventOf } from './events.js';
import { ACTIONS_PER_TURN, isPlayerId, seatOfPlayer, type AccionState } from './state.js';
import { withPlayer, withTurn, without } from './update.js';

/** The events that shape the current turn: its actions, the greed record, played and lent cards. */
export const TURN_EVOLVERS = {
  TurnStarted: (event, state) => startTurn(state, event),
  ActionTaken: (event, state) => {
    const { cost, repeat, action } = event.data;
    return withTurn(state, (t) => ({
      ...t,
      actionsLeft: t.actionsLeft - cost,
      actionsUsed: t.actionsUsed + cost,
      repeats: repeat === undefined ? t.repeats : [...t.repeats, repeat],
      hardDraw: t.hardDraw || action === 'hard-draw',
    }));
  },
  CardsPlayed: (event, state) => playCards(state, event),
  CheckRolled: (_event, state) => withTurn(state, (t) => ({ ...t, relevant: true })),
  EffortAdded: (event, state) => {
    const progressed = {
      ...state,
      objectives: state.objectives.map((o) =>
        o.id === event.data.objective ? { ...o, progress: event.data.progress } : o,
      ),
    };
    return withTurn(progressed, (t) => ({ ...t, relevant: true }));
  },
  FlankRequested: (event, state) =>
    withTurn(
      {
        ...state,
        pending: { kind: 'flank', requester: event.data.seat, ally: event.data.ally, enemy: event.data.enemy },
      },
      (t) => ({ ...t, flankAsked: true }),
    ),
  FlankCardLent: (event, state) => {
    const { ally, card, enemy } = event.data;
    const lent = withPlayer({ ...state, pending: null }, ally, (p) => ({ ...p, hand: without(p.hand, [card]) }));
    return withTurn(lent, (t) => ({ ...t, lent: { card, owner: ally, enemy } }));
  },
  LentCardReturned: (event, state) => {
    const back = withPlayer(state, event.data.ally, (p) => ({ ...p, hand: [...p.hand, event.data.card] }));
    return withTurn(back, (t) => ({ ...t, lent: null }));
  },
} satisfies Partial<ByType<AccionEvent, [AccionState], AccionState>>;

function startTurn(state: AccionState, event: EventOf<'TurnStarted'>): AccionState {
  const { actor, actions } = event.data;
  const turn = {
    actor,
    actionsLeft: actions,
    actionsUsed: 0,
    manaCharged: false,
    flankAsked: false,
    repeats: [],
    hardDraw: false,
    relevant: false,
    damaged: [],
    lent: null,
  };
  const started: AccionState = { ...state, phase: 'turn', handoff: null, turn };
  if (!isPlayerId(actor)) return started;
  // 003, "Intercepción": the reduced turn is this one; "recuperas tus 3 Acciones" after it.
  return withPlayer(started, seatOfPlayer(actor), (p) => ({
    ...p,
    nextTurnActions: ACTIONS_PER_TURN,
    concentration: p.concentration === 'next' ? 'active' : 'none',
  }));
}

function playCards(state: AccionState, event: EventOf<'CardsPlayed'>): AccionState {
  let next = state;
  for (const { card, from, owner } of event.data.cards) {
    if (from === 'hand') next = withPlayer(next, owner, (p) => ({ ...p, hand: without(p.hand, [card]) }));
    if (from === 'table') {
      const slot = next.table.findIndex((t) => t.card === card && t.donor === owner);
      next = { ...next, table: next.table.filter((_, i) => i !== slot) };
    }
    if (from === 'flank') next = withTurn(next, (t) => ({ ...t, lent: null }));
    // 003, "Flanqueo": "La carta utilizada se descarta normalmente en el mazo del jugador al que pertenecía".
    next = withPlayer(next, owner, (p) => ({ ...p, discard: [...p.discard, card] }));
  }
  return next;
}
