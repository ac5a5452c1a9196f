import type { Message, Seat } from '@cronica/rules-kernel';
import type { Line, Maneuver } from '../cards/vocabulary.js';

/** Commands: imperative, `{ type, data }`; every one names the seat it is sent for. */
type C<T extends string, D> = Message<T, D & { readonly seat: Seat }>;

export type EcgCommand =
  /** "Antes de jugar": shuffle the 40 cards and draw the hero's starting hand. */
  | C<'DrawOpeningHand', Record<never, never>>
  /** "El jugador con mayor renombre puede comenzar con el turno 1 o cederlo". */
  | C<'ChooseTurnOrder', { go: 'first' | 'second' }>
  /** "Fase de Reforzar": draw 0 to 2, discarding first when the hand would pass its limit (card ids, sorted). */
  | C<'Reinforce', { draw: number; discard: readonly string[] }>
  /** "Fin de Mazo": with the deck empty at the start of her reinforce phase, shuffle the discard into a new deck or not. */
  | C<'Reshuffle', { shuffle: boolean }>
  /** "Jugar una tropa o general en corte ignorando su coste" (once per turn). */
  | C<'PlayToCourt', { card: string }>
  /** "Entrenar una tropa en batalla" in its formation line (either, for a double formation). */
  | C<'Train', { card: string; line: Line }>
  /** An action, spell, reaction, Oración, legacy, or a general to the hero zone; `target` is a troop instance. */
  | C<'PlayCard', { card: string; target?: number }>
  /** An ability of the hero or of a card in play (`source` instance, `ability` index on the card). */
  | C<'UseAbility', { source: number; ability: number; target?: number }>
  /** A battle maneuver of a troop without preparation ("Maniobras de Batalla"). */
  | C<'Maneuver', { troop: number; maneuver: Maneuver; target?: number }>
  /** Let the item on top of the stack resolve without answering it. */
  | C<'Pass', Record<never, never>>
  /** End the action phase: resolution follows ("Fase de Resolución"). */
  | C<'EndTurn', Record<never, never>>
  /** Discard before drawing, when a draw would pass the hand limit ("Cartas en la Mano"); card ids, sorted. */
  | C<'Discard', { cards: readonly string[] }>
  /** The seat loses at once (every game accepts it until the result). */
  | C<'Concede', Record<never, never>>
  /** The platform calls the round's time (sent with SYSTEM_SEAT). */
  | C<'CallTime', Record<never, never>>;

export type EcgCommandType = EcgCommand['type'];
export type CommandOf<T extends EcgCommandType> = Extract<EcgCommand, { type: T }>;

export const seatOf = (command: EcgCommand): Seat => command.data.seat;
