import type { EventOf } from './events.js';

/** Troops, field objects, life and combat: the board events a card in play causes. */
export type TroopEventType =
  | 'TroopMoved'
  | 'TroopFlipped'
  | 'TroopLeft'
  | 'TroopDamaged'
  | 'TroopHealed'
  | 'TroopModified'
  | 'KeywordGranted'
  | 'FieldObjectDamaged'
  | 'DurabilityLost'
  | 'LifeChanged'
  | 'ResourcesGained'
  | 'CombatDeclared'
  | 'DefenderReacted'
  | 'TriggerFired'
  | 'CombatStepBegan'
  | 'Struck'
  | 'CombatEnded';

/** Battlefield, stack and combat events. */
export type BoardEvent = EventOf<
  | 'CardPaid'
  | 'TroopEntered'
  | 'PlaceBuilt'
  | 'ObjectForged'
  | 'ObjectEquipped'
  | 'ObjectDestroyed'
  | 'FieldObjectPlaced'
  | 'FieldObjectDestroyed'
  | 'PlaceDestroyed'
  | 'ItemStacked'
  | 'PriorityPassed'
  | 'ItemResolved'
  | 'StackClosed'
  | 'HeroPowerUsed'
  | 'AbilityUsed'
  | TroopEventType
>;
