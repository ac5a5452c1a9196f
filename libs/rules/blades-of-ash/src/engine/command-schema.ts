import { z } from 'zod';
import type { BladesCommand } from './commands.js';

/**
 * The shape every command must have before any rule is checked. A small table-driven guard
 * rather than a zod schema: `decide` runs it on every command, bots and benchmarks included.
 */

type FieldCheck = (value: unknown) => boolean;

const isIndex: FieldCheck = (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 999;
const isIndices: FieldCheck = (v) => Array.isArray(v) && v.length <= 20 && v.every(isIndex);
const isId: FieldCheck = (v) => typeof v === 'string' && v.length > 0 && v.length <= 100;
const isIds: FieldCheck = (v) => Array.isArray(v) && v.length <= 20 && v.every(isId);
const isRole: FieldCheck = (v) => v === 'attacker' || v === 'defender';
const optional =
  (check: FieldCheck): FieldCheck =>
  (v) =>
    v === undefined || check(v);

const SHAPES: Readonly<Record<BladesCommand['type'], Readonly<Record<string, FieldCheck>>>> = {
  PickHeroes: { keep: isIndices },
  Mulligan: { discard: isIds },
  ChooseRole: { role: isRole },
  PairHeroes: { hero: isIndex, rival: isIndex },
  RerollDice: { dice: isIndices },
  KeepDice: {},
  PlayCard: { card: isId, dice: isIndices, target: optional(isIndex) },
  ActivateAbility: { ability: isId, dice: isIndices, target: optional(isIndex) },
  DrawCard: { dice: isIndices },
  Pass: {},
  OrderTrigger: { pending: isIndex },
  DiscardCard: { card: isId },
  Concede: {},
};

/** The same shapes as lists, checked in order without walking object keys on every command. */
const FIELDS: Readonly<Record<string, readonly (readonly [string, FieldCheck])[]>> = Object.fromEntries(
  Object.entries(SHAPES).map(([type, shape]) => [type, Object.entries(shape)]),
);

/** Whether `value` is a command of a known type with a seat (0 or 1) and well-typed fields. */
export function isWellFormedCommand(value: unknown): value is BladesCommand {
  if (typeof value !== 'object' || value === null) return false;
  const { type, data } = value as { type?: unknown; data?: unknown };
  if (typeof type !== 'string' || !Object.hasOwn(SHAPES, type)) return false;
  if (typeof data !== 'object' || data === null) return false;
  const fields = data as Record<string, unknown>;
  if (fields.seat !== 0 && fields.seat !== 1) return false;
  for (const [key, check] of FIELDS[type]!) if (!check(fields[key])) return false;
  return true;
}

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
