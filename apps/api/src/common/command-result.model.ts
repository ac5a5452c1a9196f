import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { CommandOutcome } from '../commands/command-request.js';

@ObjectType({ description: 'What a mutation did. `readToken` lets you read your own write (see its description).' })
export class CommandResult {
  @Field(() => ID) commandId!: string;
  @Field({ description: 'Stream the command was applied to, e.g. tournament-<id>.' }) stream!: string;

  /** The store position of the last event written; sealed into `readToken`, never sent as is. */
  storePosition!: bigint | null;
  @Field(() => [String], { description: 'Types of the events written (empty on a resend).' }) events!: string[];
  @Field({ description: 'True when this commandId had been handled before: nothing new was written.' })
  duplicate!: boolean;

  static from(outcome: CommandOutcome): CommandResult {
    return Object.assign(new CommandResult(), {
      commandId: outcome.commandId,
      stream: outcome.stream,
      storePosition: outcome.position,
      events: [...outcome.events],
      duplicate: outcome.duplicate,
    });
  }
}

/**
 * What every mutation outcome opens with: the command's `result`. The outcomes extend it with what
 * the command changed (the match, the tournament, the record created); abstract, so the schema
 * keeps each outcome type and gains none.
 */
@ObjectType({ isAbstract: true })
export abstract class MutationOutcome {
  @Field(() => CommandResult) result!: CommandResult;
}
