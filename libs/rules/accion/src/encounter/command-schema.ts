import type { ZodType } from 'zod';
import { z } from 'zod';
import { SYSTEM_SEAT } from '@cronica/rules-kernel';
import { isCard } from '../cards.js';
import { attackKindSchema, squareSchema } from '../options.js';
import type { AccionCommand } from './commands.js';

/**
 * Commands as they arrive as JSON (after the server set `data.seat`): strict, bounded. Seats are
 * 0 (the GM) to 4; CallTime also parses from a seat, and decide refuses it unless the platform
 * (SYSTEM_SEAT) sent it.
 */

const seat = z.number().int().min(0).max(4);
const card = z.string().max(3).refine(isCard, 'a card: rank then suit, e.g. QH or 10S');
const id = z.string().min(1).max(24);
const cardRef = z.discriminatedUnion('from', [
  z.object({ from: z.literal('hand'), card }).strict(),
  z.object({ from: z.literal('table'), slot: z.number().int().min(0).max(2) }).strict(),
  z.object({ from: z.literal('flank') }).strict(),
]);
const combo = z.array(cardRef).min(1).max(3);

const command = <T extends string, S extends z.ZodRawShape>(type: T, shape: S, seatSchema: z.ZodType<number> = seat) =>
  z
    .object({
      type: z.literal(type),
      data: z.object({ seat: seatSchema, ...shape }).strict(),
      metadata: z.record(z.string(), z.unknown()).optional(),
    })
    .strict();

const schema = z.discriminatedUnion('type', [
  command('StartEncounter', {}),
  command('ChooseOpener', { actor: id }),
  command('Attack', { target: id, kind: attackKindSchema, cards: combo }),
  command('UseSkill', { skill: id, target: id }),
  command('Move', { to: squareSchema }),
  command('ChangeScene', { scene: id, to: squareSchema.nullable() }),
  command('ForcedDraw', { count: z.number().int().min(1).max(52) }),
  command('Recover', { card }),
  command('Prepare', {}),
  command('Assist', { card }),
  command('RequestAid', { ally: seat }),
  command('SafeMove', { scene: id, to: squareSchema.nullable() }),
  command('Interrupt', { enemy: id }),
  command('ResetHand', {}),
  command('Concentrate', {}),
  command('HardDraw', {}),
  command('Charge', { enemy: id, cards: combo }),
  command('ChargeMana', { cards: z.array(card).min(1).max(2) }),
  command('CedeInitiative', {}),
  command('RequestFlank', { ally: seat, enemy: id }),
  command('GiveAid', { card }),
  command('RefuseAid', {}),
  command('LendCard', { card }),
  command('DeclineFlank', {}),
  command('Intercept', { to: squareSchema }),
  command('LetPass', {}),
  command('Discard', { card }),
  command('EnemyAttack', { target: seat }),
  command('EnemyHex', { target: seat }),
  command('EnemyScheme', { cards: z.array(card).max(2) }),
  command('EnemyMove', { to: squareSchema }),
  command('EnemyChangeScene', { scene: id, to: squareSchema.nullable() }),
  command('EnemyCharge', { target: seat }),
  command('EndTurn', {}),
  command('PassInitiative', { to: id }),
  command('BreakFlow', { to: id }),
  command('Concede', {}),
  command('CallTime', {}, z.number().int().min(SYSTEM_SEAT).max(4)),
]);

export const accionCommandSchema = schema as unknown as ZodType<AccionCommand>;

export function isWellFormedCommand(value: unknown): value is AccionCommand {
  return schema.safeParse(value).success;
}
