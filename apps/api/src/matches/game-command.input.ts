import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { z } from 'zod';
import type { BladesCommand } from '@cronica/blades-of-ash';
import { badInput } from '../common/errors.js';

/**
 * A Blades of Ash command as a client sends it (000_7cbcfc9bc47f1014.txt, "Secuencia de
 * Juego"): its type and that type's fields. There is no seat: the server takes it from the
 * session (issue 6, "A player acts only for their own seat").
 */
@InputType({ description: 'A game command without its seat: the server adds the caller\'s seat.' })
export class GameCommandInput {
  @Field({ description: 'PickHeroes, Mulligan, ChooseRole, PairHeroes, RerollDice, KeepDice, PlayCard, ActivateAbility, DrawCard, Pass, OrderTrigger, DiscardCard.' })
  type!: string;

  @Field(() => [Int], { nullable: true, description: 'PickHeroes: list positions kept (3, ascending).' })
  keep?: number[] | null;

  @Field(() => [String], { nullable: true, description: 'Mulligan: card ids to discard (sorted).' })
  discard?: string[] | null;

  @Field(() => String, { nullable: true, description: 'ChooseRole: attacker or defender.' })
  role?: string | null;

  @Field(() => Int, { nullable: true, description: 'PairHeroes: your hero index.' })
  hero?: number | null;

  @Field(() => Int, { nullable: true, description: "PairHeroes: the rival's hero index." })
  rival?: number | null;

  @Field(() => [Int], { nullable: true, description: 'RerollDice, PlayCard, ActivateAbility, DrawCard: dice indices (ascending).' })
  dice?: number[] | null;

  @Field(() => String, { nullable: true, description: 'PlayCard, DiscardCard: card id.' })
  card?: string | null;

  @Field(() => String, { nullable: true, description: 'ActivateAbility: ability id.' })
  ability?: string | null;

  @Field(() => Int, { nullable: true, description: 'PlayCard, ActivateAbility: target hero index.' })
  target?: number | null;

  @Field(() => Int, { nullable: true, description: 'OrderTrigger: pending trigger index.' })
  pending?: number | null;
}

@ObjectType({ description: 'A legal command for the caller\'s seat, ready to send back as GameCommandInput.' })
export class GameCommand {
  @Field()
  type!: string;

  @Field(() => Int)
  seat!: number;

  @Field(() => [Int], { nullable: true })
  keep?: number[];

  @Field(() => [String], { nullable: true })
  discard?: string[];

  @Field({ nullable: true })
  role?: string;

  @Field(() => Int, { nullable: true })
  hero?: number;

  @Field(() => Int, { nullable: true })
  rival?: number;

  @Field(() => [Int], { nullable: true })
  dice?: number[];

  @Field({ nullable: true })
  card?: string;

  @Field({ nullable: true })
  ability?: string;

  @Field(() => Int, { nullable: true })
  target?: number;

  @Field(() => Int, { nullable: true })
  pending?: number;
}

const index = z.number().int().min(0).max(999);
const indices = z.array(index).max(20);
const id = z.string().min(1).max(100);
const none = z.object({}).strict();

const fieldsByType = {
  PickHeroes: z.object({ keep: indices }).strict(),
  Mulligan: z.object({ discard: z.array(id).max(20) }).strict(),
  ChooseRole: z.object({ role: z.enum(['attacker', 'defender']) }).strict(),
  PairHeroes: z.object({ hero: index, rival: index }).strict(),
  RerollDice: z.object({ dice: indices }).strict(),
  KeepDice: none,
  PlayCard: z.object({ card: id, dice: indices, target: index.optional() }).strict(),
  ActivateAbility: z.object({ ability: id, dice: indices, target: index.optional() }).strict(),
  DrawCard: z.object({ dice: indices }).strict(),
  Pass: none,
  OrderTrigger: z.object({ pending: index }).strict(),
  DiscardCard: z.object({ card: id }).strict(),
} as const;

type CommandType = keyof typeof fieldsByType;

/** The engine's command for `seat`, or BAD_USER_INPUT naming every wrong field. */
export function toBladesCommand(input: GameCommandInput, seat: number): BladesCommand {
  if (!Object.hasOwn(fieldsByType, input.type)) {
    throw badInput([{ path: 'command.type', message: `unknown: ${input.type.slice(0, 40)}` }]);
  }
  const type = input.type as CommandType;
  const given = Object.fromEntries(Object.entries(input).filter(([key, value]) => key !== 'type' && value !== null && value !== undefined));
  const parsed = fieldsByType[type].safeParse(given);
  if (!parsed.success) {
    throw badInput(parsed.error.issues.map((issue) => ({ path: ['command', ...issue.path.map(String)].join('.') || 'command', message: issue.message })));
  }
  return { type, data: { ...parsed.data, seat } } as BladesCommand;
}

/** A legal command as the GraphQL type. */
export function toGameCommand(command: BladesCommand): GameCommand {
  return Object.assign(new GameCommand(), { type: command.type, ...command.data });
}
