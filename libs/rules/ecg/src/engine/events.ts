import type { GameResult, Message, MessageMetadata, Seat } from '@cronica/rules-kernel';
import type { Line, Maneuver } from '../cards/vocabulary.js';
import type { Resolution } from './state.js';

/** Events: past tense, `{ type, data, metadata }`; `metadata.random` holds the draws that produced them. */
type E<T extends string, D> = Message<T, D, MessageMetadata>;

export type MoraleReason = 'wounds' | 'healing' | 'effect' | 'cost' | 'madness';

export type EcgEvent =
  // Before playing ("Antes de jugar") and the deck ("Fin de Mazo").
  | E<'DeckShuffled', { seat: Seat; size: number; from: 'deck' | 'discard' }>
  | E<'CardsDrawn', { seat: Seat; count: number; cards: readonly string[]; reason: 'opening' | 'reinforce' | 'effect' }>
  | E<'DrawIgnored', { seat: Seat; count: number }>
  | E<'ReshuffleDeclined', { seat: Seat }>
  | E<'ChooserSet', { seat: Seat; by: 'renown' | 'draw' }>
  | E<'TurnOrderChosen', { seat: Seat; first: Seat }>
  // The turn ("El Turno de Juego").
  | E<'TurnStarted', { turn: number; seat: Seat }>
  | E<'Reinforced', { seat: Seat; count: number }>
  | E<'CardsDiscarded', { seat: Seat; cards: readonly string[]; reason: 'handLimit' | 'random' }>
  | E<'Prepared', { seat: Seat }>
  | E<'TurnEnded', { turn: number; seat: Seat }>
  // Playing cards ("Jugar Tropas", "Armando tu economía").
  | E<'ResourcesUsed', { seat: Seat; instances: readonly number[] }>
  | E<'ResourcesReadied', { seat: Seat; instances: readonly number[] }>
  | E<'CourtCardPlayed', { seat: Seat; card: string; instance: number }>
  | E<'TroopTrained', { seat: Seat; card: string; instance: number; line: Line }>
  | E<'LegacyPlayed', { seat: Seat; card: string; instance: number }>
  | E<'CardPlayed', { seat: Seat; card: string; item: number; target: number | null; answers: number | null }>
  | E<'AbilityUsed', { seat: Seat; source: number; ability: number; item: number; target: number | null }>
  | E<'ManeuverDeclared', { seat: Seat; troop: number; maneuver: Maneuver; item: number; target: number | null }>
  | E<'Passed', { seat: Seat }>
  // Resolution of the stack and of effects ("Habilidades").
  | E<'ItemResolving', { item: number }>
  | E<'ItemCancelled', { item: number; by: number }>
  | E<'EffectsStopped', { seat: Seat; at: number }>
  | E<'ResolutionFinished', { seat: Seat; card: string | null }>
  | E<'DiscardRequired', { seat: Seat; count: number; resume: Resolution }>
  // The board ("Fuerza y Heridas", "Dañando la Moral", "Recuperando Moral", "Aumentar/Reducir Renombre").
  | E<'TroopWounded', { instance: number; amount: number; response: boolean }>
  | E<'TroopHealed', { instance: number; amount: number }>
  | E<'TroopBoosted', { instance: number; amount: number }>
  | E<'PreparationChanged', { instance: number; amount: number }>
  | E<'TroopMoved', { instance: number; line: Line }>
  | E<'TroopDestroyed', { instance: number; reason: 'strength' | 'effect' }>
  | E<'ManeuverWon', { troop: number; target: number }>
  | E<'MoraleChanged', { seat: Seat; amount: number; reason: MoraleReason }>
  | E<'RenownChanged', { seat: Seat; amount: number }>
  | E<'MadnessChanged', { seat: Seat; amount: number }>
  | E<'MadnessThresholdCrossed', { seat: Seat; loss: number }>
  // The end ("¿Cómo se gana el juego?", "Prioridad de Victoria"; the platform's time and concession).
  | E<'TimeCalled', { lastTurn: number }>
  | E<'Conceded', { seat: Seat }>
  | E<'GameEnded', { result: GameResult }>;

export type EcgEventType = EcgEvent['type'];
export type EventOf<T extends EcgEventType> = Extract<EcgEvent, { type: T }>;
