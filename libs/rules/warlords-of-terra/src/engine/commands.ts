import type { Message, Seat } from '@cronica/rules-kernel';
import type { RulingReason } from './events.js';
import type { DeckKind, StrikeTarget, TargetRef } from './state.js';

/** Commands: imperative, `{ type, data }`; every one names the seat it is sent for (SYSTEM_SEAT for the platform's). */
type C<T extends string, D> = Message<T, D & { readonly seat: Seat }>;
type Nothing = Record<never, never>;

export type WotCommand =
  // C.3 pre-sideboard and the hero on the table: one card out, one card in, then ready
  | C<'SwapSideboardCard', { out: string; in: string }>
  | C<'ResetSideboard', Nothing>
  | C<'ConfirmDeck', Nothing>
  // A.1 one full mulligan
  | C<'Mulligan', Nothing>
  | C<'KeepHand', Nothing>
  // A.3 the resource phase, step by step
  | C<'AddMana', { heroPoint: boolean }>
  | C<'AddGold', { heroPoint: boolean; hire: boolean }>
  | C<'DrawCard', { deck: DeckKind }>
  // Summoning phase (invocación / construcción)
  | C<'SummonTroop', { card: string; zone: number }>
  | C<'BuildPlace', { card: string }>
  | C<'ForgeObject', { card: string }>
  | C<'EquipObject', { object: number; troop: number }>
  // Spells, abilities, powers
  | C<'CastSpell', { card: string; target?: TargetRef }>
  | C<'ActivateAbility', { source: number; ability: string; target?: TargetRef }>
  | C<'UseHeroPower', { power: string; target?: TargetRef }>
  // Tactical phase (A.9)
  | C<'MoveTroop', { troop: number; to: number; strike?: StrikeTarget }>
  | C<'Attack', { troop: number; strike: StrikeTarget }>
  | C<'RangedAttack', { troop: number; zone: number }>
  /** Pass priority, or end the defender's reaction (A.9.1 paso 1). */
  | C<'Pass', Nothing>
  /** Summoning → tactical → end of turn. */
  | C<'EndPhase', Nothing>
  /** A.1 end phase: down to 8 cards, one at a time. */
  | C<'DiscardCard', { card: string }>
  /** A.4.2: the armory's controller destroys objects down to 3. */
  | C<'DestroyObject', { object: number }>
  /** Every game accepts it: the seat loses the game, or the whole match (the default). */
  | C<'Concede', { scope?: 'game' | 'match' }>
  // Platform commands (SYSTEM_SEAT)
  /** C.1: the round's time is up: the active turn and 3 more are played. */
  | C<'CallTime', Nothing>
  /** A.7.4: a judge's ruling. */
  | C<'JudgeRuling', { against: Seat; penalty: 'game-loss' | 'match-loss'; reason: RulingReason }>;

export type WotCommandType = WotCommand['type'];
export type CommandOf<T extends WotCommandType> = Extract<WotCommand, { type: T }>;

export const SYSTEM_COMMANDS = ['CallTime', 'JudgeRuling'] as const satisfies readonly WotCommandType[];

export const seatOf = (command: WotCommand): Seat => command.data.seat;
