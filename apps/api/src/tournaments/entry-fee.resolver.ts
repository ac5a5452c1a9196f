import { Args, Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Inject } from '@nestjs/common';
import { getPlayer, type ReadDb } from '@cronica/projections';
import { feesCollected, feesOfRemoved } from '@cronica/tournament';
import type { Money } from '@cronica/util';
import type { GqlContext } from '../common/context.js';
import { playerIdArg } from './desk-input.schema.js';
import { PlayerCommandArgs } from './tournament.inputs.js';
import { TournamentMutation, TournamentMutations } from './tournament-mutation.support.js';
import { TournamentReadService } from './tournament-read.service.js';
import { MoneyView, moneyView, PaidNotEnteredView, Tournament } from './tournament.models.js';
import { READ_DB } from '../store/tokens.js';

/**
 * The entry fee (the tournament library's `entry-fee.ts`): anyone reads what the event asks; staff
 * mark who paid at the desk and read what was collected. Who may do what is the decider's rule.
 */
@Resolver(() => Tournament)
export class EntryFeeResolver {
  constructor(
    private readonly mutations: TournamentMutations,
    private readonly reads: TournamentReadService,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @ResolveField(() => MoneyView, { nullable: true, description: 'What a player pays at the desk; null: free.' })
  entryFee(@Parent() tournament: Tournament): MoneyView | null {
    const { entryFee } = JSON.parse(tournament.summary) as { entryFee?: Money | null };
    return entryFee ? moneyView(entryFee) : null;
  }

  @ResolveField(() => [MoneyView], {
    nullable: true,
    description:
      'Staff: the fees marked paid, summed per currency at the amount asked when each was paid (players dropped since included); null for others.',
  })
  feesCollected(@Parent() tournament: Tournament, @Context() ctx: GqlContext): MoneyView[] | null {
    const state = this.staffState(tournament, ctx);
    if (state === undefined) return null;
    return state ? feesCollected(state).map(moneyView) : [];
  }

  @ResolveField(() => [PaidNotEnteredView], {
    nullable: true,
    description:
      'Staff: fees paid by people no longer on the list (withdrawn, or removed as no-shows), to hand back or keep; null for others.',
  })
  paidNotEntered(@Parent() tournament: Tournament, @Context() ctx: GqlContext): PaidNotEnteredView[] | null {
    const state = this.staffState(tournament, ctx);
    if (state === undefined) return null;
    return (state ? feesOfRemoved(state) : []).map((p) => ({
      playerId: p.playerId,
      name: getPlayer(this.db, p.playerId)?.displayName ?? p.name,
      amount: moneyView(p.fee),
    }));
  }

  /** The folded tournament for its staff (null when it has none yet); undefined for anyone else. */
  private staffState(tournament: Tournament, ctx: GqlContext) {
    const viewer = ctx.viewer.accountId;
    if (!viewer || this.reads.staffRole(tournament, viewer) === null) return undefined;
    return this.reads.internalState(tournament.id);
  }

  @TournamentMutation(
    'Staff: marks a player’s entry fee paid, at the amount the event asks now. Marking it again changes nothing; an event without a fee refuses it.',
  )
  markFeePaid(@Args() { tournamentId: id, commandId, playerId }: PlayerCommandArgs, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, id, commandId, 'MarkFeePaid', { playerId: playerIdArg(playerId) });
  }

  @TournamentMutation('Staff: takes back a payment marked by mistake, or money handed back.')
  undoFeePaid(@Args() { tournamentId: id, commandId, playerId }: PlayerCommandArgs, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, id, commandId, 'UndoFeePaid', { playerId: playerIdArg(playerId) });
  }
}
