import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { CommandOutcome } from '../commands/command-bus.js';

@ObjectType({ description: 'What a mutation did: the store position of its events (read your own writes from it).' })
export class CommandResult {
  @Field(() => ID)
  commandId!: string;

  @Field({ description: 'Stream the command was applied to, e.g. tournament-<id>.' })
  stream!: string;

  @Field(() => String, { nullable: true, description: '$all position of the last event written (decimal string).' })
  position!: string | null;

  @Field(() => [String], { description: 'Types of the events written (empty on a resend).' })
  events!: string[];

  @Field({ description: 'True when this commandId had been handled before: nothing new was written.' })
  duplicate!: boolean;

  static from(outcome: CommandOutcome): CommandResult {
    return Object.assign(new CommandResult(), {
      commandId: outcome.commandId,
      stream: outcome.stream,
      position: outcome.position === null ? null : outcome.position.toString(),
      events: [...outcome.events],
      duplicate: outcome.duplicate,
    });
  }
}
