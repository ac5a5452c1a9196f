import { Inject } from '@nestjs/common';
import { Args, Context, Query, Resolver, Subscription } from '@nestjs/graphql';
import { idArgs } from '../common/fields.js';
import type { PubSub } from 'graphql-subscriptions';
import type { GqlContext } from '../common/context.js';
import { readOnChange } from '../common/live-feed.js';
import { tournamentTopic } from '../projections/projection-runner.service.js';
import { PUB_SUB } from '../store/tokens.js';
import { JudgingReadService } from './judging-read.service.js';
import { DeckCheck, Dispute, JudgeCall, Penalty } from './judging.models.js';
import { Tournament } from './tournament.models.js';

const SCOPE_NOTE =
  'Staff read all; another signed-in account reads only what concerns it; the public nothing (UNAUTHENTICATED).';

/** Reads of the judge's records and the judge-call feed. */
@Resolver(() => Tournament)
export class JudgingQueryResolver {
  constructor(
    private readonly judging: JudgingReadService,
    @Inject(PUB_SUB) private readonly pubSub: PubSub,
  ) {}

  @Query(() => [Dispute], { description: `Disputes of a tournament. ${SCOPE_NOTE}` })
  disputes(@Args('tournamentId', idArgs) id: string, @Context() ctx: GqlContext): Dispute[] {
    return this.judging.disputes(id, this.judging.scope(ctx.viewer, id));
  }

  @Query(() => [Penalty], {
    description: `Penalties of a tournament. ${SCOPE_NOTE} A disqualification is public only as the player's status.`,
  })
  penalties(@Args('tournamentId', idArgs) id: string, @Context() ctx: GqlContext): Penalty[] {
    return this.judging.penalties(id, this.judging.scope(ctx.viewer, id));
  }

  @Query(() => [DeckCheck], { description: `Deck checks of a tournament. ${SCOPE_NOTE}` })
  deckChecks(@Args('tournamentId', idArgs) id: string, @Context() ctx: GqlContext): DeckCheck[] {
    return this.judging.deckChecks(id, this.judging.scope(ctx.viewer, id));
  }

  @Query(() => [JudgeCall], { description: `Judge calls of a tournament. ${SCOPE_NOTE}` })
  judgeCalls(
    @Args('tournamentId', idArgs) id: string,
    @Context() ctx: GqlContext,
    @Args('openOnly', { defaultValue: false, description: 'Only calls no judge has answered yet.' }) openOnly: boolean,
  ): JudgeCall[] {
    return this.judging.calls(id, this.judging.scope(ctx.viewer, id), openOnly);
  }

  @Subscription(() => [JudgeCall], {
    description: "Staff only: the tournament's unanswered judge calls, now and whenever they change.",
    resolve: (calls: JudgeCall[]) => calls,
  })
  judgeCallsUpdated(
    @Args('tournamentId', idArgs) id: string,
    @Context() ctx: GqlContext,
  ): AsyncIterableIterator<JudgeCall[]> {
    const scope = this.judging.staffScope(ctx.viewer, id);
    // Checked again on every change: the feed of a judge the organizer removes ends there.
    const stillStaff = () => this.judging.scope(ctx.viewer, id).staff;
    return readOnChange(
      this.pubSub.asyncIterableIterator(tournamentTopic(id)),
      () => this.judging.calls(id, scope, true),
      {
        distinct: true,
        while: stillStaff,
      },
    );
  }
}
