import { commandSchemaBuilder, SYSTEM_SEAT, type Seat } from '@cronica/rules-kernel';
import { z } from 'zod';
import { ZONES } from './board.js';
import type { WotCommand } from './commands.js';
import { RULING_REASONS } from './events.js';

/**
 * The JSON form of every command (the platform parses what arrives, after setting `data.seat`
 * from the session), and so its type: `WotCommand` is inferred from `WotCommandSchema`. Strict:
 * unknown fields are refused, ids and numbers bounded.
 */

const seat: z.ZodType<Seat> = z.union([z.literal(0), z.literal(1)]);
const id = z.string().min(1).max(100);
const uid = z.number().int().min(1).max(100_000);
const zone = z
  .number()
  .int()
  .min(0)
  .max(ZONES - 1);

export const TargetRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('troop'), uid }).strict(),
  z.object({ kind: z.literal('player'), seat }).strict(),
  z.object({ kind: z.literal('place'), uid }).strict(),
  z.object({ kind: z.literal('object'), uid }).strict(),
  z.object({ kind: z.literal('zone'), zone }).strict(),
  z.object({ kind: z.literal('item'), id: uid }).strict(),
  z.object({ kind: z.literal('discard'), card: id }).strict(),
]);

export const StrikeTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('troop'), zone }).strict(),
  z.object({ kind: z.literal('object'), zone }).strict(),
  z.object({ kind: z.literal('player') }).strict(),
  z.object({ kind: z.literal('area') }).strict(),
]);

const cmd = commandSchemaBuilder(seat);

const system = z.literal(SYSTEM_SEAT);

export const WotCommandSchema = z.discriminatedUnion('type', [
  // C.3 pre-sideboard and the hero on the table: one card out, one card in, then ready
  cmd('SwapSideboardCard', { out: id, in: id }),
  cmd('ResetSideboard', {}),
  cmd('ConfirmDeck', {}),
  // A.1 one full mulligan
  cmd('Mulligan', {}),
  cmd('KeepHand', {}),
  // A.3 the resource phase, step by step
  cmd('AddMana', { heroPoint: z.boolean() }),
  cmd('AddGold', { heroPoint: z.boolean(), hire: z.boolean() }),
  cmd('DrawCard', { deck: z.enum(['battle', 'construction']) }),
  // Summoning phase (invocación / construcción)
  cmd('SummonTroop', { card: id, zone }),
  cmd('BuildPlace', { card: id }),
  cmd('ForgeObject', { card: id }),
  cmd('EquipObject', { object: uid, troop: uid }),
  // Spells, abilities, powers
  cmd('CastSpell', { card: id, target: TargetRefSchema.optional() }),
  cmd('ActivateAbility', { source: uid, ability: id, target: TargetRefSchema.optional() }),
  cmd('UseHeroPower', { power: id, target: TargetRefSchema.optional() }),
  // Tactical phase (A.9)
  cmd('MoveTroop', { troop: uid, to: zone, strike: StrikeTargetSchema.optional() }),
  cmd('Attack', { troop: uid, strike: StrikeTargetSchema }),
  cmd('RangedAttack', { troop: uid, zone }),
  /** Pass priority, or end the defender's reaction (A.9.1 paso 1). */
  cmd('Pass', {}),
  /** Summoning → tactical → end of turn. */
  cmd('EndPhase', {}),
  /** A.1 end phase: down to 8 cards, one at a time. */
  cmd('DiscardCard', { card: id }),
  /** A.4.2: the armory's controller destroys objects down to 3. */
  cmd('DestroyObject', { object: uid }),
  /** Every game accepts it: the seat loses the game, or the whole match (the default). */
  cmd('Concede', { scope: z.enum(['game', 'match']).optional() }),
  // Platform commands (SYSTEM_SEAT)
  /** C.1: the round's time is up: the active turn and 3 more are played. */
  cmd('CallTime', {}, system),
  /** A.7.4: a judge's ruling. */
  cmd(
    'JudgeRuling',
    { against: seat, penalty: z.enum(['game-loss', 'match-loss']), reason: z.enum(RULING_REASONS) },
    system,
  ),
]);

/**
 * The very objects `legalCommands` built are well-formed by construction, so `decide` does not
 * parse them again (bots hand them back as they are; they are never changed). Anything else —
 * every command arriving as JSON — is parsed.
 */
const listed = new WeakSet<object>();

export function listedCommand<C extends WotCommand>(command: C): C {
  listed.add(command);
  return command;
}

export function parseCommand(value: unknown): WotCommand | null {
  if (typeof value === 'object' && value !== null && listed.has(value)) return value as WotCommand;
  const parsed = WotCommandSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
