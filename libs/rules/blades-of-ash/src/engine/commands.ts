import type { Message, Seat } from '@cronica/rules-kernel';

/** Commands: imperative, `{ type, data }`; every one names the seat it is sent for. */
type C<T extends string, D> = Message<T, D & { readonly seat: Seat }>;

export type BladesCommand =
  /** "Draft de Héroes": keep 3 of the 5 listed heroes (list positions, ascending). */
  | C<'PickHeroes', { keep: readonly number[] }>
  /** "Robo de Mano Inicial": discard these cards (ids, sorted) and draw as many; once. */
  | C<'Mulligan', { discard: readonly string[] }>
  /** "Determinar Atacante y Defensor": the winner of the draw chooses. */
  | C<'ChooseRole', { role: 'attacker' | 'defender' }>
  /** "Emparejamientos": one of my standing heroes against one of the rival's (hero indices). */
  | C<'PairHeroes', { hero: number; rival: number }>
  /** "Preparar Dados de Acción": reroll these dice (indices, ascending), keeping at least the minimum. */
  | C<'RerollDice', { dice: readonly number[] }>
  | C<'KeepDice', Record<never, never>>
  /** "Resolución de Acciones": play a card from hand, paying with these prepared dice (ascending). */
  | C<'PlayCard', { card: string; dice: readonly number[]; target?: number }>
  /** Activate an ability of the active hero or of its equipment. */
  | C<'ActivateAbility', { ability: string; dice: readonly number[]; target?: number }>
  /** The special action Robar una Carta. */
  | C<'DrawCard', { dice: readonly number[] }>
  /** End the activation without acting, or let the top of the stack resolve. */
  | C<'Pass', Record<never, never>>
  /** Put this pending triggered action on the stack next (the player whose turn it is orders them). */
  | C<'OrderTrigger', { pending: number }>
  /** End of clash: discard down to the hand limit, one card at a time. */
  | C<'DiscardCard', { card: string }>
  /** The player gives up the skirmish: the rival wins. Accepted at any moment before the result. */
  | C<'Concede', Record<never, never>>;

export type BladesCommandType = BladesCommand['type'];
export type CommandOf<T extends BladesCommandType> = Extract<BladesCommand, { type: T }>;

export const seatOf = (command: BladesCommand): Seat => command.data.seat;
