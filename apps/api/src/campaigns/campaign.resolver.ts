import { Inject } from '@nestjs/common';
import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { idArgs, nullableArg } from '../common/fields.js';
import { CAMPAIGN_INVITATION_DAYS, waitingInvitation, type CampaignState } from '@cronica/campaigns';
import { campaignRole, getPlayer, listCampaigns, type CampaignRow, type ReadDb } from '@cronica/projections';
import { badInput } from '../common/errors.js';
import type { GqlContext } from '../common/context.js';
import { JsonScalar } from '../matches/json.scalar.js';
import { MatchListResolver } from '../matches/match-list.resolver.js';
import { READ_DB } from '../store/tokens.js';
import { Campaign, CampaignCommandArgs, CampaignMember, CampaignSession } from './campaign.models.js';
import { CampaignService } from './campaign.service.js';

const MAX_PAGE = 100;

/**
 * Campaigns are public like tournaments: anyone may list them and read their sessions (names,
 * scenes, who sat, results). What an encounter hides — the GM's hand, the enemies' decks, the
 * encounter's options — never enters the campaign; each session links to its match, whose views
 * and replays apply the match's own visibility rules.
 */
@Resolver(() => Campaign)
export class CampaignResolver {
  constructor(
    private readonly service: CampaignService,
    private readonly matches: MatchListResolver,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @Query(() => [Campaign], { description: 'Campaigns, newest first; `mine` keeps those you run or play in.' })
  campaigns(
    @Context() ctx: GqlContext,
    @Args('mine', { type: () => Boolean, defaultValue: false }) mine: boolean,
    @Args('limit', { type: () => Int, defaultValue: 50, description: `1–${MAX_PAGE}.` }) limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
  ): Campaign[] {
    if (limit < 1 || limit > MAX_PAGE || offset < 0)
      throw badInput([{ path: 'limit', message: `1–${MAX_PAGE}, offset ≥ 0` }]);
    if (mine && ctx.viewer.accountId === null) return [];
    const rows = listCampaigns(this.db, { ...(mine ? { memberId: ctx.viewer.accountId! } : {}), limit, offset });
    return rows.map((row) => this.listed(row, ctx.viewer.accountId));
  }

  @Query(() => Campaign, { nullable: true, description: 'A campaign with its players and sessions.' })
  async campaign(@Args('id', idArgs) id: string, @Context() ctx: GqlContext): Promise<Campaign | null> {
    const state = await this.service.read(id);
    return state.status === 'none' ? null : this.detailed(state, ctx.viewer.accountId);
  }

  @Mutation(() => Campaign, {
    description: 'Creates a campaign of a game played in campaigns; you are its game master.',
  })
  async createCampaign(
    @Args('commandId', idArgs) commandId: string,
    @Args('name') name: string,
    @Args('game', { description: 'A game id from `games` whose organizedPlay is sessions.' }) game: string,
    @Context() ctx: GqlContext,
  ): Promise<Campaign> {
    const id = await this.service.create(ctx.viewer, commandId, name, game);
    return this.detailed(await this.service.read(id), ctx.viewer.accountId);
  }

  @Mutation(() => Campaign, {
    description: `GM: invites a player (account id or username). She plays from the next session on once she accepts (acceptCampaignInvitation); the invitation waits ${CAMPAIGN_INVITATION_DAYS} days.`,
  })
  inviteCampaignPlayer(
    @Args() { commandId, campaignId }: CampaignCommandArgs,
    @Args('player', { description: 'Account id or username.' }) player: string,
    @Context() ctx: GqlContext,
  ): Promise<Campaign> {
    return this.applied(ctx, campaignId, this.service.invitePlayer(ctx.viewer, commandId, campaignId, player));
  }

  @Mutation(() => Campaign, {
    description: 'The invited player accepts: she is one of the campaign’s players and sits at its next sessions.',
  })
  acceptCampaignInvitation(
    @Args() { commandId, campaignId }: CampaignCommandArgs,
    @Context() ctx: GqlContext,
  ): Promise<Campaign> {
    return this.applied(ctx, campaignId, this.service.answerInvitation(ctx.viewer, commandId, campaignId, true));
  }

  @Mutation(() => Campaign, { description: 'The invited player declines: nothing else changes.' })
  declineCampaignInvitation(
    @Args() { commandId, campaignId }: CampaignCommandArgs,
    @Context() ctx: GqlContext,
  ): Promise<Campaign> {
    return this.applied(ctx, campaignId, this.service.answerInvitation(ctx.viewer, commandId, campaignId, false));
  }

  @Mutation(() => Campaign, { description: 'GM: takes back an invitation that is still waiting for its answer.' })
  withdrawCampaignInvitation(
    @Args() { commandId, campaignId }: CampaignCommandArgs,
    @Args('player', { description: 'Account id or username.' }) player: string,
    @Context() ctx: GqlContext,
  ): Promise<Campaign> {
    return this.applied(ctx, campaignId, this.service.withdrawInvitation(ctx.viewer, commandId, campaignId, player));
  }

  @Mutation(() => Campaign, {
    description:
      "GM: starts the campaign's next session, an encounter for the GM and every player who accepted the campaign's invitation (each contributes a seed before it starts).",
  })
  startCampaignSession(
    @Args() { commandId, campaignId }: CampaignCommandArgs,
    @Args('scene', { description: 'The scene of the session, 1–80 characters.' }) scene: string,
    @Context() ctx: GqlContext,
    @Args('options', nullableArg(() => JsonScalar, "The encounter, validated by the game's own options schema."))
    options?: unknown,
  ): Promise<Campaign> {
    return this.applied(ctx, campaignId, this.service.startSession(ctx.viewer, commandId, campaignId, scene, options));
  }

  @Mutation(() => Campaign, {
    description: 'GM: archives the campaign; it stays listed and readable, and takes no more sessions or players.',
  })
  archiveCampaign(
    @Args() { commandId, campaignId }: CampaignCommandArgs,
    @Context() ctx: GqlContext,
  ): Promise<Campaign> {
    return this.applied(ctx, campaignId, this.service.archive(ctx.viewer, commandId, campaignId));
  }

  /** Applies a command to the campaign, then answers the campaign as the caller now reads it. */
  private async applied(ctx: GqlContext, campaignId: string, command: Promise<unknown>): Promise<Campaign> {
    await command;
    return this.detailed(await this.service.read(campaignId), ctx.viewer.accountId);
  }

  private member(id: string): CampaignMember {
    return Object.assign(new CampaignMember(), { id, displayName: getPlayer(this.db, id)?.displayName ?? id });
  }

  private listed(row: CampaignRow, viewer: string | null): Campaign {
    return Object.assign(new Campaign(), {
      id: row.id,
      name: row.name,
      game: row.game,
      status: row.status,
      gm: this.member(row.gmId),
      players: [],
      invited: [],
      yourInvitationExpiresAt: null,
      sessionCount: row.sessions,
      playersNeeded: this.service.playersNeeded(row.game),
      createdAt: row.createdAt,
      yourRole: viewer === null ? null : campaignRole(this.db, row.id, viewer),
      sessions: [],
    });
  }

  /** The campaign's sessions, newest first, each with its seats named and its match's status. */
  private sessionsOf(state: CampaignState): CampaignSession[] {
    return [...state.sessions].reverse().map((session) => {
      const match = this.matches.byId(session.matchId);
      return Object.assign(new CampaignSession(), {
        ...session,
        seats: session.seats.map((id) => this.member(id)),
        status: match?.status ?? 'live',
        match,
      });
    });
  }

  private detailed(state: CampaignState, viewer: string | null): Campaign {
    const now = new Date().toISOString();
    const yourInvitation = viewer === null ? undefined : waitingInvitation(state, viewer, now);
    const yourRole =
      viewer === null
        ? null
        : viewer === state.gmId
          ? 'gm'
          : state.players.includes(viewer)
            ? 'player'
            : yourInvitation
              ? 'invited'
              : null;
    // Who was invited is the GM's and each invited person's own business, not the public's.
    const invited = state.invited
      .filter((i) => now < i.expiresAt && (viewer === state.gmId || i.playerId === viewer))
      .map((i) => this.member(i.playerId));
    return Object.assign(new Campaign(), {
      id: state.id,
      name: state.name,
      game: state.game,
      status: state.status,
      gm: this.member(state.gmId),
      players: state.players.map((id) => this.member(id)),
      invited,
      yourInvitationExpiresAt: yourInvitation?.expiresAt ?? null,
      sessionCount: state.sessions.length,
      playersNeeded: this.service.playersNeeded(state.game),
      createdAt: state.createdAt,
      yourRole,
      sessions: this.sessionsOf(state),
    });
  }
}
