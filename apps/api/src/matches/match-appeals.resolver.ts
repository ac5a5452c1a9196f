import { Inject } from '@nestjs/common';
import { Args, Context, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { NullableField, idArgs } from '../common/fields.js';
import { getPlayer, type ReadDb } from '@cronica/projections';
import { MAX_CALL_REASON } from '@cronica/tournament';
import { z } from 'zod';
import { CommandResult } from '../common/command-result.model.js';
import type { GqlContext } from '../common/context.js';
import { READ_DB } from '../store/tokens.js';
import { MatchCommandArgs } from './match.models.js';
import { parse } from '../tournaments/tournament-input.schema.js';
import { MatchAppealsService, type MatchRulingRecord, type PendingMatchAppeal } from './match-appeals.service.js';

@ObjectType({ description: "A player's appeal of a judge's ruling in a match to the head judge." })
export class MatchRulingAppealModel {
  @Field(() => ID) playerId!: string;
  @Field() playerName!: string;
  @Field() reason!: string;
  @Field({ description: 'ISO 8601.' }) appealedAt!: string;
}

@ObjectType({ description: "A judge's ruling in a match, as its players and judges read it." })
export class MatchRulingModel {
  @Field(() => Int, { description: 'Its line in the signed replay chain: what an appeal names.' }) seq!: number;
  @Field(() => Int, { description: 'Its log entry (MatchLogLine.index).' }) index!: number;
  @Field({ description: 'JudgeUpheld, JudgeBackedUp, JudgeCorrected or JudgeAwardedLoss.' }) type!: string;
  @Field() infraction!: string;
  @Field() rule!: string;
  @Field() remedy!: string;
  @Field(() => ID) judge!: string;
  @Field() judgeName!: string;
  @NullableField(() => ID, 'The judge call it answered.') callId!: string | null;
  @NullableField(() => Int, "The ruling (its seq) this one decides on appeal: the head judge's, which stands.")
  appealOf!: number | null;
  @NullableField(() => MatchRulingAppealModel) appeal!: MatchRulingAppealModel | null;
  @NullableField(() => Int, "The head judge's ruling (its seq) on the appeal, once made.") decidedBy!: number | null;
}

@ObjectType({ description: "A match's judge rulings, with the tournament's head judge who rules on appeals." })
export class MatchRulingsModel {
  @NullableField(() => ID) headJudge!: string | null;
  @NullableField(() => String) headJudgeName!: string | null;
  @Field(() => [MatchRulingModel]) rulings!: MatchRulingModel[];
}

@ObjectType({
  description:
    "An appeal of a judge's ruling in a match that the head judge has not ruled on yet, as the judges' desk lists it.",
})
export class PendingMatchAppealModel {
  @Field(() => ID) matchId!: string;
  @Field(() => Int) round!: number;
  @Field(() => Int) table!: number;
  @Field(() => Int, { description: 'The ruling appealed: its line in the signed replay chain.' }) rulingSeq!: number;
  @Field(() => Int, { description: "The ruling's log entry (MatchLogLine.index): the audit opens there." })
  rulingIndex!: number;
  @Field(() => ID, { description: 'The judge who made the ruling.' }) judge!: string;
  @Field() judgeName!: string;
  @Field(() => ID) playerId!: string;
  @Field() playerName!: string;
  @Field() reason!: string;
  @Field({ description: 'ISO 8601.' }) appealedAt!: string;
}

const reasonSchema = z.string().trim().min(1).max(MAX_CALL_REASON);

/** A match's rulings for its players and judges, and a player's appeal of one to the head judge. */
@Resolver()
export class MatchAppealsResolver {
  constructor(
    private readonly appeals: MatchAppealsService,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @Query(() => MatchRulingsModel, {
    description:
      "The match's judge rulings and their appeals: its players and the tournament's staff (FORBIDDEN to others).",
  })
  async matchRulings(@Args('matchId', idArgs) matchId: string, @Context() ctx: GqlContext): Promise<MatchRulingsModel> {
    const { rulings, headJudge } = await this.appeals.rulings(ctx.viewer, matchId);
    return {
      headJudge,
      headJudgeName: headJudge === null ? null : this.name(headJudge),
      rulings: rulings.map((r) => this.model(r)),
    };
  }

  @Query(() => [PendingMatchAppealModel], {
    description:
      "The tournament's appeals of match rulings awaiting the head judge, oldest first: its organizer and judges (FORBIDDEN to others).",
  })
  async pendingMatchAppeals(
    @Args('tournamentId', idArgs) tournamentId: string,
    @Context() ctx: GqlContext,
  ): Promise<PendingMatchAppealModel[]> {
    const pending = await this.appeals.pendingAppeals(ctx.viewer, tournamentId);
    return pending.map(({ appeal, index, judge }: PendingMatchAppeal) => ({
      matchId: appeal.matchId,
      round: appeal.round,
      table: appeal.table,
      rulingSeq: appeal.rulingSeq,
      rulingIndex: index,
      judge,
      judgeName: this.name(judge),
      playerId: appeal.playerId,
      playerName: this.name(appeal.playerId),
      reason: appeal.reason,
      appealedAt: new Date(appeal.at).toISOString(),
    }));
  }

  @Mutation(() => CommandResult, {
    description: "A player of the match appeals a judge's ruling in it (its seq) to the head judge, once.",
  })
  async appealMatchRuling(
    @Args() { matchId, commandId }: MatchCommandArgs,
    @Args('rulingSeq', { type: () => Int }) rulingSeq: number,
    @Args('reason') reason: string,
    @Context() ctx: GqlContext,
  ): Promise<CommandResult> {
    return CommandResult.from(
      await this.appeals.appeal(ctx.viewer, matchId, rulingSeq, parse(reasonSchema, reason), commandId),
    );
  }

  private name(accountId: string): string {
    return getPlayer(this.db, accountId)?.displayName ?? accountId;
  }

  private model(r: MatchRulingRecord): MatchRulingModel {
    const appeal = r.appeal && {
      playerId: r.appeal.playerId,
      playerName: this.name(r.appeal.playerId),
      reason: r.appeal.reason,
      appealedAt: new Date(r.appeal.at).toISOString(),
    };
    return {
      seq: r.seq,
      index: r.index,
      type: r.type,
      infraction: r.ruling.infraction,
      rule: r.ruling.rule,
      remedy: r.ruling.remedy,
      judge: r.ruling.judge,
      judgeName: this.name(r.ruling.judge),
      callId: r.ruling.callId ?? null,
      appealOf: r.ruling.appealOf ? Number(r.ruling.appealOf) : null,
      appeal,
      decidedBy: r.decidedBy,
    };
  }
}
