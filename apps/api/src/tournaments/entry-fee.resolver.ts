import { Args, Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { feesCollected } from '@cronica/tournament';
import type { Money } from '@cronica/util';
import type { GqlContext } from '../common/context.js';
import { playerIdArg } from './desk-input.schema.js';
import { PlayerCommandArgs } from './tournament.inputs.js';
import { TournamentMutation, TournamentMutations } from './tournament-mutation.support.js';
import { TournamentReadService } from './tournament-read.service.js';
import { MoneyView, moneyView, Tournament } from './tournament.models.js';

/**
 * The entry fee (the tournament library's `entry-fee.ts`): anyone reads what the event asks; staff
 * mark who paid at the desk and read what was collected. Who may do what is the decider's rule.
 */
@Resolver(() => Tournament)
export class EntryFeeResolver {
  constructor(
    private readonly mutations: TournamentMutations,
    private readonly reads: TournamentReadService,
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
    const viewer = ctx.viewer.accountId;
    if (!viewer || this.reads.staffRole(tournament, viewer) === null) return null;
    const state = this.reads.internalState(tournament.id);
    return state ? feesCollected(state).map(moneyView) : [];
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
