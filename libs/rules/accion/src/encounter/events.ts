import type { Message, Seat } from '@cronica/rules-kernel';
import type { Card } from '../cards.js';
import type { AttackKind, Square } from '../options.js';
import type { AccionResult } from './result.js';
import type { ActorId, InitiativeReveal } from './state.js';

/** Events: past tense, `{ type, data, metadata }`; random outcomes ride in `metadata.random`. */
type E<T extends string, D> = Message<T, D>;

/** Every action a turn can spend (003, "Opciones de 1/2/3 acciones"), players' and enemies'. */
export type ActionName =
  | 'attack'
  | 'skill'
  | 'move'
  | 'change-scene'
  | 'forced-draw'
  | 'recover'
  | 'prepare'
  | 'assist'
  | 'request-aid'
  | 'safe-move'
  | 'interrupt'
  | 'reset-hand'
  | 'concentrate'
  | 'hard-draw'
  | 'charge'
  | 'enemy-attack'
  | 'hex'
  | 'scheme'
  | 'enemy-move'
  | 'enemy-change-scene'
  | 'enemy-charge';

export type DrawReason = 'opening' | 'ability' | 'forced' | 'hard-draw' | 'patience' | 'reset';
export type DamageSource = 'enemy-attack' | 'charge' | 'retaliation' | 'scene-exit' | 'social-penalty';
export type PlayedFrom = 'hand' | 'table' | 'flank';

/** A d8 check, a d12 chaotic roll or a d6: every die rolled and the one kept. */
export interface Roll {
  readonly dice: readonly number[];
  readonly kept: number;
}

export type AccionEvent =
  /** Every deck shuffled: the permutations are the `deck:*` draws of `metadata.random`. */
  | E<'EncounterStarted', { players: number }>
  | E<
      'CardsDrawn',
      {
        actor: ActorId;
        count: number;
        cards: readonly Card[];
        reason: DrawReason;
        greed?: { repeat: number; normal: number };
      }
    >
  | E<'InitiativeRevealed', { reveals: readonly InitiativeReveal[] }>
  | E<'InitiativeTied', { actors: readonly ActorId[] }>
  | E<'OpenerChosen', { actor: ActorId; by: Seat }>
  | E<'RoundStarted', { round: number; opener: ActorId }>
  | E<'TurnStarted', { actor: ActorId; actions: number }>
  /** An action spent; `repeat` is its key for the greed rule when it draws cards. */
  | E<'ActionTaken', { actor: ActorId; action: ActionName; cost: number; repeat?: string }>
  | E<'CardsPlayed', { actor: ActorId; cards: readonly { card: Card; from: PlayedFrom; owner: Seat }[] }>
  | E<
      'CheckRolled',
      {
        actor: ActorId;
        against: string;
        kind: AttackKind;
        threat: number;
        target: number;
        roll: Roll;
        success: boolean;
      }
    >
  | E<'EffortAdded', { objective: string; amount: number; progress: number }>
  | E<'EnemyDamaged', { enemy: string; by: ActorId; amount: number; hp: number }>
  | E<'EnemyDefeated', { enemy: string }>
  | E<
      'EnemyAttacked',
      {
        enemy: string;
        target: Seat;
        roll: Roll;
        interrupted: boolean;
        guard: number;
        hit: boolean;
        bonus: number;
        instant: boolean;
      }
    >
  | E<'EnemyHexed', { enemy: string; target: Seat; roll: Roll; interrupted: boolean; resist: Roll; success: boolean }>
  | E<
      'ThreatAdvanced',
      { enemy: string; roll: Roll; interrupted: boolean; cards: readonly Card[]; amount: number; progress: number }
    >
  | E<
      'PlayerDamaged',
      {
        seat: Seat;
        amount: number;
        hp: number;
        source: DamageSource;
        enemy: string | null;
        halved: boolean;
        roll: Roll | null;
      }
    >
  | E<'PlayerFell', { seat: Seat }>
  | E<'HpRestored', { seat: Seat; by: Seat; amount: number; hp: number }>
  | E<'Moved', { actor: ActorId; scene: string; from: Square | null; to: Square | null }>
  | E<'MpSpent', { seat: Seat; amount: number; mp: number }>
  | E<'ManaCharged', { seat: Seat; cards: readonly Card[]; mana: number; mp: number }>
  | E<'CardsDiscarded', { actor: ActorId; cards: readonly Card[]; reason: 'hand-limit' | 'hex' }>
  | E<'CardRecovered', { seat: Seat; card: Card }>
  | E<'Prepared', { seat: Seat; by: Seat }>
  | E<'PreparationUsed', { seat: Seat }>
  | E<'CardDonated', { seat: Seat; card: Card }>
  | E<'AidRequested', { seat: Seat; ally: Seat }>
  | E<'AidRefused', { ally: Seat }>
  | E<'EnemyInterrupted', { enemy: string; by: Seat }>
  /** The hand went back into the deck, shuffled (`deck:*` draw in `metadata.random`). */
  | E<'HandReset', { seat: Seat; returned: number }>
  | E<'Concentrated', { seat: Seat }>
  | E<'InitiativeCeded', { seat: Seat }>
  | E<'ConcentrationUsed', { seat: Seat }>
  | E<'ChargeDeclared', { actor: ActorId; target: ActorId; path: readonly Square[] }>
  | E<'InterceptionOffered', { enemy: string; target: Seat; path: readonly Square[]; eligible: readonly Seat[] }>
  | E<'Intercepted', { seat: Seat; to: Square }>
  | E<'InterceptionDeclined', { seat: Seat }>
  | E<'FlankRequested', { seat: Seat; ally: Seat; enemy: string }>
  | E<'FlankCardLent', { ally: Seat; seat: Seat; card: Card; enemy: string }>
  | E<'FlankDeclined', { ally: Seat }>
  | E<'LentCardReturned', { ally: Seat; seat: Seat; card: Card }>
  | E<'TurnEnded', { actor: ActorId; passed: boolean }>
  | E<'RoundEnded', { round: number; last: ActorId }>
  | E<
      'InitiativeHandedOff',
      { from: ActorId; chooser: Seat; options: readonly ActorId[]; roundEnd: boolean; broken: boolean }
    >
  | E<'InitiativePassed', { from: ActorId; to: ActorId; by: Seat }>
  | E<'FlowBroken', { to: ActorId }>
  | E<'Conceded', { seat: Seat }>
  | E<'TimeCalled', Record<string, never>>
  | E<'EncounterEnded', { result: AccionResult }>;

export type AccionEventType = AccionEvent['type'];
export type EventOf<T extends AccionEventType> = Extract<AccionEvent, { type: T }>;

/** The events that change a figure on the board: its HP, its square, its conditions. */
export type FigureChangeType =
  | 'EnemyDamaged'
  | 'EnemyDefeated'
  | 'EnemyAttacked'
  | 'EnemyHexed'
  | 'ThreatAdvanced'
  | 'PlayerDamaged'
  | 'PlayerFell'
  | 'HpRestored'
  | 'Moved'
  | 'Prepared'
  | 'PreparationUsed'
  | 'EnemyInterrupted'
  | 'Concentrated'
  | 'ConcentrationUsed'
  | 'Intercepted';
