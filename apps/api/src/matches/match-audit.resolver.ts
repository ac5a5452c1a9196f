import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { idArgs } from '../common/fields.js';
import type { GqlContext } from '../common/context.js';
import { AuditStep, MatchAudit, SandboxCommandInput, SandboxResult } from './match-audit.models.js';
import { MatchAuditService } from './match-audit.service.js';

/** The judge's audit of a match (FORBIDDEN for anyone but its tournament's judges and organizer); nothing here writes. */
@Resolver()
export class MatchAuditResolver {
  constructor(private readonly audits: MatchAuditService) {}

  @Query(() => MatchAudit, {
    description: "Judge: the match's full log with every hidden value (hands, draws, picks, deck order, randomness).",
  })
  matchAudit(@Args('matchId', idArgs) matchId: string, @Context() ctx: GqlContext): Promise<MatchAudit> {
    return this.audits.audit(ctx.viewer, matchId);
  }

  @Query(() => AuditStep, {
    description: "Judge: the game in the judge's view before and after one log entry (−1: the opening).",
  })
  matchAuditStep(
    @Args('matchId', idArgs) matchId: string,
    @Args('index', { type: () => Int }) index: number,
    @Context() ctx: GqlContext,
  ): Promise<AuditStep> {
    return this.audits.step(ctx.viewer, matchId, index);
  }

  @Query(() => SandboxResult, {
    description:
      'Judge: tries commands for either seat from the state after log entry `fromEvent`, on a copy with throwaway randomness; the match is untouched.',
  })
  matchSandbox(
    @Args('matchId', idArgs) matchId: string,
    @Args('fromEvent', { type: () => Int }) fromEvent: number,
    @Args('commands', { type: () => [SandboxCommandInput] }) commands: SandboxCommandInput[],
    @Context() ctx: GqlContext,
  ): Promise<SandboxResult> {
    return this.audits.sandbox(ctx.viewer, matchId, fromEvent, commands);
  }
}
