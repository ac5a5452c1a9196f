import { advanceCounters, type RandomDraw } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';
import type { Card } from '../cards.js';
import type { AccionEvent } from './events.js';
import { isPlayerId, playerId, type AccionState, type ActorId } from './state.js';
import { withCards, withEnemy, withPlayer, withTurn, without } from './update.js';
import { evolveTurn } from './evolve-turn.js';

/**
 * Folds one event. Never draws: shuffles are read from the event's `metadata.random` (the
 * `deck:seatN` draw of a player, `deck:seat0:<enemy>` of an enemy), dice from its data.
 */
export function evolve(state: AccionState, event: AccionEvent): AccionState {
  const random = advanceCounters(state.random, event.metadata?.random);
  return applyEvent(random === state.random ? state : { ...state, random }, event);
}

/** The random label of an actor's deck: its family is the seat's (`deck:seat0` for the GM's enemies). */
export function deckLabel(actor: ActorId): string {
  return isPlayerId(actor) ? `deck:seat${actor.slice(1)}` : `deck:seat0:${actor}`;
}

function shuffled(cards: readonly Card[], draws: readonly RandomDraw[] | undefined, label: string): Card[] {
  const draw = draws?.find((d) => d.label === label && d.kind === 'shuffle');
  return draw?.kind === 'shuffle' ? draw.permutation.map((i) => cards[i]!) : [...cards];
}

function applyEvent(state: AccionState, event: AccionEvent): AccionState {
  switch (event.type) {
    case 'EncounterStarted': {
      const draws = event.metadata?.random;
      return {
        ...state,
        players: state.players.map((p) => ({ ...p, deck: shuffled(p.deck, draws, deckLabel(playerId(p.seat))) })),
        enemies: state.enemies.map((e) => ({ ...e, deck: shuffled(e.deck, draws, deckLabel(e.id)) })),
      };
    }
    case 'CardsDrawn':
      return withCards(state, event.data.actor, (c) => ({ deck: c.deck.slice(event.data.count), hand: [...c.hand, ...c.deck.slice(0, event.data.count)] }));
    case 'InitiativeRevealed':
      return { ...state, reveals: event.data.reveals };
    case 'InitiativeTied':
      return { ...state, phase: 'tie', tied: event.data.actors };
    case 'OpenerChosen':
      return { ...state, tied: null };
    case 'RoundStarted':
      return { ...state, round: event.data.round, acted: [], passed: [] };
    case 'EnemyDamaged': {
      const hurt = withEnemy(state, event.data.enemy, (e) => ({ ...e, hp: event.data.hp }));
      return withTurn(hurt, (t) => ({ ...t, relevant: true, damaged: t.damaged.includes(event.data.enemy) ? t.damaged : [...t.damaged, event.data.enemy] }));
    }
    case 'EnemyDefeated':
      return withEnemy(state, event.data.enemy, (e) => ({ ...e, defeated: true, at: null }));
    case 'EnemyAttacked':
    case 'EnemyHexed':
      return event.data.interrupted ? withEnemy(state, event.data.enemy, (e) => ({ ...e, interrupted: false })) : state;
    case 'ThreatAdvanced': {
      const { enemy, cards, progress, interrupted } = event.data;
      const spent = withEnemy(state, enemy, (e) => ({ ...e, interrupted: interrupted ? false : e.interrupted, hand: without(e.hand, cards), discard: [...e.discard, ...cards] }));
      return { ...spent, threat: spent.threat === null ? null : { ...spent.threat, progress } };
    }
    case 'PlayerDamaged':
      return withPlayer(state, event.data.seat, (p) => ({ ...p, hp: event.data.hp }));
    case 'PlayerFell':
      return withPlayer(state, event.data.seat, (p) => ({ ...p, fallen: true, at: null, prepared: false }));
    case 'HpRestored':
      return withPlayer(state, event.data.seat, (p) => ({ ...p, hp: event.data.hp }));
    case 'Moved':
      return isPlayerId(event.data.actor)
        ? withPlayer(state, Number(event.data.actor.slice(1)), (p) => ({ ...p, scene: event.data.scene, at: event.data.to }))
        : withEnemy(state, event.data.actor, (e) => ({ ...e, scene: event.data.scene, at: event.data.to }));
    case 'MpSpent':
      return withPlayer(state, event.data.seat, (p) => ({ ...p, mp: event.data.mp }));
    case 'ManaCharged': {
      const { seat, cards, mp } = event.data;
      const charged = withPlayer(state, seat, (p) => ({ ...p, mp, hand: without(p.hand, cards), discard: [...p.discard, ...cards] }));
      return withTurn(charged, (t) => ({ ...t, manaCharged: true }));
    }
    case 'CardsDiscarded':
      return withCards(state, event.data.actor, (c) => ({ hand: without(c.hand, event.data.cards), discard: [...c.discard, ...event.data.cards] }));
    case 'CardRecovered':
      return withPlayer(state, event.data.seat, (p) => ({ ...p, discard: without(p.discard, [event.data.card]), deck: [...p.deck, event.data.card] }));
    case 'Prepared':
      return withPlayer(state, event.data.seat, (p) => ({ ...p, prepared: true }));
    case 'PreparationUsed':
      return withPlayer(state, event.data.seat, (p) => ({ ...p, prepared: false }));
    case 'CardDonated': {
      const { seat, card } = event.data;
      const given = withPlayer(state, seat, (p) => ({ ...p, hand: without(p.hand, [card]) }));
      return { ...given, table: [...given.table, { card, donor: seat }], pending: given.pending?.kind === 'aid' ? null : given.pending };
    }
    case 'AidRequested':
      return { ...state, pending: { kind: 'aid', requester: event.data.seat, ally: event.data.ally } };
    case 'AidRefused':
    case 'FlankDeclined':
      return { ...state, pending: null };
    case 'EnemyInterrupted':
      return withEnemy(state, event.data.enemy, (e) => ({ ...e, interrupted: true }));
    case 'HandReset': {
      const label = deckLabel(playerId(event.data.seat));
      return withPlayer(state, event.data.seat, (p) => ({ ...p, hand: [], deck: shuffled([...p.deck, ...p.hand], event.metadata?.random, label) }));
    }
    case 'Concentrated':
      return withPlayer(state, event.data.seat, (p) => ({ ...p, concentration: 'next' }));
    case 'ConcentrationUsed':
      return withPlayer(state, event.data.seat, (p) => ({ ...p, concentration: 'none' }));
    case 'InterceptionOffered': {
      const { enemy, target, path, eligible } = event.data;
      return { ...state, pending: { kind: 'interception', enemy, target, path, eligible, passed: [] } };
    }
    case 'Intercepted': {
      const intercepted = withPlayer(state, event.data.seat, (p) => ({ ...p, nextTurnActions: 1 }));
      return { ...intercepted, pending: null };
    }
    case 'InterceptionDeclined': {
      const p = state.pending;
      if (p?.kind !== 'interception') return state;
      const passed = [...p.passed, event.data.seat];
      return { ...state, pending: passed.length >= p.eligible.length ? null : { ...p, passed } };
    }
    case 'TurnEnded':
      return {
        ...state,
        turn: null,
        acted: [...state.acted, event.data.actor],
        passed: event.data.passed ? [...state.passed, event.data.actor] : state.passed,
      };
    case 'RoundEnded':
      return state;
    case 'InitiativeHandedOff': {
      const { from, chooser, options, roundEnd, broken } = event.data;
      return { ...state, phase: 'handoff', handoff: { from, chooser, options, roundEnd, broken } };
    }
    case 'InitiativePassed':
    case 'FlowBroken':
      return { ...state, handoff: null };
    case 'Conceded':
      return event.data.seat === 0 ? state : withPlayer(state, event.data.seat, (p) => ({ ...p, withdrawn: true, at: null, prepared: false }));
    case 'TimeCalled':
    case 'ChargeDeclared':
    case 'InitiativeCeded':
      return state;
    case 'EncounterEnded':
      return { ...state, phase: 'ended', result: event.data.result, pending: null, handoff: null };
    case 'TurnStarted':
    case 'ActionTaken':
    case 'CardsPlayed':
    case 'CheckRolled':
    case 'EffortAdded':
    case 'FlankRequested':
    case 'FlankCardLent':
    case 'LentCardReturned':
      return evolveTurn(state, event);
    default:
      return assertNever(event);
  }
}
