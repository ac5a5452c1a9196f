import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { PubSub } from 'graphql-subscriptions';
import { readyDecks } from '@cronica/blades-of-ash';
import { pick } from '@cronica/util';
import { CommandResult } from '../common/command-result.model.js';
import type { GqlContext } from '../common/context.js';
import type { CommandOutcome } from '../commands/command-bus.js';
import { PUB_SUB } from '../store/tokens.js';
import { GameCommandInput } from './game-command.input.js';
import { MatchCommandService, matchTopic } from './match-commands.service.js';
import { MatchReadService } from './match-read.service.js';
import { MatchSetupService, tableMatchId } from './match-setup.service.js';
import { MatchMutationResult, MatchReplay, MatchView, ReadyDeckInfo } from './match.models.js';

const idArgs = { type: () => ID } as const;
const optionalId = (description: string) => ({ type: () => ID, nullable: true, description }) as const;

/** Live Blades of Ash matches (issue 6, "Player": submitGameCommand, matchView, matchUpdated). */
@Resolver()
export class MatchResolver {
  constructor(
    private readonly setup: MatchSetupService,
    private readonly commands: MatchCommandService,
    private readonly reads: MatchReadService,
    @Inject(PUB_SUB) private readonly pubSub: PubSub,
  ) {}

  @Query(() => [ReadyDeckInfo], { description: 'Ready-made Blades of Ash decks for practice and friendly matches.' })
  readyDecks(@Context() ctx: GqlContext): ReadyDeckInfo[] {
    return readyDecks().map((d) => ({ id: d.id, name: pick(d.name, ctx.viewer.lang), faction: d.deck.faction }));
  }

  @Mutation(() => MatchMutationResult, { description: 'Starts a practice match against the greedy bot (you play seat 0).' })
  async startPracticeMatch(
    @Args('commandId', idArgs) commandId: string,
    @Context() ctx: GqlContext,
    @Args('deckId', optionalId('Your ready-made deck (see readyDecks).')) deckId?: string | null,
    @Args('botDeckId', optionalId("The bot's ready-made deck.")) botDeckId?: string | null,
  ): Promise<MatchMutationResult> {
    const { matchId, outcome } = await this.setup.practice(ctx.viewer, commandId, deckId ?? null, botDeckId ?? null);
    return this.answer(ctx, matchId, outcome);
  }

  @Mutation(() => MatchMutationResult, { description: 'Starts a friendly match against another player (you play seat 0).' })
  async startFriendlyMatch(
    @Args('opponentId', idArgs) opponentId: string,
    @Args('commandId', idArgs) commandId: string,
    @Context() ctx: GqlContext,
    @Args('deckId', optionalId('Your ready-made deck.')) deckId?: string | null,
    @Args('opponentDeckId', optionalId("The opponent's ready-made deck.")) opponentDeckId?: string | null,
  ): Promise<MatchMutationResult> {
    const { matchId, outcome } = await this.setup.friendly(ctx.viewer, commandId, opponentId, deckId ?? null, opponentDeckId ?? null);
    return this.answer(ctx, matchId, outcome);
  }

  @Mutation(() => MatchMutationResult, {
    description: "Organizer, judge or a player at the table: creates the online match of a published pairing (once), with the players' registered deck lists.",
  })
  async createTournamentMatch(
    @Args('tournamentId', idArgs) tournamentId: string,
    @Args('round', { type: () => Int }) round: number,
    @Args('table', { type: () => Int }) table: number,
    @Args('commandId', idArgs) commandId: string,
    @Context() ctx: GqlContext,
  ): Promise<MatchMutationResult> {
    const { matchId, outcome } = await this.setup.forPairing(ctx.viewer, commandId, tournamentId, round, table);
    return this.answer(ctx, matchId, outcome);
  }

  @Mutation(() => MatchMutationResult, {
    description: "Your random seed (32 bytes, hex) for a match, sent after seeing its seed commitment; the game starts once every seat's is in.",
  })
  async contributeMatchSeed(
    @Args('matchId', idArgs) matchId: string,
    @Args('seed') seed: string,
    @Args('commandId', idArgs) commandId: string,
    @Context() ctx: GqlContext,
  ): Promise<MatchMutationResult> {
    return this.answer(ctx, matchId, await this.commands.contributeSeed(ctx.viewer, matchId, commandId, seed));
  }

  @Mutation(() => MatchMutationResult, { description: 'Plays a game command for your own seat (the seat comes from your session).' })
  async submitGameCommand(
    @Args('matchId', idArgs) matchId: string,
    @Args('command', { type: () => GameCommandInput }) command: GameCommandInput,
    @Args('commandId', idArgs) commandId: string,
    @Context() ctx: GqlContext,
  ): Promise<MatchMutationResult> {
    return this.answer(ctx, matchId, await this.commands.submit(ctx.viewer, matchId, commandId, command));
  }

  @Query(() => MatchView, { description: 'The match as you may see it: your seat with its legal commands, a judge view, or the delayed spectator view.' })
  matchView(@Args('matchId', idArgs) matchId: string, @Context() ctx: GqlContext): Promise<MatchView> {
    return this.reads.view(ctx.viewer, matchId);
  }

  @Query(() => MatchView, { nullable: true, description: "The online match of a tournament table, or null when nobody has created it (see createTournamentMatch)." })
  async tableMatch(
    @Args('tournamentId', idArgs) tournamentId: string,
    @Args('round', { type: () => Int }) round: number,
    @Args('table', { type: () => Int }) table: number,
    @Context() ctx: GqlContext,
  ): Promise<MatchView | null> {
    const matchId = tableMatchId(tournamentId, round, table);
    return (await this.commands.read(matchId)).created ? this.reads.view(ctx.viewer, matchId) : null;
  }

  @Query(() => MatchReplay, { description: "A finished match's signed replay: public for anyone, seat:N for that seat's player, judge for the tournament's judges." })
  matchReplay(
    @Args('matchId', idArgs) matchId: string,
    @Context() ctx: GqlContext,
    @Args('view', { defaultValue: 'public', description: 'public, seat:N or judge.' }) view: string,
  ): Promise<MatchReplay> {
    return this.reads.replay(ctx.viewer, matchId, view);
  }

  @Subscription(() => MatchView, {
    description: 'Pushes the match as the subscriber may see it whenever it changes.',
    resolve(this: MatchResolver, payload: { matchId: string }, _args: unknown, ctx: GqlContext) {
      return this.reads.view(ctx.viewer, payload.matchId);
    },
  })
  matchUpdated(@Args('matchId', idArgs) matchId: string): AsyncIterableIterator<unknown> {
    return this.pubSub.asyncIterableIterator(matchTopic(matchId));
  }

  private async answer(ctx: GqlContext, matchId: string, outcome: CommandOutcome): Promise<MatchMutationResult> {
    return Object.assign(new MatchMutationResult(), { result: CommandResult.from(outcome), match: await this.reads.view(ctx.viewer, matchId) });
  }
}
