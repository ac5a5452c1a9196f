import type { RandomDraw } from '@cronica/rules-kernel';
import type { ByType } from '@cronica/util';
import type { Card } from '../cards.js';
import type { AccionEvent, EventOf, FigureChangeType } from './events.js';
import { isPlayerId, playerId, seatOfPlayer, type AccionState, type ActorId } from './state.js';
import { withCards, withEnemy, withPlayer, withTurn, without } from './update.js';

/** The events that change figures: their cards, HP, MP, squares and conditions. */

type FigureEvent = EventOf<FigureChangeType | 'MpSpent'>;

/** The random label of an actor's deck: its family is the seat's (`deck:seat0` for the GM's enemies). */
export function deckLabel(actor: ActorId): string {
  return isPlayerId(actor) ? `deck:seat${actor.slice(1)}` : `deck:seat0:${actor}`;
}

function shuffled(cards: readonly Card[], draws: readonly RandomDraw[] | undefined, label: string): Card[] {
  const draw = draws?.find((d) => d.label === label && d.kind === 'shuffle');
  return draw?.kind === 'shuffle' ? draw.permutation.map((i) => cards[i]!) : [...cards];
}

export const CARD_EVOLVERS = {
  EncounterStarted: (event, state) => {
    const draws = event.metadata?.random;
    return {
      ...state,
      players: state.players.map((p) => ({ ...p, deck: shuffled(p.deck, draws, deckLabel(playerId(p.seat))) })),
      enemies: state.enemies.map((e) => ({ ...e, deck: shuffled(e.deck, draws, deckLabel(e.id)) })),
    };
  },
  CardsDrawn: (event, state) =>
    withCards(state, event.data.actor, (c) => ({
      deck: c.deck.slice(event.data.count),
      hand: [...c.hand, ...c.deck.slice(0, event.data.count)],
    })),
  CardsDiscarded: (event, state) =>
    withCards(state, event.data.actor, (c) => ({
      hand: without(c.hand, event.data.cards),
      discard: [...c.discard, ...event.data.cards],
    })),
  CardRecovered: (event, state) =>
    withPlayer(state, event.data.seat, (p) => ({
      ...p,
      discard: without(p.discard, [event.data.card]),
      deck: [...p.deck, event.data.card],
    })),
  ManaCharged: (event, state) => {
    const { seat, cards, mp } = event.data;
    const charged = withPlayer(state, seat, (p) => ({
      ...p,
      mp,
      hand: without(p.hand, cards),
      discard: [...p.discard, ...cards],
    }));
    return withTurn(charged, (t) => ({ ...t, manaCharged: true }));
  },
  HandReset: (event, state) => {
    const label = deckLabel(playerId(event.data.seat));
    return withPlayer(state, event.data.seat, (p) => ({
      ...p,
      hand: [],
      deck: shuffled([...p.deck, ...p.hand], event.metadata?.random, label),
    }));
  },
  CardDonated: (event, state) => {
    const { seat, card } = event.data;
    const given = withPlayer(state, seat, (p) => ({ ...p, hand: without(p.hand, [card]) }));
    return {
      ...given,
      table: [...given.table, { card, donor: seat }],
      pending: given.pending?.kind === 'aid' ? null : given.pending,
    };
  },
} satisfies Partial<ByType<AccionEvent, [AccionState], AccionState>>;

const interruptionSpent = (event: EventOf<'EnemyAttacked' | 'EnemyHexed'>, state: AccionState) =>
  event.data.interrupted ? withEnemy(state, event.data.enemy, (e) => ({ ...e, interrupted: false })) : state;
const hpSet = (event: EventOf<'PlayerDamaged' | 'HpRestored'>, state: AccionState) =>
  withPlayer(state, event.data.seat, (p) => ({ ...p, hp: event.data.hp }));

export const FIGURE_EVOLVERS: ByType<FigureEvent, [AccionState], AccionState> = {
  EnemyDamaged: (event, state) => {
    const hurt = withEnemy(state, event.data.enemy, (e) => ({ ...e, hp: event.data.hp }));
    return withTurn(hurt, (t) => ({
      ...t,
      relevant: true,
      damaged: t.damaged.includes(event.data.enemy) ? t.damaged : [...t.damaged, event.data.enemy],
    }));
  },
  EnemyDefeated: (event, state) => withEnemy(state, event.data.enemy, (e) => ({ ...e, defeated: true, at: null })),
  EnemyAttacked: interruptionSpent,
  EnemyHexed: interruptionSpent,
  ThreatAdvanced: (event, state) => {
    const { enemy, cards, progress, interrupted } = event.data;
    const spent = withEnemy(state, enemy, (e) => ({
      ...e,
      interrupted: interrupted ? false : e.interrupted,
      hand: without(e.hand, cards),
      discard: [...e.discard, ...cards],
    }));
    return { ...spent, threat: spent.threat === null ? null : { ...spent.threat, progress } };
  },
  PlayerDamaged: hpSet,
  HpRestored: hpSet,
  PlayerFell: (event, state) =>
    withPlayer(state, event.data.seat, (p) => ({ ...p, fallen: true, at: null, prepared: false })),
  Moved: (event, state) => {
    const { actor, scene, to } = event.data;
    return isPlayerId(actor)
      ? withPlayer(state, seatOfPlayer(actor), (p) => ({ ...p, scene, at: to }))
      : withEnemy(state, actor, (e) => ({ ...e, scene, at: to }));
  },
  MpSpent: (event, state) => withPlayer(state, event.data.seat, (p) => ({ ...p, mp: event.data.mp })),
  Prepared: (event, state) => withPlayer(state, event.data.seat, (p) => ({ ...p, prepared: true })),
  PreparationUsed: (event, state) => withPlayer(state, event.data.seat, (p) => ({ ...p, prepared: false })),
  EnemyInterrupted: (event, state) => withEnemy(state, event.data.enemy, (e) => ({ ...e, interrupted: true })),
  Concentrated: (event, state) => withPlayer(state, event.data.seat, (p) => ({ ...p, concentration: 'next' })),
  ConcentrationUsed: (event, state) => withPlayer(state, event.data.seat, (p) => ({ ...p, concentration: 'none' })),
  Intercepted: (event, state) => ({
    ...withPlayer(state, event.data.seat, (p) => ({ ...p, nextTurnActions: 1 })),
    pending: null,
  }),
};
