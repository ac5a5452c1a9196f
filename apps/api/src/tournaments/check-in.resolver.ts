import { Args, Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { checkInOpen } from '@cronica/tournament';
import type { GqlContext } from '../common/context.js';
import { playerIdArg, playerOrCaller } from './desk-input.schema.js';
import { PlayerCommandArgs, SelfOrPlayerCommandArgs } from './tournament.inputs.js';
import { TournamentMutation, TournamentMutations } from './tournament-mutation.support.js';
import { TournamentReadService } from './tournament-read.service.js';
import { Tournament } from './tournament.models.js';

/**
 * Check-in on the day (the tournament library's `check-in-events.ts`): the organizer opens it, a
 * player checks in from their phone, staff mark players at the desk, and the organizer removes
 * whoever has not come before round 1 is paired. Who may do what is the decider's rule. Opening
 * check-in and removing the absent are in tournament-steps.resolver.ts.
 */
@Resolver(() => Tournament)
export class CheckInResolver {
  constructor(
    private readonly mutations: TournamentMutations,
    private readonly reads: TournamentReadService,
  ) {}

  @ResolveField(() => Boolean, {
    description: 'Whether players may check in now: the organizer opened check-in and round 1 is not yet paired.',
  })
  checkInOpen(@Parent() tournament: Tournament): boolean {
    const state = this.reads.internalState(tournament.id);
    return state !== null && checkInOpen(state);
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      'While check-in is open and it opened by itself at the time the organizer set: when (ISO 8601); null otherwise.',
  })
  checkInOpenedBySchedule(@Parent() tournament: Tournament): string | null {
    const state = this.reads.internalState(tournament.id);
    if (state === null || !checkInOpen(state) || !state.checkIn?.scheduled) return null;
    return new Date(state.checkIn.openedAt).toISOString();
  }

  @TournamentMutation(
    'Checks a player in while check-in is open: the caller themselves (no playerId), or anyone for staff at the desk. Checking in again changes nothing.',
  )
  checkIn(@Args() { tournamentId: id, commandId, playerId }: SelfOrPlayerCommandArgs, @Context() ctx: GqlContext) {
    const who = playerOrCaller(ctx.viewer, playerId);
    return this.mutations.run(ctx.viewer, id, commandId, 'CheckInPlayer', { playerId: who });
  }

  @TournamentMutation(
    'Takes back a check-in made by mistake, before round 1 is paired (staff, or the player themselves).',
  )
  undoCheckIn(@Args() { tournamentId: id, commandId, playerId }: PlayerCommandArgs, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, id, commandId, 'UndoCheckIn', { playerId: playerIdArg(playerId) });
  }
}
