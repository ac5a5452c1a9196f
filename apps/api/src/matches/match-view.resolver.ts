import { Inject } from '@nestjs/common';
import { Args, Context, Int, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import type { PubSub } from 'graphql-subscriptions';
import type { GqlContext } from '../common/context.js';
import { badInput } from '../common/errors.js';
import { idArgs, nullableArg } from '../common/fields.js';
import { presentThenChanges } from '../common/live-feed.js';
import { matchPush, matchTopic, type MatchPush } from '../projections/live-topics.js';
import { PUB_SUB } from '../store/tokens.js';
import { MatchReadService } from './match-read.service.js';
import { MatchReplayService } from './match-replay.service.js';
import { tableMatchId } from './match-setup.service.js';
import { MatchLogLine, MatchReplay, MatchView } from './match.models.js';

/** A match as its reader may see it: now, live, and once sealed, its signed replay. */
@Resolver()
export class MatchViewResolver {
  constructor(
    private readonly reads: MatchReadService,
    private readonly replays: MatchReplayService,
    @Inject(PUB_SUB) private readonly pubSub: PubSub,
  ) {}

  @Query(() => MatchView, {
    description:
      'The match as you may see it: your seat with its legal commands, a judge view, or the delayed spectator view.',
  })
  matchView(@Args('matchId', idArgs) matchId: string, @Context() ctx: GqlContext): Promise<MatchView> {
    return this.reads.view(ctx.viewer, matchId);
  }

  @Query(() => MatchView, {
    nullable: true,
    description:
      'The online match of a tournament table, or null when nobody has created it (see createTournamentMatch).',
  })
  async tableMatch(
    @Args('tournamentId', idArgs) tournamentId: string,
    @Args('round', { type: () => Int }) round: number,
    @Args('table', { type: () => Int }) table: number,
    @Context() ctx: GqlContext,
  ): Promise<MatchView | null> {
    return this.reads.viewIfCreated(ctx.viewer, tableMatchId(tournamentId, round, table));
  }

  @Subscription(() => MatchView, {
    description: 'The match as the subscriber may see it now, then whenever it changes.',
    resolve(this: MatchViewResolver, payload: MatchPush, _args: unknown, ctx: GqlContext) {
      return this.reads.pushed(ctx.viewer, payload);
    },
  })
  matchUpdated(@Args('matchId', idArgs) matchId: string): AsyncIterableIterator<unknown> {
    // The match as it is now first: a board rendered before its subscription reached this instance
    // gets a move made in between (the board keeps the view with the most events).
    return presentThenChanges(this.pubSub.asyncIterableIterator<MatchPush>(matchTopic(matchId)), () =>
      matchPush(matchId),
    );
  }

  @Query(() => MatchReplay, {
    description:
      "A finished match's signed replay: public for anyone, seat:N for that seat's player, judge for the tournament's judges.",
  })
  matchReplay(
    @Args('matchId', idArgs) matchId: string,
    @Context() ctx: GqlContext,
    @Args('view', { defaultValue: 'public', description: 'public, seat:N or judge.' }) view: string,
  ): Promise<MatchReplay> {
    return this.replays.replay(ctx.viewer, matchId, view);
  }
}

const MAX_LOG = 1000;

/** `MatchView.log`: the game log as the reader may read it (spectators with the board's delay). */
@Resolver(() => MatchView)
export class MatchLogResolver {
  @ResolveField(() => [MatchLogLine], {
    description: 'The game log in words, oldest first: the lines after `after` (an index), at most the `last` ones.',
  })
  log(
    @Parent() view: MatchView,
    @Args('after', nullableArg(() => Int, 'Only lines of game events after this index.'))
    after?: number | null,
    @Args('last', { type: () => Int, defaultValue: 200, description: `1–${MAX_LOG}: the most recent lines.` })
    last = 200,
  ): MatchLogLine[] {
    if (!Number.isInteger(last) || last < 1 || last > MAX_LOG)
      throw badInput([{ path: 'last', message: `1–${MAX_LOG}` }]);
    const all = view.logLines();
    const lines = after === null || after === undefined ? all : all.filter((line) => line.index > after);
    return lines.slice(-last).map((line) => ({ ...line }));
  }
}
