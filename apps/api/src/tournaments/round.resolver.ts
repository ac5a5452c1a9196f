import { Args, Context, Int, Resolver } from '@nestjs/graphql';
import { idArgs, nullableArg } from '../common/fields.js';
import type { GqlContext } from '../common/context.js';
import { TournamentMutationResult } from './mutation.models.js';
import { MAX_EXTENSION_MINUTES } from '@cronica/tournament';
import { z } from 'zod';
import { dropNulls, matchResult, parse } from './tournament-input.schema.js';
import {
  MatchResultInput,
  SelfOrPlayerCommandArgs,
  TableCommandArgs,
  TournamentCommandArgs,
} from './tournament.inputs.js';
import { playerOrCaller } from './desk-input.schema.js';
import { TournamentMutation, TournamentMutations } from './tournament-mutation.support.js';
import { RoundTimeRelay } from '../matches/round-time-relay.js';

const intArgs = { type: () => Int } as const;
const roundTable = { round: z.number().int().min(1).max(1000), table: z.number().int().min(1).max(100_000) };
const extensionSchema = z.object({
  minutes: z.number().int().min(1).max(MAX_EXTENSION_MINUTES),
  table: z.number().int().min(1).max(100_000).optional(),
});
const noShowSchema = z.object({
  ...roundTable,
  playerId: z.string().min(1).max(100),
  outcome: z.enum(['game-loss', 'drop']),
});
const overrideSchema = z.object({ ...roundTable, reason: z.string().trim().max(500) });

/**
 * The round on the day: clock and corrections for the organizer and judges; results
 * reported by a player at the table and confirmed by the rival; drops. Who may do what is the
 * decider's rule, fed the role the session grants. Starting, pausing and resuming the clock and
 * ending the round name nothing but the tournament: they are in tournament-steps.resolver.ts.
 */
@Resolver()
export class RoundResolver {
  constructor(
    private readonly mutations: TournamentMutations,
    private readonly timeRelay: RoundTimeRelay,
  ) {}

  /** Time called: the round's live matches hear it too (a resend, even a refused one, relays again). */
  private async callingTime(
    id: string,
    send: () => Promise<TournamentMutationResult>,
  ): Promise<TournamentMutationResult> {
    try {
      return await send();
    } finally {
      await this.timeRelay.relayTournament(id);
    }
  }

  @TournamentMutation('Organizer or judge: time is up, "active player + 3 turns" (002 C.1).')
  callTime(@Args() { tournamentId: id, commandId }: TournamentCommandArgs, @Context() ctx: GqlContext) {
    return this.callingTime(id, () => this.mutations.run(ctx.viewer, id, commandId, 'CallTime', {}));
  }

  @TournamentMutation(
    `Organizer or judge: adds minutes (1–${MAX_EXTENSION_MINUTES}) to the round, or to one table (a judge call, a deck check).`,
  )
  extendRoundClock(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Args('minutes', intArgs) minutes: number,
    @Context() ctx: GqlContext,
    @Args('table', nullableArg(() => Int, 'Only this table; the whole round when omitted.'))
    table?: number | null,
  ) {
    const valid = parse(extensionSchema, dropNulls({ minutes, table }));
    return this.mutations.run(ctx.viewer, id, commandId, 'ExtendRoundClock', valid);
  }

  @TournamentMutation('Organizer: calls time now, before the clock runs out (extra turns start, 002 C.1).')
  endRoundClock(@Args() { tournamentId: id, commandId }: TournamentCommandArgs, @Context() ctx: GqlContext) {
    return this.callingTime(id, () => this.mutations.run(ctx.viewer, id, commandId, 'EndRoundClock', {}));
  }

  @TournamentMutation(
    "Organizer or judge, after publishing: a player who did not come to their table loses it ('game-loss') or is dropped ('drop'); no other table moves.",
  )
  resolveNoShow(
    @Args() { tournamentId: id, commandId, round, table }: TableCommandArgs,
    @Args('playerId', idArgs) playerId: string,
    @Args('outcome') outcome: string,
    @Context() ctx: GqlContext,
  ) {
    const valid = parse(noShowSchema, { round, table, playerId, outcome });
    return this.mutations.run(ctx.viewer, id, commandId, 'ResolveNoShow', valid);
  }

  @TournamentMutation('A player at the table reports the result; the rival confirms it.')
  reportResult(
    @Args() { tournamentId: id, commandId, round, table }: TableCommandArgs,
    @Args('result') result: MatchResultInput,
    @Context() ctx: GqlContext,
  ) {
    return this.mutations.run(ctx.viewer, id, commandId, 'ReportResult', { round, table, result: matchResult(result) });
  }

  @TournamentMutation('The rival confirms the reported result (or a staff member, for the table).')
  confirmResult(@Args() { tournamentId: id, commandId, round, table }: TableCommandArgs, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, id, commandId, 'ConfirmResult', { round, table });
  }

  @TournamentMutation(
    'Organizer or judge: enters a result (from a paper slip: no reason needed) or corrects one the table already has (a reason is required).',
  )
  overrideResult(
    @Args() { tournamentId: id, commandId, round, table }: TableCommandArgs,
    @Args('result') result: MatchResultInput,
    @Args('reason', nullableArg(() => String, 'Up to 500 characters; required to correct an existing result.'))
    reason: string | null,
    @Context() ctx: GqlContext,
    @Args('closeCalls', nullableArg(() => Boolean, "Also marks the table's open judge calls handled."))
    closeCalls?: boolean | null,
  ) {
    const valid = parse(overrideSchema, { round, table, reason: reason ?? '' });
    return this.mutations.run(ctx.viewer, id, commandId, 'OverrideResult', {
      ...valid,
      result: matchResult(result),
      ...(closeCalls ? { closeCalls: true } : {}),
    });
  }

  @TournamentMutation(
    'Drops a player: yourself, or anyone when you are the organizer (FORBIDDEN for a judge: a judge takes a player out only by a ruling, resolveNoShow or a disqualification). The drop names who made it; a published table not yet decided is conceded.',
  )
  dropPlayer(@Args() { tournamentId: id, commandId, playerId }: SelfOrPlayerCommandArgs, @Context() ctx: GqlContext) {
    return this.mutations.run(ctx.viewer, id, commandId, 'DropPlayer', {
      playerId: playerOrCaller(ctx.viewer, playerId),
    });
  }
}
