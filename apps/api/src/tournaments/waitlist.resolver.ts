import { Args, Context, Field, ID, Int, ObjectType, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { waitingPlayers, waitlistPlace } from '@cronica/tournament';
import { getPlayer, waitingTournaments, type ReadDb } from '@cronica/projections';
import { Inject } from '@nestjs/common';
import { requireAccount } from '../auth/viewer.js';
import type { GqlContext } from '../common/context.js';
import { READ_DB } from '../store/tokens.js';
import { playerIdArg, playerOrCaller } from './desk-input.schema.js';
import { PlayerCommandArgs, SelfOrPlayerCommandArgs, TournamentCommandArgs } from './tournament.inputs.js';
import { TournamentMutation, TournamentMutations } from './tournament-mutation.support.js';
import { TournamentReadService } from './tournament-read.service.js';
import { Tournament } from './tournament.models.js';

@ObjectType({ description: 'A player waiting for a place in a full event (organizer and judges read the line).' })
export class WaitingPlayerView {
  @Field(() => ID) playerId!: string;
  @Field() name!: string;
  @Field({ description: 'When they joined the line (ISO 8601).' }) since!: string;
}

/**
 * The waiting list of a full event (the tournament library's `waitlist.ts`): a player whose phone
 * finds no place joins it, the first in line gets each place that frees while registration is open,
 * and the organizer seats someone from it at the desk until round 1 is paired. Who may do what is
 * the decider's rule.
 */
@Resolver(() => Tournament)
export class WaitlistResolver {
  constructor(
    private readonly mutations: TournamentMutations,
    private readonly reads: TournamentReadService,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @ResolveField(() => Int, { description: 'How many players wait for a place (0 once round 1 is paired).' })
  waitlistCount(@Parent() tournament: Tournament): number {
    const state = this.reads.internalState(tournament.id);
    return state ? waitingPlayers(state).length : 0;
  }

  @ResolveField(() => [WaitingPlayerView], {
    description: 'Organizer and judges: who waits for a place, first in line first; empty for anyone else.',
  })
  waitlist(@Parent() tournament: Tournament, @Context() ctx: GqlContext): WaitingPlayerView[] {
    const state = this.reads.internalState(tournament.id);
    if (!state || this.reads.staffRole(tournament, ctx.viewer.accountId) === null) return [];
    // The name each goes by now (a renamed account's), as every other list of the event shows it.
    return waitingPlayers(state).map((w) => ({
      playerId: w.playerId,
      name: getPlayer(this.db, w.playerId)?.displayName ?? w.name,
      since: new Date(w.at).toISOString(),
    }));
  }

  @ResolveField(() => Int, {
    nullable: true,
    description: "The caller's place on the waiting list (1: the next place is theirs); null when not waiting.",
  })
  myWaitlistPlace(@Parent() tournament: Tournament, @Context() ctx: GqlContext): number | null {
    const state = this.reads.internalState(tournament.id);
    const me = ctx.viewer.accountId;
    return state && me ? waitlistPlace(state, me) : null;
  }

  @Query(() => [Tournament], {
    description:
      'The events whose waiting list the caller is on, before round 1 is paired (their place: `myWaitlistPlace`); empty when signed out.',
  })
  myWaitingLists(@Context() ctx: GqlContext): Tournament[] {
    const me = ctx.viewer.accountId;
    if (!me) return [];
    return waitingTournaments(this.db, me).flatMap((id) => {
      const state = this.reads.internalState(id);
      return state && waitlistPlace(state, me) !== null ? (this.reads.find(id) ?? []) : [];
    });
  }

  @TournamentMutation(
    'Puts the caller on the waiting list of a full event; the first in line gets each place that frees while registration is open.',
  )
  joinWaitlist(@Args() { tournamentId: id, commandId }: TournamentCommandArgs, @Context() ctx: GqlContext) {
    const accountId = requireAccount(ctx.viewer);
    const name = getPlayer(this.db, accountId)?.displayName ?? accountId;
    return this.mutations.run(ctx.viewer, id, commandId, 'JoinWaitlist', { playerId: accountId, name });
  }

  @TournamentMutation('Takes a player off the waiting list: the caller themselves, or anyone for the organizer.')
  leaveWaitlist(
    @Args() { tournamentId: id, commandId, playerId }: SelfOrPlayerCommandArgs,
    @Context() ctx: GqlContext,
  ) {
    const who = playerOrCaller(ctx.viewer, playerId);
    return this.mutations.run(ctx.viewer, id, commandId, 'LeaveWaitlist', { playerId: who });
  }

  @TournamentMutation(
    'Organizer, until round 1 is paired: registers a player from the waiting list (in or out of turn; checked in too while check-in is open).',
  )
  seatFromWaitlist(@Args() { tournamentId: id, commandId, playerId }: PlayerCommandArgs, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, id, commandId, 'SeatFromWaitlist', { playerId: playerIdArg(playerId) });
  }
}
