import { Args, Context, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { NullableField, idArgs } from '../common/fields.js';
import {
  APPEAL_OUTCOMES,
  callQueue,
  MAX_CALL_REASON,
  MAX_RULING,
  PENALTY_GUIDE,
  type TournamentCommand,
} from '@cronica/tournament';
import { pick } from '@cronica/util';
import { z } from 'zod';
import type { Viewer } from '../auth/viewer.js';
import { CommandResult } from '../common/command-result.model.js';
import type { GqlContext } from '../common/context.js';
import { CommandBus } from '../commands/command-bus.js';
import { JudgingReadService } from './judging-read.service.js';
import { JudgingMutationResult } from './judging.models.js';
import { tournamentAggregate } from './tournament-aggregate.js';
import { TournamentCommandService, type CommandFields } from './tournament-commands.service.js';
import { dropNulls, matchResult, parse } from './tournament-input.schema.js';
import { MatchResultInput, TournamentCommandArgs } from './tournament.inputs.js';

@ObjectType({ description: "An entry of Crónica's penalty guide." })
export class PenaltyGuideEntry {
  @Field() code!: string;
  @Field() section!: string;
  @Field() name!: string;
  @Field({ description: 'The rulebook file and section it rests on.' }) rule!: string;
  @Field({ description: 'The default penalty.' }) base!: string;
  @NullableField(
    () => Int,
    'This many warnings of the infraction in one tournament escalate (the last is issued as `escalatesTo`).',
  )
  escalationRepeat!: number | null;
  @NullableField(() => String) escalatesTo!: string | null;
}

@ObjectType({
  description: "Crónica's penalty guide: infractions, default penalties and escalation of repeated warnings.",
})
export class PenaltyGuideModel {
  @Field() id!: string;
  @Field() version!: string;
  @Field(() => [PenaltyGuideEntry]) infractions!: PenaltyGuideEntry[];
}

@ObjectType({ description: 'An unanswered judge call in the queue.' })
export class QueuedCall {
  @Field(() => ID) callId!: string;
  @Field(() => ID) playerId!: string;
  @Field() reason!: string;
  @NullableField(() => Int, 'The match log entry the call points at.') matchEvent!: number | null;
  @Field(() => Int) waitingSeconds!: number;
}

@ObjectType({ description: 'A table with unanswered calls, the one waiting longest first.' })
export class QueuedTableModel {
  @Field(() => Int) round!: number;
  @Field(() => Int) table!: number;
  @Field(() => Int) waitingSeconds!: number;
  @Field(() => [QueuedCall]) calls!: QueuedCall[];
}

@InputType({ description: "The head judge's ruling on an appeal." })
export class RuleAppealInput {
  @Field(() => ID) disputeId!: string;
  @Field() ruling!: string;
  @Field({ description: 'upheld or overturned.' }) outcome!: string;
  @NullableField(() => MatchResultInput, 'The result that replaces the table’s when overturned.')
  result?: MatchResultInput;
}

const id = z.string().min(1).max(100);
const appealSchema = z.object({ disputeId: id, reason: z.string().trim().min(1).max(MAX_CALL_REASON) });
const ruleAppealSchema = z.object({
  disputeId: id,
  ruling: z.string().trim().min(1).max(MAX_RULING),
  outcome: z.enum(APPEAL_OUTCOMES),
});

/** Appeals to the head judge, the judges' call queue and the penalty guide (libs/tournament decides who may do what). */
@Resolver()
export class AppealsResolver {
  constructor(
    private readonly commands: TournamentCommandService,
    private readonly judging: JudgingReadService,
    private readonly bus: CommandBus,
  ) {}

  @Query(() => PenaltyGuideModel, { description: "Crónica's penalty guide, in the reader's language." })
  penaltyGuide(@Context() ctx: GqlContext): PenaltyGuideModel {
    return {
      id: PENALTY_GUIDE.id,
      version: PENALTY_GUIDE.version,
      infractions: PENALTY_GUIDE.infractions.map((i) => ({
        code: i.code,
        section: i.section,
        name: pick(i.name, ctx.viewer.lang),
        rule: i.rule,
        base: i.base,
        escalationRepeat: i.escalation?.repeat ?? null,
        escalatesTo: i.escalation?.to ?? null,
      })),
    };
  }

  @Query(() => [QueuedTableModel], {
    description: "Staff only: the tournament's unanswered calls by table, with how long each has waited.",
  })
  async judgeQueue(
    @Args('tournamentId', idArgs) tournamentId: string,
    @Context() ctx: GqlContext,
  ): Promise<QueuedTableModel[]> {
    this.judging.staffScope(ctx.viewer, tournamentId);
    const { state } = await this.bus.read(tournamentAggregate(tournamentId));
    const seconds = (ms: number) => Math.floor(ms / 1000);
    return callQueue(state, Date.now()).map((t) => ({
      round: t.round,
      table: t.table,
      waitingSeconds: seconds(t.waitingMs),
      calls: t.calls.map((c) => ({
        callId: c.callId,
        playerId: c.playerId,
        reason: c.reason,
        matchEvent: c.matchEvent ?? null,
        waitingSeconds: seconds(c.waitingMs),
      })),
    }));
  }

  @Mutation(() => JudgingMutationResult, {
    description:
      'Organizer: names the head judge, who rules on appeals: one of the event’s judges, or the organizer (RULE_VIOLATION tournament.head-judge.not-a-judge otherwise). A head judge removed as a judge rules nothing until another is named.',
  })
  nameHeadJudge(
    @Args() { tournamentId, commandId }: TournamentCommandArgs,
    @Args('accountId', idArgs) accountId: string,
    @Context() ctx: GqlContext,
  ) {
    return this.run(ctx.viewer, tournamentId, commandId, 'NameHeadJudge', { accountId: parse(id, accountId) });
  }

  @Mutation(() => JudgingMutationResult, {
    description: "A player at the dispute's table appeals its ruling to the head judge (once).",
  })
  appealRuling(
    @Args() { tournamentId, commandId }: TournamentCommandArgs,
    @Args('disputeId', idArgs) disputeId: string,
    @Args('reason') reason: string,
    @Context() ctx: GqlContext,
  ) {
    return this.run(ctx.viewer, tournamentId, commandId, 'AppealRuling', parse(appealSchema, { disputeId, reason }));
  }

  @Mutation(() => JudgingMutationResult, {
    description: 'Head judge: rules on an appeal; the ruling stands and is recorded beside the first.',
  })
  ruleAppeal(
    @Args() { tournamentId, commandId }: TournamentCommandArgs,
    @Args('input') input: RuleAppealInput,
    @Context() ctx: GqlContext,
  ) {
    const { result, ...rest } = input;
    const valid = parse(ruleAppealSchema, dropNulls(rest));
    return this.run(
      ctx.viewer,
      tournamentId,
      commandId,
      'RuleAppeal',
      result ? { ...valid, result: matchResult(result) } : valid,
    );
  }

  private async run<T extends TournamentCommand['type']>(
    viewer: Viewer,
    tournamentId: string,
    commandId: string,
    type: T,
    fields: CommandFields<T>,
  ): Promise<JudgingMutationResult> {
    const outcome = await this.commands.send(viewer, tournamentId, commandId, type, fields);
    return Object.assign(new JudgingMutationResult(), { result: CommandResult.from(outcome), recordId: null });
  }
}
