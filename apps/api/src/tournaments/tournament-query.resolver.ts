import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { idArgs, nullableArg } from '../common/fields.js';
import type { PubSub } from 'graphql-subscriptions';
import { getPlayer, type ReadDb } from '@cronica/projections';
import { headJudgeOf } from '@cronica/tournament';
import { Player } from '../auth/auth.models.js';
import type { GqlContext } from '../common/context.js';
import { presentThenChanges } from '../common/live-feed.js';
import type { TournamentPush } from '../projections/live-topics.js';
import { tournamentTopic } from '../projections/projection-runner.service.js';
import { PUB_SUB, READ_DB } from '../store/tokens.js';
import { ticker } from './clock-ticker.js';
import { MAX_NAME_SEARCH } from '@cronica/util';
import { TournamentReadService } from './tournament-read.service.js';
import {
  LocalizedText,
  Pairing,
  RoundClockView,
  Standing,
  Tournament,
  TournamentFormat,
  TournamentPhase,
  TournamentPlayer,
} from './tournament.models.js';

/** How many events a person's home page may list among those they run. */
const MY_STAFFED_EVENTS = 20;

/** Public tournament reads and the `tournamentUpdated` subscription. */
@Resolver(() => Tournament)
export class TournamentQueryResolver {
  constructor(
    private readonly reads: TournamentReadService,
    @Inject(PUB_SUB) private readonly pubSub: PubSub,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @Query(() => [Tournament], { description: "Tournaments, newest first, or in the phase's own order." })
  tournaments(
    @Args('status', { nullable: true, description: 'One status exactly (created, registration-open…).' })
    status?: string,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit = 50,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset = 0,
    @Args('phase', nullableArg(() => TournamentPhase)) phase?: TournamentPhase | null,
    @Args('game', nullableArg(() => String, "Only this game's tournaments (a game id, as `games` lists it)."))
    game?: string | null,
    @Args('q', nullableArg(() => String, 'Part of the name, blind to case and accents ("otono" finds "otoño").'))
    q?: string | null,
  ): Tournament[] {
    return this.reads.list({
      status,
      phase: phase ?? undefined,
      game,
      ...(q ? { q: q.slice(0, MAX_NAME_SEARCH) } : {}),
      limit: Math.min(Math.max(limit, 0), 200),
      offset: Math.max(offset, 0),
    });
  }

  @Query(() => Tournament, { nullable: true })
  tournament(@Args('id', idArgs) id: string): Tournament | null {
    return this.reads.find(id);
  }

  @ResolveField(() => Int, {
    nullable: true,
    description:
      'Places a player can still take by registering themselves (0: full; the organizer can still register at the desk); null: no limit.',
  })
  placesLeft(@Parent() tournament: Tournament): number | null {
    return this.reads.placesLeft(tournament);
  }

  @ResolveField(() => Int, {
    description:
      'Players holding a place: registered and not dropped (what counts against the places; playerCount counts every player who entered).',
  })
  placesTaken(@Parent() tournament: Tournament): number {
    return this.reads.placesTaken(tournament);
  }

  @ResolveField(() => [TournamentPlayer])
  players(@Parent() tournament: Tournament): TournamentPlayer[] {
    return this.reads.players(tournament.id);
  }

  @ResolveField(() => [Pairing], {
    description:
      'Pairings (all rounds, or one): published ones for everyone; unpublished ones for its organizer and judges.',
  })
  pairings(
    @Parent() tournament: Tournament,
    @Context() ctx: GqlContext,
    @Args('round', nullableArg(() => Int)) round?: number,
  ): Pairing[] {
    return this.reads.pairings(tournament.id, round ?? undefined, this.myRole(tournament, ctx) !== null);
  }

  @ResolveField(() => TournamentFormat, { nullable: true })
  format(@Parent() tournament: Tournament): TournamentFormat | null {
    return this.reads.format(tournament);
  }

  @ResolveField(() => LocalizedText, {
    nullable: true,
    description:
      'The current round\'s one name ("Ronda 2 de 5", "Ronda de desempate", "Final"); once ended, what the event played ("3 rondas suizas + top 4"); null before any round.',
  })
  roundLabel(@Parent() tournament: Tournament): LocalizedText | null {
    return this.reads.roundLabel(tournament);
  }

  @ResolveField(() => ID, {
    nullable: true,
    description: 'The winner, once the event has ended (none when both finalists left).',
  })
  winner(@Parent() tournament: Tournament): string | null {
    return this.reads.winner(tournament);
  }

  @ResolveField(() => Player, { nullable: true })
  organizer(@Parent() tournament: Tournament): Player | null {
    return tournament.organizerId ? (getPlayer(this.db, tournament.organizerId) ?? null) : null;
  }

  @ResolveField(() => [Player])
  judges(@Parent() tournament: Tournament): Player[] {
    return this.reads
      .staff(tournament.id)
      .filter((s) => s.role === 'judge')
      .flatMap((s) => getPlayer(this.db, s.accountId) ?? []);
  }

  @ResolveField(() => Player, {
    nullable: true,
    description:
      'The head judge the organizer named, who rules on appeals (public, as the naming is); null while none is named, or once the one named no longer judges the event.',
  })
  headJudge(@Parent() tournament: Tournament): Player | null {
    const state = this.reads.internalState(tournament.id);
    const id = state ? headJudgeOf(state, this.reads.judging(tournament)) : null;
    return id ? (getPlayer(this.db, id) ?? null) : null;
  }

  @ResolveField(() => RoundClockView, { nullable: true, description: 'The round clock of the current round.' })
  clock(@Parent() tournament: Tournament): RoundClockView | null {
    return this.reads.clock(tournament.id, Date.now());
  }

  @ResolveField(() => String, {
    nullable: true,
    description: "The caller's staff role here: organizer, judge, or null.",
  })
  myStaffRole(@Parent() tournament: Tournament, @Context() ctx: GqlContext): string | null {
    return this.myRole(tournament, ctx);
  }

  @Query(() => [Tournament], {
    description: `The events the caller organizes or judges that have not ended, those under way first, then the soonest (${MY_STAFFED_EVENTS} at most); empty when signed out.`,
  })
  myStaffedEvents(@Context() ctx: GqlContext): Tournament[] {
    const me = ctx.viewer.accountId;
    return me ? this.reads.staffedBy(me, MY_STAFFED_EVENTS) : [];
  }

  private myRole(tournament: Tournament, ctx: GqlContext): string | null {
    return this.reads.staffRole(tournament, ctx.viewer.accountId);
  }

  @ResolveField(() => [Standing], { description: 'Standings with every tiebreak value.' })
  standings(@Parent() tournament: Tournament): Standing[] {
    return this.reads.standings(tournament.id);
  }

  @Subscription(() => Tournament, {
    description:
      'The tournament now, then whenever its pairings, results or standings change (a change to unpublished pairings: to its organizer and judges only).',
    filter(this: TournamentQueryResolver, payload: TournamentPush, _variables: unknown, ctx: GqlContext) {
      if (!payload.draftOnly) return true;
      const tournament = this.reads.find(payload.tournamentId);
      return tournament !== null && this.myRole(tournament, ctx) !== null;
    },
    resolve(this: TournamentQueryResolver, payload: TournamentPush) {
      return this.reads.get(payload.tournamentId);
    },
  })
  tournamentUpdated(@Args('id', idArgs) id: string): AsyncIterableIterator<unknown> {
    // The current tournament first: a page rendered before its subscription reached this
    // instance learns of a change made in between (it compares `updatedAt` with its own).
    const now: TournamentPush = { tournamentId: id, draftOnly: false };
    return presentThenChanges(this.pubSub.asyncIterableIterator<TournamentPush>(tournamentTopic(id)), () => now);
  }

  @Subscription(() => RoundClockView, {
    nullable: true,
    description: 'The round clock of a tournament, once a second (null before any round).',
    resolve: (clock: RoundClockView | null) => clock,
  })
  roundClock(@Args('tournamentId', idArgs) id: string): AsyncIterableIterator<RoundClockView | null> {
    return ticker(() => this.reads.clock(id, Date.now()), 1000);
  }
}
