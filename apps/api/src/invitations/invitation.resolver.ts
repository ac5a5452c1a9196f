import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { idArgs, nullableArg } from '../common/fields.js';
import type { PubSub } from 'graphql-subscriptions';
import type { GameRegistry } from '@cronica/games';
import {
  countInvitationsFor,
  getPlayer,
  invitationsFor,
  invitationsSentBy,
  type InvitationRow,
  type ReadDb,
} from '@cronica/projections';
import type { AnyGameModule, ReadyDeck } from '@cronica/rules-kernel';
import { pick, type Lang } from '@cronica/util';
import type { GqlContext } from '../common/context.js';
import { notFound } from '../common/errors.js';
import { readOnChange } from '../common/live-feed.js';
import { JsonScalar } from '../matches/json.scalar.js';
import { GAME_REGISTRY } from '../matches/match-config.js';
import { requireAccount } from '../matches/match-commands.service.js';
import {
  botName,
  invitationStatus,
  MATCH_INVITATION_HOURS,
  type InvitationSeatState,
  type InvitationState,
} from '@cronica/matches';
import { TableSeatInput } from '../matches/match-table.inputs.js';
import { invitationsTopic } from '../projections/live-topics.js';
import { PUB_SUB, READ_DB } from '../store/tokens.js';
import { Player } from '../auth/auth.models.js';
import { InvitationCommandArgs, InvitationListItem, InvitationSeatView, MatchInvitation } from './invitation.models.js';
import { InvitationService } from './invitation.service.js';
import { DeckLibraryService } from '../decks/deck-library.service.js';

const LIST_LIMIT = 50;

/**
 * Invitations: a match starts, and a campaign's player plays, only after the people invited say
 * yes. What an invitation holds (seats, decks, options) is read by its sender and the people it
 * invites; the lists show each account only what waits for it or what it sent.
 */
@Resolver()
export class InvitationResolver {
  constructor(
    private readonly service: InvitationService,
    private readonly library: DeckLibraryService,
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
    @Inject(PUB_SUB) private readonly pubSub: PubSub,
  ) {}

  @Query(() => [InvitationListItem], {
    description: 'Signed in: the invitations waiting for your answer now (matches and campaigns), newest first.',
  })
  invitations(@Context() ctx: GqlContext): InvitationListItem[] {
    const accountId = requireAccount(ctx.viewer);
    return invitationsFor(this.db, accountId, new Date().toISOString(), LIST_LIMIT).map((row) =>
      this.listed(row, ctx.viewer.lang),
    );
  }

  @Query(() => [InvitationListItem], {
    description: 'Signed in: the match invitations you sent that still wait for an answer, newest first.',
  })
  sentInvitations(@Context() ctx: GqlContext): InvitationListItem[] {
    const accountId = requireAccount(ctx.viewer);
    return invitationsSentBy(this.db, accountId, new Date().toISOString(), LIST_LIMIT).map((row) =>
      this.listed(row, ctx.viewer.lang),
    );
  }

  @Query(() => Int, {
    description: 'How many invitations wait for your answer now (0 when signed out): the notice on every page.',
  })
  pendingInvitationCount(@Context() ctx: GqlContext): number {
    return ctx.viewer.accountId === null
      ? 0
      : countInvitationsFor(this.db, ctx.viewer.accountId, new Date().toISOString());
  }

  @Query(() => MatchInvitation, {
    description: 'A match invitation, for its sender and the people it invites (anyone else: NOT_FOUND).',
  })
  async matchInvitation(@Args('id', idArgs) id: string, @Context() ctx: GqlContext): Promise<MatchInvitation> {
    return this.view(await this.service.read(id), ctx);
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
    return this.view(state, ctx);
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
    return this.view(state, ctx);
  }

  @Mutation(() => MatchInvitation, { description: 'Declines an invitation addressed to you: no match is created.' })
  async declineMatchInvitation(
    @Args() { commandId, invitationId }: InvitationCommandArgs,
    @Context() ctx: GqlContext,
  ): Promise<MatchInvitation> {
    return this.view(await this.service.decline(ctx.viewer, commandId, invitationId), ctx);
  }

  @Mutation(() => MatchInvitation, {
    description: 'The sender cancels an invitation still waiting for answers: no match is created.',
  })
  async cancelMatchInvitation(
    @Args() { commandId, invitationId }: InvitationCommandArgs,
    @Context() ctx: GqlContext,
  ): Promise<MatchInvitation> {
    return this.view(await this.service.cancel(ctx.viewer, commandId, invitationId), ctx);
  }

  @Subscription(() => Int, {
    description:
      'Signed in: how many invitations wait for your answer, now and whenever an invitation to you or from you changes (sent, answered, cancelled, started).',
    resolve: (count: number) => count,
  })
  invitationsChanged(@Context() ctx: GqlContext): AsyncIterableIterator<number> {
    const accountId = requireAccount(ctx.viewer);
    return readOnChange(this.pubSub.asyncIterableIterator(invitationsTopic(accountId)), () =>
      countInvitationsFor(this.db, accountId, new Date().toISOString()),
    );
  }

  private person(id: string): Player {
    const row = getPlayer(this.db, id);
    return Object.assign(new Player(), { id, username: row?.username ?? id, displayName: row?.displayName ?? id });
  }

  private gameName(game: string, lang: Lang): string {
    const entry = this.games.find(game);
    return entry ? pick(entry.shortName ?? entry.name, lang) : game;
  }

  private listed(row: InvitationRow, lang: Lang): InvitationListItem {
    return Object.assign(new InvitationListItem(), {
      id: row.ref,
      kind: row.kind,
      game: row.game,
      gameName: this.gameName(row.game, lang),
      from: this.person(row.inviterId),
      campaignName: row.campaignName,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
    });
  }

  /** The invitation as `viewer` may read it; NOT_FOUND for anyone it does not concern, as for one that does not exist. */
  private async view(state: InvitationState, ctx: GqlContext): Promise<MatchInvitation> {
    const viewer = requireAccount(ctx.viewer);
    const lang = ctx.viewer.lang;
    const mine = state.seats.find((seat) => seat.kind !== 'bot' && seat.player === viewer);
    if (state.status === 'none' || !mine) throw notFound('invitación / invitation', state.id || '?');
    const module = this.games.module(state.game);
    const deckless = module?.setup.decklessSeats ?? [];
    // The viewer's own saved decks of this game: hers to pick, and the name of the one she picked.
    const saved = (await this.library.read(viewer)).decks.filter((deck) => deck.game === state.game);
    const decks: DeckChoices = { saved, ready: module?.setup.readyDecks() ?? [] };
    // A game master's encounter (its enemies, its options) stays hers: the players invited to it see the table, not the plan.
    const seesOptions = viewer === state.inviterId || deckless.length === 0 || deckless.includes(mine.seat);
    return Object.assign(new MatchInvitation(), {
      id: state.id,
      game: state.game,
      gameName: this.gameName(state.game, lang),
      status: invitationStatus(state, new Date().toISOString()),
      from: this.person(state.inviterId),
      createdAt: state.createdAt,
      expiresAt: state.expiresAt,
      matchId: state.matchId,
      seats: state.seats.map((seat) => this.seatView(seat, module, lang, seatDeckName(seat, viewer, decks, lang))),
      yourSeat: mine.seat,
      youSent: viewer === state.inviterId,
      options: seesOptions ? state.options : null,
      yourDecks: deckless.includes(mine.seat) ? [] : decksToPick(decks, state.game, lang),
    });
  }

  /** One seat of the table: who sits there (a bot by its label), their answer, and the deck only its player may name. */
  private seatView(
    seat: InvitationSeatState,
    module: AnyGameModule | undefined,
    lang: Lang,
    deckName: string | null,
  ): InvitationSeatView {
    const name =
      seat.kind === 'bot'
        ? pick(module?.bots.find((b) => b.name === botName(seat.player))?.label ?? { es: 'Bot', en: 'Bot' }, lang)
        : this.person(seat.player).displayName;
    const playerId = seat.kind === 'bot' ? null : seat.player;
    return Object.assign(new InvitationSeatView(), {
      seat: seat.seat,
      kind: seat.kind,
      playerId,
      name,
      answer: seat.answer,
      deckName,
    });
  }
}

/** The decks a player may bring to the table: her saved decks of the game and the game's ready decks. */
interface DeckChoices {
  readonly saved: readonly { readonly deckId: string; readonly name: string }[];
  readonly ready: readonly ReadyDeck[];
}

/** The name of the deck picked for a seat, told only to the viewer (her own seat, or a bot's). */
function seatDeckName(seat: InvitationSeatState, viewer: string, decks: DeckChoices, lang: Lang): string | null {
  if (seat.deckId === null || (seat.kind !== 'bot' && seat.player !== viewer)) return null;
  const deck = decks.ready.find((d) => d.id === seat.deckId);
  return deck ? pick(deck.name, lang) : (decks.saved.find((d) => d.deckId === seat.deckId)?.name ?? seat.deckId);
}

function decksToPick({ saved, ready }: DeckChoices, game: string, lang: Lang) {
  return [
    ...saved.map((d) => ({ id: d.deckId, name: d.name, game, faction: null, saved: true })),
    ...ready.map((d) => ({ id: d.id, name: pick(d.name, lang), game, faction: d.deck.faction ?? null, saved: false })),
  ];
}
