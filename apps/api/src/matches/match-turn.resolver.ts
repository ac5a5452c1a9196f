import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { currentClock, seatOfAccount } from '@cronica/matches';
import type { GqlContext } from '../common/context.js';
import { MatchReadService } from './match-read.service.js';
import { MatchListStatus, MatchSummary } from './match-summary.models.js';

/**
 * `MatchSummary.yourTurn`: whether the game waits on the signed-in reader's own seat now. Only her
 * own: who acts now at someone else's match is what a spectator's delayed view holds back.
 */
@Resolver(() => MatchSummary)
export class MatchSummaryTurnResolver {
  constructor(private readonly reads: MatchReadService) {}

  @ResolveField(() => Boolean, {
    description:
      'Signed in and seated at this match while it is played: whether the game waits on your seat now (your clock runs). False for anyone else.',
  })
  async yourTurn(@Parent() match: MatchSummary, @Context() ctx: GqlContext): Promise<boolean> {
    const accountId = ctx.viewer.accountId;
    if (!accountId || match.status !== MatchListStatus.LIVE) return false;
    if (!match.players.some((player) => player.playerId === accountId)) return false;
    const state = await this.reads.load(match.matchId);
    const seat = seatOfAccount(state, accountId);
    return seat !== null && !state.sealed && currentClock(state).acting.includes(seat);
  }
}
