import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { idArgs, nullableArg } from '../common/fields.js';
import type { PubSub } from 'graphql-subscriptions';
import type { GqlContext } from '../common/context.js';
import { readOnChange } from '../common/live-feed.js';
import { JsonScalar } from '../matches/json.scalar.js';
import { requireAccount } from '../auth/viewer.js';
import { MATCH_INVITATION_HOURS } from '@cronica/matches';
import { TableSeatInput } from '../matches/match-table.inputs.js';
import { invitationsTopic } from '../projections/live-topics.js';
import { PUB_SUB } from '../store/tokens.js';
import { InvitationCommandArgs, InvitationListItem, MatchInvitation } from './invitation.models.js';
import { InvitationService } from './invitation.service.js';
import { InvitationViews } from './invitation-views.js';

/**
 * Invitations: a match starts, and a campaign's player plays, only after the people invited say
 * yes. What an invitation holds (seats, decks, options) is read by its sender and the people it
 * invites; the lists show each account only what waits for it or what it sent.
 */
@Resolver()
export class InvitationResolver {
  constructor(
    private readonly service: InvitationService,
    private readonly views: InvitationViews,
    @Inject(PUB_SUB) private readonly pubSub: PubSub,
  ) {}

  @Query(() => [InvitationListItem], {
    description: 'Signed in: the invitations waiting for your answer now (matches and campaigns), newest first.',
  })
  invitations(@Context() ctx: GqlContext): InvitationListItem[] {
    const accountId = requireAccount(ctx.viewer);
    return this.views.waitingFor(accountId, ctx.viewer.lang);
  }

  @Query(() => [InvitationListItem], {
    description: 'Signed in: the match invitations you sent that still wait for an answer, newest first.',
  })
  sentInvitations(@Context() ctx: GqlContext): InvitationListItem[] {
    const accountId = requireAccount(ctx.viewer);
    return this.views.sentBy(accountId, ctx.viewer.lang);
  }

  @Query(() => Int, {
    description: 'How many invitations wait for your answer now (0 when signed out): the notice on every page.',
  })
  pendingInvitationCount(@Context() ctx: GqlContext): number {
    return ctx.viewer.accountId === null ? 0 : this.views.waitingCount(ctx.viewer.accountId);
  }

  @Query(() => MatchInvitation, {
    description: 'A match invitation, for its sender and the people it invites (anyone else: NOT_FOUND).',
  })
  async matchInvitation(@Args('id', idArgs) id: string, @Context() ctx: GqlContext): Promise<MatchInvitation> {
    return this.views.view(await this.service.read(id), ctx.viewer);
  }

  @Mutation(() => MatchInvitation, {
    description: `Invites people to a match, seat by seat: you (with your deck), the people you invite (account id or username; each picks her own deck on accepting) and the game's bots. Nobody is seated until every invited person accepts; the invitation expires after ${MATCH_INVITATION_HOURS} hours.`,
  })
  async inviteToMatch(
    @Args('commandId', idArgs) commandId: string,
    @Args('game', { description: 'A game id from `games`.' }) game: string,
    @Args('seats', {
      type: () => [TableSeatInput],
      description: 'The seats in order (seat 0 first); you sit at exactly one, at least one other person is invited.',
    })
    seats: TableSeatInput[],
    @Context() ctx: GqlContext,
    @Args(
      'options',
      nullableArg(
        () => JsonScalar,
        "Format options, validated by the game's own schema; the standard format when absent.",
      ),
    )
    options?: unknown,
  ): Promise<MatchInvitation> {
    const state = await this.service.invite(ctx.viewer, commandId, game, seats, options);
    return this.views.view(state, ctx.viewer);
  }

  @Mutation(() => MatchInvitation, {
    description:
      'Accepts an invitation addressed to you with the ready-made deck you pick (the seat’s default when absent); the last acceptance starts the match.',
  })
  async acceptMatchInvitation(
    @Args() { commandId, invitationId }: InvitationCommandArgs,
    @Context() ctx: GqlContext,
    @Args('deckId', nullableArg(() => ID, 'Your ready-made deck (see `yourDecks`).'))
    deckId?: string | null,
  ): Promise<MatchInvitation> {
    const state = await this.service.accept(ctx.viewer, commandId, invitationId, deckId ?? null);
    return this.views.view(state, ctx.viewer);
  }

  @Mutation(() => MatchInvitation, { description: 'Declines an invitation addressed to you: no match is created.' })
  async declineMatchInvitation(
    @Args() { commandId, invitationId }: InvitationCommandArgs,
    @Context() ctx: GqlContext,
  ): Promise<MatchInvitation> {
    return this.views.view(await this.service.decline(ctx.viewer, commandId, invitationId), ctx.viewer);
  }

  @Mutation(() => MatchInvitation, {
    description: 'The sender cancels an invitation still waiting for answers: no match is created.',
  })
  async cancelMatchInvitation(
    @Args() { commandId, invitationId }: InvitationCommandArgs,
    @Context() ctx: GqlContext,
  ): Promise<MatchInvitation> {
    return this.views.view(await this.service.cancel(ctx.viewer, commandId, invitationId), ctx.viewer);
  }

  @Subscription(() => Int, {
    description:
      'Signed in: how many invitations wait for your answer, now and whenever an invitation to you or from you changes (sent, answered, cancelled, started).',
    resolve: (count: number) => count,
  })
  invitationsChanged(@Context() ctx: GqlContext): AsyncIterableIterator<number> {
    const accountId = requireAccount(ctx.viewer);
    return readOnChange(this.pubSub.asyncIterableIterator(invitationsTopic(accountId)), () =>
      this.views.waitingCount(accountId),
    );
  }
}
