import { Args, Context, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../common/context.js';
import { TournamentMutationResult } from './mutation.models.js';
import { matchResult } from './tournament-input.schema.js';
import { MatchResultInput } from './tournament.inputs.js';
import { TournamentMutations } from './tournament-mutation.support.js';

const idArgs = { type: () => ID } as const;
const intArgs = { type: () => Int } as const;

/**
 * The round on the day (issue 6): clock and corrections for the organizer and judges; results
 * reported by a player at the table and confirmed by the rival; drops. Who may do what is the
 * decider's rule, fed the role the session grants.
 */
@Resolver()
export class RoundResolver {
  constructor(private readonly mutations: TournamentMutations) {}

  @Mutation(() => TournamentMutationResult, { description: 'Organizer or judge: starts the round clock (002 C.1).' })
  startRoundClock(@Args('tournamentId', idArgs) id: string, @Args('commandId', idArgs) commandId: string, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, id, commandId, 'StartRoundClock', {});
  }

  @Mutation(() => TournamentMutationResult, { description: 'Organizer or judge: time is up, "active player + 3 turns" (002 C.1).' })
  callTime(@Args('tournamentId', idArgs) id: string, @Args('commandId', idArgs) commandId: string, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, id, commandId, 'CallTime', {});
  }

  @Mutation(() => TournamentMutationResult, { description: 'Organizer or judge: ends the round once every result is final.' })
  endRound(@Args('tournamentId', idArgs) id: string, @Args('commandId', idArgs) commandId: string, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, id, commandId, 'EndRound', {});
  }

  @Mutation(() => TournamentMutationResult, { description: 'A player at the table reports the result; the rival confirms it.' })
  reportResult(
    @Args('tournamentId', idArgs) id: string,
    @Args('round', intArgs) round: number,
    @Args('table', intArgs) table: number,
    @Args('result') result: MatchResultInput,
    @Args('commandId', idArgs) commandId: string,
    @Context() ctx: GqlContext,
  ) {
    return this.mutations.run(ctx.viewer, id, commandId, 'ReportResult', { round, table, result: matchResult(result) });
  }

  @Mutation(() => TournamentMutationResult, { description: "The rival confirms the reported result (or a staff member, for the table)." })
  confirmResult(
    @Args('tournamentId', idArgs) id: string,
    @Args('round', intArgs) round: number,
    @Args('table', intArgs) table: number,
    @Args('commandId', idArgs) commandId: string,
    @Context() ctx: GqlContext,
  ) {
    return this.mutations.run(ctx.viewer, id, commandId, 'ConfirmResult', { round, table });
  }

  @Mutation(() => TournamentMutationResult, { description: 'Organizer or judge: enters or corrects a result, with a reason.' })
  overrideResult(
    @Args('tournamentId', idArgs) id: string,
    @Args('round', intArgs) round: number,
    @Args('table', intArgs) table: number,
    @Args('result') result: MatchResultInput,
    @Args('reason') reason: string,
    @Args('commandId', idArgs) commandId: string,
    @Context() ctx: GqlContext,
  ) {
    return this.mutations.run(ctx.viewer, id, commandId, 'OverrideResult', { round, table, result: matchResult(result), reason: reason.slice(0, 500) });
  }

  @Mutation(() => TournamentMutationResult, { description: 'Drops a player: yourself, or anyone when you are the organizer.' })
  dropPlayer(
    @Args('tournamentId', idArgs) id: string,
    @Args('commandId', idArgs) commandId: string,
    @Context() ctx: GqlContext,
    @Args('playerId', { type: () => ID, nullable: true, description: 'Defaults to the caller.' }) playerId?: string | null,
  ) {
    return this.mutations.run(ctx.viewer, id, commandId, 'DropPlayer', { playerId: playerId ?? ctx.viewer.accountId ?? '' });
  }
}
