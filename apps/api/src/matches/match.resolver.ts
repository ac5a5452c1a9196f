import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { idArgs, nullableArg } from '../common/fields.js';
import { CommandResult } from '../common/command-result.model.js';
import type { GqlContext } from '../common/context.js';
import type { CommandOutcome } from '../commands/command-request.js';
import { JsonScalar } from './json.scalar.js';
import { type MatchState } from '@cronica/matches';
import { MatchCommandService } from './match-commands.service.js';
import { gameArg } from './game-catalogue.resolver.js';
import { MatchReadService } from './match-read.service.js';
import { MatchSetupService } from './match-setup.service.js';
import { TableSeatInput } from './match-table.inputs.js';
import { RoundTimeRelay } from './round-time-relay.js';
import { MatchCommandArgs, MatchMutationResult } from './match.models.js';
import { TableCommandArgs } from '../tournaments/tournament.inputs.js';

const optionsArg = nullableArg(
  () => JsonScalar,
  "Format options, validated by the game's own schema (see `games.defaultOptions`); the standard format when absent.",
);

/** Playing matches of every game: the same mutations whatever the game, each answering the match as its player sees it. */
@Resolver()
export class MatchResolver {
  constructor(
    private readonly setup: MatchSetupService,
    private readonly commands: MatchCommandService,
    private readonly reads: MatchReadService,
    private readonly timeRelay: RoundTimeRelay,
  ) {}

  @Mutation(() => MatchMutationResult, {
    description: "Starts a practice match against one of the game's bots (you play seat 0).",
  })
  async startPracticeMatch(
    @Args('commandId', idArgs) commandId: string,
    @Context() ctx: GqlContext,
    @Args('game', gameArg) game?: string | null,
    @Args('deckId', nullableArg(() => ID, 'Your ready-made deck (see readyDecks).')) deckId?: string | null,
    @Args('botDeckId', nullableArg(() => ID, "The bot's ready-made deck.")) botDeckId?: string | null,
    @Args(
      'bot',
      nullableArg(() => String, "One of the game's bots (default: the one it marks for practice, else its first)."),
    )
    bot?: string | null,
    @Args('options', optionsArg) options?: unknown,
  ): Promise<MatchMutationResult> {
    const { matchId, outcome } = await this.setup.practice(ctx.viewer, commandId, {
      game,
      deckId,
      otherDeckId: botDeckId,
      bot,
      options,
    });
    return this.answer(ctx, matchId, outcome);
  }

  @Mutation(() => MatchMutationResult, {
    description:
      "Starts a match of any seat count the game allows, seat by seat: you and the game's bots (a game master's seat may be either). Another person is never seated from here (RULE_VIOLATION invitation.required): invite them with `inviteToMatch`.",
  })
  async startTableMatch(
    @Args('commandId', idArgs) commandId: string,
    @Args('game', { type: () => String, description: 'A game id from `games`.' }) game: string,
    @Args('seats', {
      type: () => [TableSeatInput],
      description: 'The seats in order (seat 0 first); you sit at exactly one.',
    })
    seats: TableSeatInput[],
    @Context() ctx: GqlContext,
    @Args('options', optionsArg) options?: unknown,
  ): Promise<MatchMutationResult> {
    const { matchId, outcome } = await this.setup.table(ctx.viewer, commandId, game, seats, options);
    return this.answer(ctx, matchId, outcome);
  }

  @Mutation(() => MatchMutationResult, {
    description:
      "Organizer, judge or a player at the table: creates the online match of a published pairing (once), with the players' registered deck lists and the tournament's format.",
  })
  async createTournamentMatch(
    @Args() { tournamentId, round, table, commandId }: TableCommandArgs,
    @Context() ctx: GqlContext,
  ): Promise<MatchMutationResult> {
    const { matchId, outcome } = await this.setup.forPairing(ctx.viewer, commandId, tournamentId, round, table);
    return this.answer(ctx, matchId, outcome);
  }

  @Mutation(() => MatchMutationResult, {
    description:
      "Your random seed (32 bytes, hex) for a match, sent after seeing its seed commitment; the game starts once every seat's is in.",
  })
  async contributeMatchSeed(
    @Args() { matchId, commandId }: MatchCommandArgs,
    @Args('seed') seed: string,
    @Context() ctx: GqlContext,
  ): Promise<MatchMutationResult> {
    const outcome = await this.commands.contributeSeed(ctx.viewer, matchId, commandId, seed);
    // A tournament match that starts after its round's time was called starts in extra turns (002 C.1).
    if (outcome.events.length > 0) await this.timeRelay.relayMatchOfRound(matchId);
    return this.answer(ctx, matchId, outcome);
  }

  @Mutation(() => MatchMutationResult, {
    description:
      "Plays a game command `{ type, data }` for your own seat (the seat comes from your session; the game's schema checks the rest). `{ type: 'Concede' }` concedes.",
  })
  async submitGameCommand(
    @Args() { matchId, commandId }: MatchCommandArgs,
    @Args('command', { type: () => JsonScalar }) command: unknown,
    @Context() ctx: GqlContext,
  ): Promise<MatchMutationResult> {
    return this.answer(ctx, matchId, await this.commands.submit(ctx.viewer, matchId, commandId, command));
  }

  private async answer(ctx: GqlContext, matchId: string, outcome: CommandOutcome): Promise<MatchMutationResult> {
    return Object.assign(new MatchMutationResult(), {
      result: CommandResult.from(outcome),
      match: await this.reads.view(ctx.viewer, matchId, outcome.state as MatchState | undefined),
    });
  }
}
