import type { Message, Seat } from '@cronica/rules-kernel';
import type { Card } from '../cards.js';
import type { AttackKind, Square } from '../options.js';
import type { ActorId } from './state.js';

/** Commands: imperative, `{ type, data }`; every one names the seat it is sent for. */
type C<T extends string, D = Record<never, never>> = Message<T, D & { readonly seat: Seat }>;

/**
 * A card an attack combines: from the hand (by card), a table slot (a donated card) or the card
 * a flanking ally lent. A combo lists hand cards in hand order, then table slots ascending, then
 * the lent card.
 */
export type CardRef =
  | { readonly from: 'hand'; readonly card: Card }
  | { readonly from: 'table'; readonly slot: number }
  | { readonly from: 'flank' };

export type AccionCommand =
  // The GM opens the encounter: decks shuffled, hands dealt, initiative revealed.
  | C<'StartEncounter'>
  // 003, "Empates": any of those tied names who opens.
  | C<'ChooseOpener', { actor: ActorId }>
  // 003, "Opciones de 1 acción".
  | C<'Attack', { target: string; kind: AttackKind; cards: readonly CardRef[] }>
  | C<'UseSkill', { skill: string; target: string }>
  | C<'Move', { to: Square }>
  | C<'ChangeScene', { scene: string; to: Square | null }>
  | C<'ForcedDraw', { count: number }>
  | C<'Recover', { card: Card }>
  | C<'Prepare'>
  | C<'Assist', { card: Card }>
  | C<'RequestAid', { ally: Seat }>
  // 003, "Opciones de 2 acciones".
  | C<'SafeMove', { scene: string; to: Square | null }>
  | C<'Interrupt', { enemy: string }>
  | C<'ResetHand'>
  // 003, "Opciones de 3 acciones".
  | C<'Concentrate'>
  | C<'HardDraw'>
  | C<'Charge', { enemy: string; cards: readonly CardRef[] }>
  // 003, "Acción gratuita especial" and "Flanqueo" (free).
  | C<'ChargeMana', { cards: readonly Card[] }>
  // 003, "Combos narrativos": the lowest card cedes the initiative for a minor advantage.
  | C<'CedeInitiative'>
  | C<'RequestFlank', { ally: Seat; enemy: string }>
  // Answers out of turn.
  | C<'GiveAid', { card: Card }>
  | C<'RefuseAid'>
  | C<'LendCard', { card: Card }>
  | C<'DeclineFlank'>
  | C<'Intercept', { to: Square }>
  | C<'LetPass'>
  // 003, "Límite de mano": one card at a time until back at the limit.
  | C<'Discard', { card: Card }>
  // The GM's enemies (RULES-NOTES.md, "Enemies").
  | C<'EnemyAttack', { target: Seat }>
  | C<'EnemyHex', { target: Seat }>
  | C<'EnemyScheme', { cards: readonly Card[] }>
  | C<'EnemyMove', { to: Square }>
  | C<'EnemyChangeScene', { scene: string; to: Square | null }>
  | C<'EnemyCharge', { target: Seat }>
  // 003, "Iniciativa popcorn".
  | C<'EndTurn'>
  | C<'PassInitiative', { to: ActorId }>
  | C<'BreakFlow', { to: ActorId }>
  | C<'Concede'>
  // The platform (SYSTEM_SEAT): the session's time is up.
  | C<'CallTime'>;

export type AccionCommandType = AccionCommand['type'];
export type CommandOf<T extends AccionCommandType> = Extract<AccionCommand, { type: T }>;

export const seatOf = (command: AccionCommand): Seat => command.data.seat;
