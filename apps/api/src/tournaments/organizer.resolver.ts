import { createHash } from 'node:crypto';
import { Args, ArgsType, Context, Field, ID, Resolver } from '@nestjs/graphql';
import { nullableArg } from '../common/fields.js';
import type { GqlContext } from '../common/context.js';
import { namedAccount, TournamentMutation, TournamentMutations } from './tournament-mutation.support.js';
import { TournamentMutationResult } from './mutation.models.js';
import { playerIdArg } from './desk-input.schema.js';
import { createTournamentData, pairedTables } from './tournament-input.schema.js';
import { AccountCommandArgs, CreateTournamentInput, TableInput, TournamentCommandArgs } from './tournament.inputs.js';
import type { ReadDb } from '@cronica/projections';
import { Inject } from '@nestjs/common';
import { READ_DB } from '../store/tokens.js';

/** The two players a draft edit moves (SwapPlayers, PairTable), each id checked. */
@ArgsType()
class DraftEditArgs extends TournamentCommandArgs {
  @Field(() => ID) playerA!: string;
  @Field(() => ID) playerB!: string;
}

const twoPlayers = ({ playerA, playerB }: DraftEditArgs) => ({
  playerA: playerIdArg(playerA, 'playerA'),
  playerB: playerIdArg(playerB, 'playerB'),
});

/** Tables the organizer set by hand (RepairRound, PairTiebreakRound); none, and the decider pairs. */
const byHand = (tables?: TableInput[] | null) => (tables ? { tables: pairedTables(tables) } : {});

/**
 * A new tournament's id, derived from who creates it and the client's commandId, so a resent
 * createTournament reaches the same stream and returns the first outcome (same commandId).
 */
export function tournamentIdFor(accountId: string | null, commandId: string): string {
  const hex = createHash('sha256')
    .update(`cronica-tournament\u0000${accountId ?? ''}\u0000${commandId}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Organizer operations: creation, registration, rounds, top cut and staff; the decider refuses anyone
 * else (FORBIDDEN). The steps that name nothing but the tournament are in tournament-steps.resolver.ts.
 */
@Resolver()
export class OrganizerResolver {
  constructor(
    private readonly mutations: TournamentMutations,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @TournamentMutation('Creates a tournament; the caller becomes its organizer.')
  async createTournament(
    @Args('input') input: CreateTournamentInput,
    @Context() ctx: GqlContext,
  ): Promise<TournamentMutationResult> {
    const tournamentId = tournamentIdFor(ctx.viewer.accountId, input.commandId);
    const data = createTournamentData(
      input,
      tournamentId,
      this.mutations.commands.newSeed(),
      this.mutations.commands.games,
    );
    const outcome = await this.mutations.commands.send(
      ctx.viewer,
      tournamentId,
      input.commandId,
      'CreateTournament',
      data,
    );
    const created = outcome.duplicate ? outcome.stream.replace(/^tournament-/, '') : tournamentId;
    return this.mutations.answer(created, outcome);
  }

  @TournamentMutation('Before publishing: pair again, or set the tables by hand.')
  repairRound(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Context() ctx: GqlContext,
    @Args('tables', nullableArg(() => [TableInput])) tables?: TableInput[] | null,
  ) {
    return this.mutations.run(ctx.viewer, id, commandId, 'RepairRound', byHand(tables));
  }

  @TournamentMutation(
    'Before publishing: two players exchange seats (see the tournament draftReport for what it costs).',
  )
  swapPlayers(@Args() edit: DraftEditArgs, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, edit.tournamentId, edit.commandId, 'SwapPlayers', twoPlayers(edit));
  }

  @TournamentMutation('Before publishing: seats two players at one table; their former opponents meet each other.')
  pairTable(@Args() edit: DraftEditArgs, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, edit.tournamentId, edit.commandId, 'PairTable', twoPlayers(edit));
  }

  @TournamentMutation(
    'After the last Swiss round: pairs the untimed tiebreak matches the standings ask for (002 C.2.4.2), or the given tables.',
  )
  pairTiebreakRound(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Context() ctx: GqlContext,
    @Args('tables', nullableArg(() => [TableInput])) tables?: TableInput[] | null,
  ) {
    return this.mutations.run(ctx.viewer, id, commandId, 'PairTiebreakRound', byHand(tables));
  }

  @TournamentMutation('Starts the top cut from the standings (1 v 8, 4 v 5, …).')
  startTopCut(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Context() ctx: GqlContext,
    @Args('resolvedOrder', nullableArg(() => [ID], 'Order a tiebreak match settled (002 C.2.4.2), best first.'))
    resolvedOrder?: string[] | null,
  ) {
    return this.mutations.run(ctx.viewer, id, commandId, 'StartTopCut', resolvedOrder ? { resolvedOrder } : {});
  }

  @TournamentMutation('Makes an account a judge of this tournament.')
  appointJudge(@Args() command: AccountCommandArgs, @Context() ctx: GqlContext) {
    return this.changeJudge(ctx, command, true);
  }

  @TournamentMutation()
  removeJudge(@Args() command: AccountCommandArgs, @Context() ctx: GqlContext) {
    return this.changeJudge(ctx, command, false);
  }

  /** Appoints (`judge`) or removes the account named `username` as a judge of the tournament. */
  private async changeJudge(
    ctx: GqlContext,
    { tournamentId: id, commandId, username }: AccountCommandArgs,
    judge: boolean,
  ) {
    const account = namedAccount(this.db, username);
    return this.mutations.answer(
      id,
      await this.mutations.commands.changeJudge(ctx.viewer, id, commandId, account.id, judge),
    );
  }
}
