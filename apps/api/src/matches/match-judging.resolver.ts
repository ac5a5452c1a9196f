import { Args, ArgsType, Context, Field, ID, InputType, Int, Mutation, Resolver } from '@nestjs/graphql';
import { NullableField, nullableArg } from '../common/fields.js';
import { CommandResult } from '../common/command-result.model.js';
import type { GqlContext } from '../common/context.js';
import { badInput } from '../common/errors.js';
import type { CommandOutcome } from '../commands/command-request.js';
import { JsonScalar } from './json.scalar.js';
import { MatchJudgingService } from './match-judging.service.js';
import { MatchReadService } from './match-read.service.js';
import { MatchCommandArgs, MatchMutationResult } from './match.models.js';

@InputType({
  description:
    'What every ruling states: the infraction, the rule cited and the remedy (who ruled comes from the session).',
})
export class JudgeRulingInput {
  @Field({ description: "The penalty guide's infraction code (see penaltyGuide), or `none`." }) infraction!: string;
  @Field({ description: "The rule cited: rulebook file and section, or the penalty guide's section." }) rule!: string;
  @Field({ description: 'The remedy, in words both players read.' }) remedy!: string;
  @NullableField(() => ID, 'The judge call this ruling answers: it leaves the judges’ queue.') callId?: string;
  @NullableField(
    () => ID,
    'Head judge only: the ruling (its seq, MatchRuling.seq) this one decides on appeal; it stands beside the first.',
  )
  appealOf?: string;
}

/** The arguments every judge's ruling on a match opens with: the match, the command and the ruling. */
@ArgsType()
class MatchRulingArgs extends MatchCommandArgs {
  @Field(() => JudgeRulingInput) ruling!: JudgeRulingInput;
}

/** Plain object for the service's own validation (class instances from GraphQL carry no extra keys). */
const plain = (ruling: JudgeRulingInput) =>
  Object.fromEntries(Object.entries({ ...ruling }).filter(([, value]) => value !== null && value !== undefined));

/** Judges' rulings on a live tournament match (FORBIDDEN for anyone but the tournament's judges and organizer). */
@Resolver()
export class MatchJudgingResolver {
  constructor(
    private readonly judging: MatchJudgingService,
    private readonly reads: MatchReadService,
  ) {}

  @Mutation(() => MatchMutationResult, { description: 'Judge: the play stands; the ruling is recorded in the match.' })
  async upholdRuling(@Args() { matchId, commandId, ruling }: MatchRulingArgs, @Context() ctx: GqlContext) {
    return this.answer(ctx, matchId, await this.judging.uphold(ctx.viewer, matchId, commandId, plain(ruling)));
  }

  @Mutation(() => MatchMutationResult, {
    description:
      'Judge: backs the game up to the state after log entry `toEvent` (−1: the opening) with a compensating event (nothing is deleted; what was revealed stays known; random streams continue).',
  })
  async backUpMatch(
    @Args() { matchId, commandId, ruling }: MatchRulingArgs,
    @Args('toEvent', {
      type: () => Int,
      description: 'A log entry index (MatchLogLine.index), or −1 for the opening state.',
    })
    toEvent: number,
    @Context() ctx: GqlContext,
  ) {
    return this.answer(ctx, matchId, await this.judging.backUp(ctx.viewer, matchId, commandId, plain(ruling), toEvent));
  }

  @Mutation(() => MatchMutationResult, {
    description:
      "Judge: corrects one value of the game state (a path into the judge view's state) as an explicit judge event.",
  })
  async correctMatchValue(
    @Args() { matchId, commandId, ruling }: MatchRulingArgs,
    @Args('path', { type: () => [String] }) path: string[],
    @Args('value', { type: () => JsonScalar }) value: unknown,
    @Context() ctx: GqlContext,
    @Args('visibleTo', nullableArg(() => [Int], 'Seats that may read the old and new value (default: every seat).'))
    visibleTo?: number[] | null,
  ) {
    const state = await this.reads.load(matchId);
    const seats = visibleTo ?? (state.created?.seats ?? []).map((s) => s.seat);
    return this.answer(
      ctx,
      matchId,
      await this.judging.correct(ctx.viewer, matchId, commandId, plain(ruling), path, value, seats),
    );
  }

  @Mutation(() => MatchMutationResult, {
    description: 'Judge: awards a game or match loss to a seat; the match ends with its opponent winning.',
  })
  async awardMatchLoss(
    @Args() { matchId, commandId, ruling }: MatchRulingArgs,
    @Args('seat', { type: () => Int }) seat: number,
    @Args('scope', { defaultValue: 'match', description: 'game or match.' }) scope: string,
    @Context() ctx: GqlContext,
  ) {
    if (scope !== 'game' && scope !== 'match') throw badInput([{ path: 'scope', message: 'game or match' }]);
    return this.answer(
      ctx,
      matchId,
      await this.judging.awardLoss(ctx.viewer, matchId, commandId, plain(ruling), seat, scope),
    );
  }

  private async answer(ctx: GqlContext, matchId: string, outcome: CommandOutcome): Promise<MatchMutationResult> {
    return Object.assign(new MatchMutationResult(), {
      result: CommandResult.from(outcome),
      match: await this.reads.view(ctx.viewer, matchId),
    });
  }
}
