import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import { DISPUTE_OUTCOMES, INFRACTIONS, PENALTIES } from '@cronica/tournament';
import { MutationOutcome } from '../common/command-result.model.js';
import { MatchResultInput } from './tournament.inputs.js';

/** "a, b or c.": the accepted words of a field, from the lists the tournament library enforces. */
const oneOf = (words: readonly string[]): string => `${words.slice(0, -1).join(', ')} or ${words.at(-1)}.`;
const INFRACTION_DOC = oneOf(INFRACTIONS);
const PENALTY_DOC = oneOf(PENALTIES);
const DISPUTE_OUTCOME_DOC = oneOf(DISPUTE_OUTCOMES);

/** The judge's side: read by staff, and by the players each record concerns. */
@ObjectType({ description: 'A player asked for a judge at their table.' })
export class JudgeCall {
  /** Its event, for the fields read from it (the table's online match); not itself in the schema. */
  tournamentId!: string;
  @Field(() => ID) callId!: string;
  @Field(() => Int) round!: number;
  @Field(() => Int) table!: number;
  @Field(() => ID) playerId!: string;
  @Field() reason!: string;
  @Field() calledAt!: string;
  @NullableField(() => ID, 'The dispute a judge opened from this call; null while unanswered.')
  disputeId!: string | null;
  @NullableField(
    () => Int,
    'The match log entry the call points at ("this die", "that play"), when the player named one.',
  )
  matchEvent!: number | null;
}

@ObjectType({
  description:
    "A player's appeal of a dispute's ruling to the head judge and, once ruled, the head judge's ruling (which stands).",
})
export class Appeal {
  @Field(() => ID) playerId!: string;
  @Field() reason!: string;
  @Field() appealedAt!: string;
  @NullableField(() => String) ruling!: string | null;
  @NullableField(() => String, 'upheld (the first ruling stands) or overturned.') outcome!: string | null;
  @NullableField(() => ID, 'The head judge who ruled.') ruledBy!: string | null;
  @NullableField(() => String) ruledAt!: string | null;
}

@ObjectType({ description: 'A dispute at a table and, once ruled, its ruling.' })
export class Dispute {
  @Field(() => ID) disputeId!: string;
  @Field(() => Int) round!: number;
  @Field(() => Int) table!: number;
  @Field(() => [ID], { description: 'The players seated at the table.' }) players!: string[];
  @NullableField(() => ID) callId!: string | null;
  @Field() summary!: string;
  @Field(() => ID) openedBy!: string;
  @Field() openedAt!: string;
  @Field({ description: 'open or ruled.' }) status!: string;
  @NullableField(() => String) ruling!: string | null;
  @NullableField(() => String, DISPUTE_OUTCOME_DOC) outcome!: string | null;
  @NullableField(() => ID) penaltyId!: string | null;
  @NullableField(() => ID) ruledBy!: string | null;
  @NullableField(() => String) ruledAt!: string | null;
  @NullableField(() => Appeal, 'The appeal to the head judge, shown beside the first ruling.') appeal!: Appeal | null;
}

@ObjectType({ description: 'A penalty (002 7.4): warning, game loss, match loss or disqualification.' })
export class Penalty {
  @Field(() => ID) penaltyId!: string;
  @Field(() => ID) playerId!: string;
  @Field({ description: INFRACTION_DOC }) infraction!: string;
  @Field({ description: PENALTY_DOC }) penalty!: string;
  @Field() note!: string;
  @NullableField(() => Int) round!: number | null;
  @NullableField(() => Int) table!: number | null;
  @NullableField(() => ID) disputeId!: string | null;
  @NullableField(() => ID) deckCheckId!: string | null;
  @Field(() => ID) issuedBy!: string;
  @Field() issuedAt!: string;
}

@ObjectType({ description: "A judge's deck check: the presented list's hash against the registered one (002 C.4)." })
export class DeckCheck {
  @Field(() => ID) checkId!: string;
  @Field(() => ID) playerId!: string;
  @NullableField(() => Int) round!: number | null;
  @Field() registeredHash!: string;
  @Field() presentedHash!: string;
  @Field() matches!: boolean;
  @Field(() => ID) checkedBy!: string;
  @Field() checkedAt!: string;
}

@ObjectType({ description: "A judge's or player's action applied: its result and the id of the record it created." })
export class JudgingMutationResult extends MutationOutcome {
  @NullableField(() => ID, 'The call, dispute, penalty or deck check created (null on a resend).')
  recordId!: string | null;
}

@InputType()
export class RuleDisputeInput {
  @Field(() => ID) disputeId!: string;
  @Field({ description: 'The ruling, up to 1,000 characters.' }) ruling!: string;
  @Field({ description: DISPUTE_OUTCOME_DOC }) outcome!: string;
  @NullableField(() => MatchResultInput, 'The corrected result (result-overridden).') result?: MatchResultInput;
  @NullableField(() => ID, 'The penalised player, seated at the table (penalty outcomes).') playerId?: string;
  @NullableField(() => String, 'Infraction of a penalty outcome (default procedural-error).') infraction?: string;
}

@InputType()
export class IssuePenaltyInput {
  @Field(() => ID) playerId!: string;
  @Field({ description: INFRACTION_DOC }) infraction!: string;
  @Field({ description: PENALTY_DOC }) penalty!: string;
  @Field({ description: 'Why, up to 500 characters.' }) note!: string;
  @NullableField(() => Int, "With table: where it happened (default: the player's table now).") round?: number;
  @NullableField(() => Int) table?: number;
  @NullableField(() => ID, 'The failed deck check this penalty follows.') deckCheckId?: string;
}
