import { advanceCounters } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';
import type { AccionEvent, EventOf } from './events.js';
import { evolveCards, evolveFigures } from './evolve-actors.js';
import { evolveTurn } from './evolve-turn.js';
import type { AccionState } from './state.js';
import { withPlayer } from './update.js';

export { deckLabel } from './evolve-actors.js';

/**
 * Folds one event. Never draws: shuffles are read from the event's `metadata.random` (the
 * `deck:seatN` draw of a player, `deck:seat0:<enemy>` of an enemy), dice from its data.
 */
export function evolve(state: AccionState, event: AccionEvent): AccionState {
  const random = advanceCounters(state.random, event.metadata?.random);
  return applyEvent(random === state.random ? state : { ...state, random }, event);
}

function applyEvent(state: AccionState, event: AccionEvent): AccionState {
  switch (event.type) {
    case 'EncounterStarted':
    case 'CardsDrawn':
    case 'CardsDiscarded':
    case 'CardRecovered':
    case 'ManaCharged':
    case 'HandReset':
    case 'CardDonated':
      return evolveCards(state, event);
    case 'EnemyDamaged':
    case 'EnemyDefeated':
    case 'EnemyAttacked':
    case 'EnemyHexed':
    case 'ThreatAdvanced':
    case 'PlayerDamaged':
    case 'PlayerFell':
    case 'HpRestored':
    case 'Moved':
    case 'MpSpent':
    case 'Prepared':
    case 'PreparationUsed':
    case 'EnemyInterrupted':
    case 'Concentrated':
    case 'ConcentrationUsed':
    case 'Intercepted':
      return evolveFigures(state, event);
    case 'TurnStarted':
    case 'ActionTaken':
    case 'CardsPlayed':
    case 'CheckRolled':
    case 'EffortAdded':
    case 'FlankRequested':
    case 'FlankCardLent':
    case 'LentCardReturned':
      return evolveTurn(state, event);
    case 'InitiativeRevealed':
    case 'InitiativeTied':
    case 'OpenerChosen':
    case 'RoundStarted':
    case 'AidRequested':
    case 'AidRefused':
    case 'FlankDeclined':
    case 'InterceptionOffered':
    case 'InterceptionDeclined':
    case 'TurnEnded':
    case 'InitiativeHandedOff':
    case 'InitiativePassed':
    case 'FlowBroken':
    case 'Conceded':
    case 'EncounterEnded':
      return evolveFlow(state, event);
    case 'RoundEnded':
    case 'TimeCalled':
    case 'ChargeDeclared':
    case 'InitiativeCeded':
      return state;
    default:
      return assertNever(event, 'event');
  }
}

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
function evolveFlow(state: AccionState, event: FlowEvent): AccionState {
  switch (event.type) {
    case 'InitiativeRevealed':
      return { ...state, reveals: event.data.reveals };
    case 'InitiativeTied':
      return { ...state, phase: 'tie', tied: event.data.actors };
    case 'OpenerChosen':
      return { ...state, tied: null };
    case 'RoundStarted':
      return { ...state, round: event.data.round, acted: [], passed: [] };
    case 'AidRequested':
      return { ...state, pending: { kind: 'aid', requester: event.data.seat, ally: event.data.ally } };
    case 'AidRefused':
    case 'FlankDeclined':
      return { ...state, pending: null };
    case 'InterceptionOffered': {
      const { enemy, target, path, eligible } = event.data;
      return { ...state, pending: { kind: 'interception', enemy, target, path, eligible, passed: [] } };
    }
    case 'InterceptionDeclined': {
      const p = state.pending;
      if (p?.kind !== 'interception') return state;
      const passed = [...p.passed, event.data.seat];
      return { ...state, pending: passed.length >= p.eligible.length ? null : { ...p, passed } };
    }
    case 'TurnEnded': {
      const { actor, passed } = event.data;
      return {
        ...state,
        turn: null,
        acted: [...state.acted, actor],
        passed: passed ? [...state.passed, actor] : state.passed,
      };
    }
    case 'InitiativeHandedOff': {
      const { from, chooser, options, roundEnd, broken } = event.data;
      return { ...state, phase: 'handoff', handoff: { from, chooser, options, roundEnd, broken } };
    }
    case 'InitiativePassed':
    case 'FlowBroken':
      return { ...state, handoff: null };
    case 'Conceded':
      return event.data.seat === 0
        ? state
        : withPlayer(state, event.data.seat, (p) => ({ ...p, withdrawn: true, at: null, prepared: false }));
    case 'EncounterEnded':
      return { ...state, phase: 'ended', result: event.data.result, pending: null, handoff: null };
  }
}
