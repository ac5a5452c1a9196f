import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { getPlayer, type ReadDb } from '@cronica/projections';
import type { Actor } from '@cronica/tournament';
import type { GqlContext } from '../common/context.js';
import { READ_DB } from '../store/tokens.js';
import { PlayerDropView, type ActorView } from './player-records.models.js';
import { TournamentReadService } from './tournament-read.service.js';
import { MoneyView, moneyView, TournamentPlayer } from './tournament.models.js';

/** A player's entry: who dropped them, for the player and the tournament's staff (the desk). */
@Resolver(() => TournamentPlayer)
export class TournamentPlayerResolver {
  constructor(
    private readonly reads: TournamentReadService,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @ResolveField(() => PlayerDropView, {
    nullable: true,
    description:
      'Who dropped the player and why: for the player and the tournament’s staff; null for others, while active, or for drops from before this was kept.',
  })
  droppedBy(@Parent() player: TournamentPlayer, @Context() ctx: GqlContext): PlayerDropView | null {
    const drop = player.drop;
    if (!drop || !this.readsOwnEntry(player, ctx)) return null;
    return { by: actorView(this.db, drop.by), cause: drop.cause, at: new Date(drop.at).toISOString() };
  }

  @ResolveField(() => Boolean, {
    nullable: true,
    description:
      'Whether the player has checked in on the day: for the player and the tournament’s staff; null for others (who came is not public).',
  })
  checkedIn(@Parent() player: TournamentPlayer, @Context() ctx: GqlContext): boolean | null {
    return this.readsOwnEntry(player, ctx) ? Boolean(player.checkIn) : null;
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      'When the player checked in (ISO 8601): for the player and the tournament’s staff; null for others or before they check in.',
  })
  checkedInAt(@Parent() player: TournamentPlayer, @Context() ctx: GqlContext): string | null {
    return player.checkIn && this.readsOwnEntry(player, ctx) ? new Date(player.checkIn.at).toISOString() : null;
  }

  @ResolveField(() => Boolean, {
    nullable: true,
    description:
      'Whether staff marked the entry fee paid: for the player and the tournament’s staff; null for others (who paid is not public).',
  })
  feePaid(@Parent() player: TournamentPlayer, @Context() ctx: GqlContext): boolean | null {
    return this.readsOwnEntry(player, ctx) ? Boolean(player.feePaid) : null;
  }

  @ResolveField(() => MoneyView, {
    nullable: true,
    description: 'The amount marked paid (the fee the event asked then): for the player and staff; null otherwise.',
  })
  feePaidAmount(@Parent() player: TournamentPlayer, @Context() ctx: GqlContext): MoneyView | null {
    return player.feePaid && this.readsOwnEntry(player, ctx) ? moneyView(player.feePaid.fee) : null;
  }

  /** The player themselves, or the tournament's staff (the desk). */
  private readsOwnEntry(player: TournamentPlayer, ctx: GqlContext): boolean {
    const viewer = ctx.viewer.accountId;
    if (!player.tournamentId || !viewer) return false;
    if (viewer === player.playerId) return true;
    const tournament = this.reads.find(player.tournamentId);
    return tournament !== null && this.reads.staffRole(tournament, viewer) !== null;
  }
}

/** An actor with their display name (the id when the account is unknown). */
export function actorView(db: ReadDb, actor: Actor): ActorView {
  return { id: actor.id, name: getPlayer(db, actor.id)?.displayName ?? actor.id, role: actor.role };
}
