import { Args, Context, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { idArgs, nullableArg } from '../common/fields.js';
import { checkDeckSource } from '@cronica/rules-kernel';
import type { TournamentCommand, TournamentEvent } from '@cronica/tournament';
import type { Viewer } from '../auth/viewer.js';
import { CommandResult } from '../common/command-result.model.js';
import type { GqlContext } from '../common/context.js';
import { badInput, notFound } from '../common/errors.js';
import { callJudgeFields, issuePenaltyFields, openDisputeFields, ruleDisputeFields } from './judging-input.schema.js';
import { IssuePenaltyInput, JudgingMutationResult, RuleDisputeInput } from './judging.models.js';
import { TournamentCommandService, type CommandFields } from './tournament-commands.service.js';
import { TournamentReadService } from './tournament-read.service.js';
import { PlayerCommandArgs, TournamentCommandArgs } from './tournament.inputs.js';

const MAX_DECK_SOURCE = 20_000;

/** The id of the record an event created (calls, disputes, penalties, deck checks). */
function recordIdOf(events: readonly TournamentEvent[]): string | null {
  for (const event of events) {
    switch (event.type) {
      case 'JudgeCalled':
        return event.data.callId;
      case 'DisputeOpened':
        return event.data.disputeId;
      case 'PenaltyIssued':
        return event.data.penaltyId;
      case 'DeckChecked':
        return event.data.checkId;
      default:
        continue;
    }
  }
  return null;
}

/**
 * The judge's side over GraphQL (staff's records; a player calls a judge). Thin: input →
 * command → libs/tournament's decider, which enforces who may do what (FORBIDDEN otherwise).
 */
@Resolver()
export class JudgingResolver {
  constructor(
    private readonly commands: TournamentCommandService,
    private readonly reads: TournamentReadService,
  ) {}

  @Mutation(() => JudgingMutationResult, {
    description: 'A player calls a judge to their own table of the round being played.',
  })
  callJudge(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Args('reason', { description: 'Short reason, up to 200 characters.' }) reason: string,
    @Context() ctx: GqlContext,
    @Args('table', nullableArg(() => Int, "Defaults to the caller's table."))
    table?: number | null,
    @Args('matchEvent', nullableArg(() => Int, 'The match log entry the call points at ("this die", "that play").'))
    matchEvent?: number | null,
  ) {
    return this.run(ctx.viewer, id, commandId, 'CallJudge', callJudgeFields({ reason, table, matchEvent }));
  }

  @Mutation(() => JudgingMutationResult, {
    description:
      'Organizer or judge: marks an open judge call handled at the table; it leaves the queue (also after the event ends).',
  })
  handleJudgeCall(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Args('callId', idArgs) callId: string,
    @Context() ctx: GqlContext,
  ) {
    return this.run(ctx.viewer, id, commandId, 'HandleCall', { callId });
  }

  @Mutation(() => JudgingMutationResult, {
    description: 'Organizer or judge: opens a dispute, answering a call or on a round and table.',
  })
  openDispute(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Args('summary') summary: string,
    @Context() ctx: GqlContext,
    @Args('callId', nullableArg(() => ID)) callId?: string | null,
    @Args('round', nullableArg(() => Int)) round?: number | null,
    @Args('table', nullableArg(() => Int)) table?: number | null,
  ) {
    return this.run(ctx.viewer, id, commandId, 'OpenDispute', openDisputeFields({ summary, callId, round, table }));
  }

  @Mutation(() => JudgingMutationResult, {
    description: 'Organizer or judge: rules on an open dispute (an override follows the result-correction rules).',
  })
  ruleDispute(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Args('input') input: RuleDisputeInput,
    @Context() ctx: GqlContext,
  ) {
    return this.run(ctx.viewer, id, commandId, 'RuleDispute', ruleDisputeFields(input));
  }

  @Mutation(() => JudgingMutationResult, {
    description: 'Organizer or judge: issues a penalty; a disqualification drops the player.',
  })
  issuePenalty(
    @Args() { tournamentId: id, commandId }: TournamentCommandArgs,
    @Args('input') input: IssuePenaltyInput,
    @Context() ctx: GqlContext,
  ) {
    return this.run(ctx.viewer, id, commandId, 'IssuePenalty', issuePenaltyFields(input));
  }

  @Mutation(() => JudgingMutationResult, {
    description:
      'Organizer or judge: records a deck check of the list a player presents (JSON or plain text) against the registered one.',
  })
  checkDeck(
    @Args() { tournamentId: id, commandId, playerId }: PlayerCommandArgs,
    @Args('source', { description: 'The presented list: JSON or the plain-text format of the game.' }) source: string,
    @Context() ctx: GqlContext,
  ) {
    if (source.length > MAX_DECK_SOURCE) throw badInput([{ path: 'source', message: `≤ ${MAX_DECK_SOURCE}` }]);
    const game = this.commands.games(this.reads.find(id)?.game ?? '');
    if (!game) throw notFound('torneo / tournament', id);
    const parsed = checkDeckSource(game, source);
    if (parsed.kind === 'unreadable') throw badInput([{ path: 'source', message: parsed.message.en }]);
    return this.run(ctx.viewer, id, commandId, 'CheckDeck', { playerId, presented: parsed.deck });
  }

  private async run<T extends TournamentCommand['type']>(
    viewer: Viewer,
    id: string,
    commandId: string,
    type: T,
    fields: CommandFields<T>,
  ): Promise<JudgingMutationResult> {
    let decided: readonly TournamentEvent[] = [];
    const outcome = await this.commands.send(viewer, id, commandId, type, fields, {
      onDecided: (events) => (decided = events),
    });
    return Object.assign(new JudgingMutationResult(), {
      result: CommandResult.from(outcome),
      recordId: outcome.duplicate ? null : recordIdOf(decided),
    });
  }
}
