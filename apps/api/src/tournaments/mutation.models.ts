import { Field, ObjectType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import { CommandResult, MutationOutcome } from '../common/command-result.model.js';
import { DeckError, Tournament } from './tournament.models.js';

@ObjectType({ description: 'A tournament command applied: its result, and the tournament as it now reads.' })
export class TournamentMutationResult extends MutationOutcome {
  @NullableField(() => Tournament) tournament!: Tournament | null;
}

@ObjectType({ description: "A deck list submission: the game's errors come back as data; a valid list is registered." })
export class DeckSubmission {
  @Field() valid!: boolean;
  @Field(() => [DeckError]) errors!: DeckError[];
  @NullableField(() => String, 'SHA-256 of the registered list (for deck checks).') hash!: string | null;
  @NullableField(() => CommandResult, 'Present when the list was registered.') result!: CommandResult | null;
}
