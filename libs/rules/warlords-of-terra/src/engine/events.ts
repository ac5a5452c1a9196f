import type { GameResult, Message, MessageMetadata, Seat } from '@cronica/rules-kernel';
import type { Effect, TriggerOn } from '../cards/effects.js';
import type { FieldObject, Keyword, Token } from '../cards/vocabulary.js';
import type { GameEndReason } from './end-reasons.js';
import type { CombatState, DeckKind, ItemKind, ResourceStep, StrikeTarget, TargetRef } from './state.js';

/** Events: past tense, `{ type, data, metadata }`; `metadata.random` holds the draws that produced them. */
type E<T extends string, D> = Message<T, D, MessageMetadata>;

export type LeaveReason = 'combat' | 'effect' | 'sacrifice' | 'replaced' | 'bounce';
export type { GameEndReason } from './end-reasons.js';

export type WotEvent =
  // Before a game: pre-sideboard (C.3) and the deck check (A.7.3)
  | E<'SideboardSwapped', { seat: Seat; out: string; in: string }>
  | E<'SideboardReset', { seat: Seat }>
  | E<'DeckReady', { seat: Seat }>
  // Set-up (A.1)
  | E<'GameStarted', { game: number; first: Seat }>
  | E<'DeckShuffled', { seat: Seat; deck: DeckKind; size: number }>
  | E<'CardsDrawn', { seat: Seat; deck: DeckKind; count: number; cards: readonly string[] }>
  | E<'HandReturned', { seat: Seat; count: number }>
  | E<'MulliganTaken', { seat: Seat }>
  | E<'HandKept', { seat: Seat }>
  // Turns and resources (A.3)
  | E<'TurnStarted', { turn: number; seat: Seat }>
  | E<'ResourceAdded', { seat: Seat; resource: 'mana' | 'gold'; produced: number; heroPoint: boolean; total: number }>
  | E<'ReinforcementsHired', { seat: Seat }>
  | E<'DrawSkipped', { seat: Seat }>
  | E<'StepBegan', { step: ResourceStep }>
  | E<'PhaseBegan', { phase: 'summoning' | 'tactical' | 'end' }>
  | E<'TensionForced', { seat: Seat; troops: readonly number[] }>
  | E<'CardsDiscarded', { seat: Seat; cards: readonly string[] }>
  | E<'TurnEnded', { turn: number; seat: Seat }>
  // Cards into play
  | E<'CardPaid', { seat: Seat; card: string; mana: number; gold: number }>
  | E<
      'TroopEntered',
      {
        seat: Seat;
        uid: number;
        zone: number;
        card: string | null;
        token: Token | null;
        how: 'summoned' | 'token' | 'resurrected' | 'replacing';
      }
    >
  | E<'PlaceBuilt', { seat: Seat; uid: number; card: string }>
  | E<'ObjectForged', { seat: Seat; uid: number; card: string }>
  | E<'ObjectEquipped', { seat: Seat; uid: number; troop: number; gold: number }>
  | E<'ObjectDestroyed', { seat: Seat; uid: number; reason: 'armory' | 'durability' | 'effect' }>
  | E<'FieldObjectPlaced', { seat: Seat; uid: number; zone: number; object: FieldObject }>
  | E<'FieldObjectDestroyed', { uid: number }>
  | E<'PlaceDestroyed', { seat: Seat; uid: number }>
  // The stack
  | E<
      'ItemStacked',
      {
        id: number;
        seat: Seat;
        kind: ItemKind;
        card: string | null;
        source: number | null;
        ability: string | null;
        effects: readonly Effect[];
        target: TargetRef | null;
        entry: boolean;
      }
    >
  | E<'PriorityPassed', { seat: Seat }>
  | E<'ItemResolved', { id: number; countered: boolean; fizzled: boolean }>
  | E<'StackClosed', Record<never, never>>
  | E<'HeroPowerUsed', { seat: Seat; power: string; cost: number; target: TargetRef | null }>
  | E<
      'AbilityUsed',
      {
        seat: Seat;
        source: number;
        ability: string;
        flip: boolean;
        mana: number;
        gold: number;
        target: TargetRef | null;
      }
    >
  // The battlefield
  | E<'TroopMoved', { uid: number; from: number; to: number }>
  | E<'TroopFlipped', { uid: number; flipped: boolean }>
  | E<'TroopLeft', { uid: number; to: 'discard' | 'hand' | 'void'; reason: LeaveReason }>
  | E<'TroopDamaged', { uid: number; amount: number; combat: boolean }>
  | E<'TroopHealed', { uid: number; amount: number }>
  | E<'TroopModified', { uid: number; atk: number; life: number; speed: number; until: 'turn' | 'permanent' }>
  | E<'KeywordGranted', { uid: number; keyword: Keyword; until: 'turn' | 'permanent' }>
  | E<'FieldObjectDamaged', { uid: number; amount: number }>
  | E<'DurabilityLost', { uid: number; troop: number; left: number }>
  | E<'LifeChanged', { seat: Seat; amount: number; life: number }>
  | E<'ResourcesGained', { seat: Seat; mana: number; gold: number }>
  // Combat (A.9)
  | E<'CombatDeclared', { combat: CombatState }>
  | E<'DefenderReacted', { seat: Seat }>
  | E<'TriggerFired', { source: number; on: TriggerOn }>
  | E<'CombatStepBegan', { step: 'sudden' | 'strike' | 'damage' }>
  | E<'Struck', { striker: number; target: StrikeRecord }>
  | E<'CombatEnded', Record<never, never>>
  // The match
  | E<'TimeCalled', { turn: number; lastTurn: number }>
  | E<'RulingApplied', { against: Seat; penalty: 'game-loss' | 'match-loss'; reason: RulingReason }>
  | E<'Conceded', { seat: Seat; scope: 'game' | 'match' }>
  | E<'GameEnded', { game: number; winner: Seat | null; reason: GameEndReason; life: readonly [number, number] }>
  | E<'MatchEnded', { result: GameResult }>;

/** Who or what a strike hit. */
export type StrikeRecord =
  | { readonly kind: 'troop'; readonly uid: number }
  | { readonly kind: 'player'; readonly seat: Seat }
  | { readonly kind: 'object'; readonly uid: number };

/** A.7.4: what a judge's ruling answers to. */
export const RULING_REASONS = [
  'irregularities',
  'unsporting-conduct',
  'cheating',
  'mixed-realms',
  'deck-list',
] as const;
export type RulingReason = (typeof RULING_REASONS)[number];

export type WotEventType = WotEvent['type'];
export type EventOf<T extends WotEventType> = Extract<WotEvent, { type: T }>;
export type { StrikeTarget };
