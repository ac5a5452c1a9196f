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
const optional = (check: FieldCheck): FieldCheck => (v) => v === undefined || check(v);

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
};

/** The same shapes as lists, checked in order without walking object keys on every command. */
const FIELDS: Readonly<Record<string, readonly (readonly [string, FieldCheck])[]>> =
  Object.fromEntries(Object.entries(SHAPES).map(([type, shape]) => [type, Object.entries(shape)]));

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
