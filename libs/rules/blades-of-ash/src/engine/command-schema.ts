import {
  commandGuard,
  isId,
  isIds,
  isIntIn,
  isListOf,
  isOneOf,
  optionalField,
  type CommandShapes,
} from '@cronica/rules-kernel';
import { z } from 'zod';
import type { BladesCommand } from './commands.js';

/**
 * The shape every command must have before any rule is checked: a small table-driven guard
 * (the kernel's `commandGuard`) rather than a zod schema, since `decide` runs it on every command.
 */

const isIndex = isIntIn(0, 999);
const isIndices = isListOf(isIndex);

const SHAPES: CommandShapes<BladesCommand['type']> = {
  PickHeroes: { keep: isIndices },
  Mulligan: { discard: isIds },
  ChooseRole: { role: isOneOf(['attacker', 'defender']) },
  PairHeroes: { hero: isIndex, rival: isIndex },
  RerollDice: { dice: isIndices },
  KeepDice: {},
  PlayCard: { card: isId, dice: isIndices, target: optionalField(isIndex) },
  ActivateAbility: { ability: isId, dice: isIndices, target: optionalField(isIndex) },
  DrawCard: { dice: isIndices },
  Pass: {},
  OrderTrigger: { pending: isIndex },
  DiscardCard: { card: isId },
  Concede: {},
};

/** Whether `value` is a command of a known type with a seat (0 or 1) and well-typed fields. */
export const isWellFormedCommand = commandGuard<BladesCommand>(SHAPES, { seats: [0, 1], onlyListedFields: false });

const seat = z.number().int().min(0).max(1);
const index = z.number().int().min(0).max(999);
const indices = z.array(index).max(20).readonly();
const id = z.string().min(1).max(100);
const command = <T extends string, D extends z.ZodRawShape>(type: T, data: D) =>
  z.object({ type: z.literal(type), data: z.object({ seat, ...data }).strict() }).strict();

/**
 * The same shapes as a zod schema, for commands arriving as JSON (the platform parses with it
 * after setting `data.seat` from the session; `decide` keeps the fast guard above).
 */
export const bladesCommandSchema = z.discriminatedUnion('type', [
  /** "Draft de Héroes": keep 3 of the 5 listed heroes (list positions, ascending). */
  command('PickHeroes', { keep: indices }),
  /** "Robo de Mano Inicial": discard these cards (ids, sorted) and draw as many; once. */
  command('Mulligan', { discard: z.array(id).max(20).readonly() }),
  /** "Determinar Atacante y Defensor": the winner of the draw chooses. */
  command('ChooseRole', { role: z.enum(['attacker', 'defender']) }),
  /** "Emparejamientos": one of my standing heroes against one of the rival's (hero indices). */
  command('PairHeroes', { hero: index, rival: index }),
  /** "Preparar Dados de Acción": reroll these dice (indices, ascending), keeping at least the minimum. */
  command('RerollDice', { dice: indices }),
  command('KeepDice', {}),
  /** "Resolución de Acciones": play a card from hand, paying with these prepared dice (ascending). */
  command('PlayCard', { card: id, dice: indices, target: index.optional() }),
  /** Activate an ability of the active hero or of its equipment. */
  command('ActivateAbility', { ability: id, dice: indices, target: index.optional() }),
  /** The special action Robar una Carta. */
  command('DrawCard', { dice: indices }),
  /** End the activation without acting, or let the top of the stack resolve. */
  command('Pass', {}),
  /** Put this pending triggered action on the stack next (the player whose turn it is orders them). */
  command('OrderTrigger', { pending: index }),
  /** End of clash: discard down to the hand limit, one card at a time. */
  command('DiscardCard', { card: id }),
  /** The player gives up the skirmish: the rival wins. Accepted at any moment before the result. */
  command('Concede', {}),
]);
