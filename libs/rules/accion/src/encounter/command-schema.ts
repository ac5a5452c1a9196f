import { z } from 'zod';
import { commandSchemaBuilder, SYSTEM_SEAT, type Seat } from '@cronica/rules-kernel';
import { isCard } from '../cards.js';
import { attackKindSchema, squareSchema } from '../options.js';
import type { AccionCommand } from './commands.js';

/**
 * Commands as they arrive as JSON (after the server set `data.seat`): strict, bounded; their type,
 * `AccionCommand`, is inferred from `accionCommandSchema`, so the two cannot drift. Seats are
 * 0 (the GM) to 4; CallTime also parses from a seat, and decide refuses it unless the platform
 * (SYSTEM_SEAT) sent it.
 */

const seat: z.ZodType<Seat> = z.number().int().min(0).max(4);
const card = z.string().max(3).refine(isCard, 'a card: rank then suit, e.g. QH or 10S');
const id = z.string().min(1).max(24);
/** The shape of `CardRef` (commands.ts). */
export const cardRefSchema = z.discriminatedUnion('from', [
  z.object({ from: z.literal('hand'), card }).strict(),
  z.object({ from: z.literal('table'), slot: z.number().int().min(0).max(2) }).strict(),
  z.object({ from: z.literal('flank') }).strict(),
]);
const combo = z.array(cardRefSchema).min(1).max(3).readonly();
const square = squareSchema.readonly();

const command = commandSchemaBuilder(seat);

export const accionCommandSchema = z.discriminatedUnion('type', [
  // The GM opens the encounter: decks shuffled, hands dealt, initiative revealed.
  command('StartEncounter', {}),
  // 003, "Empates": any of those tied names who opens.
  command('ChooseOpener', { actor: id }),
  // 003, "Opciones de 1 acción".
  command('Attack', { target: id, kind: attackKindSchema, cards: combo }),
  command('UseSkill', { skill: id, target: id }),
  command('Move', { to: square }),
  command('ChangeScene', { scene: id, to: square.nullable() }),
  command('ForcedDraw', { count: z.number().int().min(1).max(52) }),
  command('Recover', { card }),
  command('Prepare', {}),
  command('Assist', { card }),
  command('RequestAid', { ally: seat }),
  // 003, "Opciones de 2 acciones".
  command('SafeMove', { scene: id, to: square.nullable() }),
  command('Interrupt', { enemy: id }),
  command('ResetHand', {}),
  // 003, "Opciones de 3 acciones".
  command('Concentrate', {}),
  command('HardDraw', {}),
  command('Charge', { enemy: id, cards: combo }),
  // 003, "Acción gratuita especial" and "Flanqueo" (free).
  command('ChargeMana', { cards: z.array(card).min(1).max(2).readonly() }),
  // 003, "Combos narrativos": the lowest card cedes the initiative for a minor advantage.
  command('CedeInitiative', {}),
  command('RequestFlank', { ally: seat, enemy: id }),
  // Answers out of turn.
  command('GiveAid', { card }),
  command('RefuseAid', {}),
  command('LendCard', { card }),
  command('DeclineFlank', {}),
  command('Intercept', { to: square }),
  command('LetPass', {}),
  // 003, "Límite de mano": one card at a time until back at the limit.
  command('Discard', { card }),
  // The GM's enemies (RULES-NOTES.md, "Enemies").
  command('EnemyAttack', { target: seat }),
  command('EnemyHex', { target: seat }),
  command('EnemyScheme', { cards: z.array(card).max(2).readonly() }),
  command('EnemyMove', { to: square }),
  command('EnemyChangeScene', { scene: id, to: square.nullable() }),
  command('EnemyCharge', { target: seat }),
  // 003, "Iniciativa popcorn".
  command('EndTurn', {}),
  command('PassInitiative', { to: id }),
  command('BreakFlow', { to: id }),
  command('Concede', {}),
  // The platform (SYSTEM_SEAT): the session's time is up.
  command('CallTime', {}, z.number().int().min(SYSTEM_SEAT).max(4)),
]);

export function isWellFormedCommand(value: unknown): value is AccionCommand {
  return accionCommandSchema.safeParse(value).success;
}
