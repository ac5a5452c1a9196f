import { Args, Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { detailProblems, upcomingCheckInOpening, type EventDetails } from '@cronica/tournament';
import type { GqlContext } from '../common/context.js';
import { badInput } from '../common/errors.js';
import { TournamentMutation, TournamentMutations } from './tournament-mutation.support.js';
import { dropNulls, eventDetailsSchema, parse } from './tournament-input.schema.js';
import { EventDetailsArgs, TournamentCommandArgs } from './tournament.inputs.js';
import { TournamentReadService } from './tournament-read.service.js';
import { Tournament } from './tournament.models.js';

/** What the public reads of an event besides play: its description, and when and where it is played. */
interface Announced {
  readonly description?: string;
  readonly startsAt?: string | null;
  readonly timeZone?: string | null;
  readonly venue?: string;
  readonly checkInOpensBefore?: number | null;
}

const announced = (tournament: Tournament): Announced => JSON.parse(tournament.summary) as Announced;

/** The details as the tournament library takes them: each field checked, every problem named by its field. */
export function eventDetails(args: EventDetailsArgs): EventDetails {
  const valid = parse(eventDetailsSchema, dropNulls({ ...args, tournamentId: undefined, commandId: undefined }));
  const details: EventDetails = { ...valid, description: valid.description ?? '' };
  const problems = detailProblems(details);
  if (problems.length > 0)
    throw badInput(problems.map((p) => ({ path: p.field, message: p.message.en, messages: p.message })));
  return details;
}

/** A tournament's public details: read by anyone, corrected by its organizer. */
@Resolver(() => Tournament)
export class TournamentDetailsResolver {
  constructor(
    private readonly mutations: TournamentMutations,
    private readonly reads: TournamentReadService,
  ) {}

  @ResolveField(() => String, { description: 'Public description (empty when none).' })
  description(@Parent() tournament: Tournament): string {
    return announced(tournament).description ?? '';
  }

  @ResolveField(() => String, {
    nullable: true,
    description: "When play starts, as the venue's clock reads it (YYYY-MM-DDTHH:mm); null when not announced.",
  })
  startsAt(@Parent() tournament: Tournament): string | null {
    return announced(tournament).startsAt ?? null;
  }

  @ResolveField(() => String, {
    nullable: true,
    description: "The venue's time zone (IANA name) that startsAt is read in; null when no start is announced.",
  })
  timeZone(@Parent() tournament: Tournament): string | null {
    const { startsAt, timeZone } = announced(tournament);
    return startsAt ? (timeZone ?? null) : null;
  }

  @ResolveField(() => String, { description: 'Where it is played (empty when not announced).' })
  venue(@Parent() tournament: Tournament): string {
    return announced(tournament).venue ?? '';
  }

  @ResolveField(() => Int, {
    nullable: true,
    description:
      'Minutes before the start at which check-in opens by itself; null: the organizer opens it at the desk.',
  })
  checkInOpensBefore(@Parent() tournament: Tournament): number | null {
    return announced(tournament).checkInOpensBefore ?? null;
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      'When check-in will open by itself (ISO 8601): the start on the venue’s clock less checkInOpensBefore. Null when the organizer opens it, and once it is open or round 1 is paired.',
  })
  checkInOpensAt(@Parent() tournament: Tournament): string | null {
    const state = this.reads.internalState(tournament.id);
    const opensAt = state ? upcomingCheckInOpening(state) : null;
    return opensAt === null ? null : new Date(opensAt).toISOString();
  }

  @TournamentMutation(
    'Organizer: corrects the public details, given whole (name, description, start and venue), any time before the end.',
  )
  changeEventDetails(@Args() args: EventDetailsArgs, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, args.tournamentId, args.commandId, 'ChangeEventDetails', eventDetails(args));
  }

  @TournamentMutation(
    'Organizer, before round 1 is paired: how many players the event takes (2–4096; null: no limit). Fewer than are registered removes nobody; it stops sign-ups.',
  )
  changeCapacity(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Args('capacity', { type: () => Int, nullable: true }) capacity: number | null,
    @Context() ctx: GqlContext,
  ) {
    return this.mutations.run(ctx.viewer, id, commandId, 'ChangeCapacity', { capacity: capacity ?? null });
  }
}
