import { Args, Context, Field, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../common/context.js';
import { TournamentCommandArgs } from './tournament.inputs.js';
import { TournamentMutation, TournamentMutations } from './tournament-mutation.support.js';
import { TournamentReadService } from './tournament-read.service.js';
import { Tournament } from './tournament.models.js';

@ObjectType({
  description: "The staff's notice to the room while the event runs (the tournament library's announcement.ts).",
})
export class TournamentAnnouncement {
  @Field({ description: 'The notice, tidied: line breaks kept, at most 280 characters.' }) text!: string;
  @Field({ description: 'When it was posted (ISO 8601).' }) postedAt!: string;
}

/**
 * A notice to the whole room ("Pausa para comer: la ronda 3 empieza a las 14:00"): the organizer or
 * a judge posts it, replaces it or takes it down; everyone reads it on the event's page, their
 * phone and the room's screen. What may be posted is the decider's rule. Taking it down
 * (clearAnnouncement) is in tournament-steps.resolver.ts.
 */
@Resolver(() => Tournament)
export class AnnouncementResolver {
  constructor(
    private readonly mutations: TournamentMutations,
    private readonly reads: TournamentReadService,
  ) {}

  @ResolveField(() => TournamentAnnouncement, {
    nullable: true,
    description: "The staff's notice to the room, while one is up and the event runs; public.",
  })
  announcement(@Parent() tournament: Tournament): TournamentAnnouncement | null {
    const notice = this.reads.announcement(tournament);
    return notice === null ? null : { text: notice.text, postedAt: new Date(notice.at).toISOString() };
  }

  @TournamentMutation(
    'Organizer or judge: posts a notice to the room, replacing the one up (1–280 characters; the same words again change nothing).',
  )
  postAnnouncement(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Args('text') text: string,
    @Context() ctx: GqlContext,
  ) {
    return this.mutations.run(ctx.viewer, id, commandId, 'PostAnnouncement', { text });
  }
}
