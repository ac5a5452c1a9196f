import { pastDraws } from '@cronica/rules-kernel';
import { byType, type ByType } from '@cronica/util';
import type { AccionEvent, EventOf } from './events.js';
import { CARD_EVOLVERS, FIGURE_EVOLVERS } from './evolve-actors.js';
import { TURN_EVOLVERS } from './evolve-turn.js';
import type { AccionState } from './state.js';
import { withPlayer } from './update.js';

export { deckLabel } from './evolve-actors.js';

/**
 * Folds one event. Never draws: shuffles are read from the event's `metadata.random` (the
 * `deck:seatN` draw of a player, `deck:seat0:<enemy>` of an enemy), dice from its data.
 */
export function evolve(state: AccionState, event: AccionEvent): AccionState {
  return byType(EVOLVERS, event, pastDraws(state, event));
}

const unchanged = (_event: AccionEvent, state: AccionState) => state;

type FlowEvent = EventOf<
  | 'InitiativeRevealed'
  | 'InitiativeTied'
  | 'OpenerChosen'
  | 'RoundStarted'
  | 'AidRequested'
  | 'AidRefused'
  | 'FlankDeclined'
  | 'InterceptionOffered'
  | 'InterceptionDeclined'
  | 'TurnEnded'
  | 'InitiativeHandedOff'
  | 'InitiativePassed'
  | 'FlowBroken'
  | 'Conceded'
  | 'EncounterEnded'
>;

/** Initiative, rounds, questions waiting for an answer, the end. */
const FLOW: ByType<FlowEvent, [AccionState], AccionState> = {
  InitiativeRevealed: (event, state) => ({ ...state, reveals: event.data.reveals }),
  InitiativeTied: (event, state) => ({ ...state, phase: 'tie', tied: event.data.actors }),
  OpenerChosen: (_event, state) => ({ ...state, tied: null }),
  RoundStarted: (event, state) => ({ ...state, round: event.data.round, acted: [], passed: [] }),
  AidRequested: (event, state) => ({
    ...state,
    pending: { kind: 'aid', requester: event.data.seat, ally: event.data.ally },
  }),
  AidRefused: (_event, state) => ({ ...state, pending: null }),
  FlankDeclined: (_event, state) => ({ ...state, pending: null }),
  InterceptionOffered: (event, state) => {
    const { enemy, target, path, eligible } = event.data;
    return { ...state, pending: { kind: 'interception', enemy, target, path, eligible, passed: [] } };
  },
  InterceptionDeclined: (event, state) => {
    const p = state.pending;
    if (p?.kind !== 'interception') return state;
    const passed = [...p.passed, event.data.seat];
    return { ...state, pending: passed.length >= p.eligible.length ? null : { ...p, passed } };
  },
  TurnEnded: (event, state) => {
    const { actor, passed } = event.data;
    return {
      ...state,
      turn: null,
      acted: [...state.acted, actor],
      passed: passed ? [...state.passed, actor] : state.passed,
    };
  },
  InitiativeHandedOff: (event, state) => {
    const { from, chooser, options, roundEnd, broken } = event.data;
    return { ...state, phase: 'handoff', handoff: { from, chooser, options, roundEnd, broken } };
  },
  InitiativePassed: (_event, state) => ({ ...state, handoff: null }),
  FlowBroken: (_event, state) => ({ ...state, handoff: null }),
  Conceded: (event, state) =>
    event.data.seat === 0
      ? state
      : withPlayer(state, event.data.seat, (p) => ({ ...p, withdrawn: true, at: null, prepared: false })),
  EncounterEnded: (event, state) => ({
    ...state,
    phase: 'ended',
    result: event.data.result,
    pending: null,
    handoff: null,
  }),
};

/** Each event to the part of the state it changes: cards, figures, the turn under way, or the flow. */
const EVOLVERS: ByType<AccionEvent, [AccionState], AccionState> = {
  ...FLOW,
  ...CARD_EVOLVERS,
  ...FIGURE_EVOLVERS,
  ...TURN_EVOLVERS,
  RoundEnded: unchanged,
  TimeCalled: unchanged,
  ChargeDeclared: unchanged,
  InitiativeCeded: unchanged,
};
