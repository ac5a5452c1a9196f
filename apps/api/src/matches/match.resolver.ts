import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { idArgs, nullableArg } from '../common/fields.js';
import type { PubSub } from 'graphql-subscriptions';
import type { GameEntry, GameRegistry } from '@cronica/games';
import { pick, type Lang } from '@cronica/util';
import { practiceBot } from '@cronica/rules-kernel';
import { CommandResult } from '../common/command-result.model.js';
import { badInput } from '../common/errors.js';
import type { GqlContext } from '../common/context.js';
import { presentThenChanges } from '../common/live-feed.js';
import type { CommandOutcome } from '../commands/command-bus.js';
import { PUB_SUB } from '../store/tokens.js';
import { JsonScalar } from './json.scalar.js';
import { matchPush, matchTopic, type MatchPush } from '../projections/live-topics.js';
import { type MatchState } from '@cronica/matches';
import { MatchCommandService } from './match-commands.service.js';
import { GAME_REGISTRY } from './match-config.js';
import { MatchReadService } from './match-read.service.js';
import { MatchSetupService, tableMatchId } from './match-setup.service.js';
import { TableSeatInput } from './match-table.inputs.js';
import { RoundTimeRelay } from './round-time-relay.js';
import {
  GameInfo,
  MatchCommandArgs,
  MatchLogLine,
  MatchMutationResult,
  MatchReplay,
  MatchView,
  ReadyDeckInfo,
} from './match.models.js';
import { TableCommandArgs } from '../tournaments/tournament.inputs.js';

const gameArg = nullableArg(() => String, 'A game id from `games` (default blades-of-ash).');
const optionsArg = nullableArg(
  () => JsonScalar,
  "Format options, validated by the game's own schema (see `games.defaultOptions`); the standard format when absent.",
);

function readyDecksOf(entry: GameEntry, lang: Lang): ReadyDeckInfo[] {
  return (entry.module?.setup.readyDecks() ?? []).map((d) => ({
    id: d.id,
    name: pick(d.name, lang),
    game: entry.id,
    faction: d.deck.faction ?? null,
    saved: false,
  }));
}

/** Live matches of every game: the same mutations, queries and subscription whatever the game. */
@Resolver()
export class MatchResolver {
  constructor(
    private readonly setup: MatchSetupService,
    private readonly commands: MatchCommandService,
    private readonly reads: MatchReadService,
    @Inject(PUB_SUB) private readonly pubSub: PubSub,
    @Inject(GAME_REGISTRY) private readonly registry: GameRegistry,
    private readonly timeRelay: RoundTimeRelay,
  ) {}

  @Query(() => [GameInfo], {
    description: 'The games the platform knows (one registry), with what it needs to set up their matches.',
  })
  games(@Context() ctx: GqlContext): GameInfo[] {
    return this.registry.games.map((entry) => ({
      id: entry.id,
      name: pick(entry.name, ctx.viewer.lang),
      playsOnline: entry.module !== undefined,
      minSeats: entry.module?.setup.seats.min ?? null,
      maxSeats: entry.module?.setup.seats.max ?? null,
      decklessSeats: [...(entry.module?.setup.decklessSeats ?? [])],
      organizedPlay: entry.organizedPlay ?? 'swiss',
      defaultOptions: entry.module?.setup.optionsSchema.parse({}) ?? null,
      bots: (entry.module?.bots ?? []).map((bot) => ({
        name: bot.name,
        label: pick(bot.label, ctx.viewer.lang),
        description: bot.description === undefined ? null : pick(bot.description, ctx.viewer.lang),
        practiceDefault: bot === practiceBot(entry.module!.bots),
      })),
      readyDecks: readyDecksOf(entry, ctx.viewer.lang),
    }));
  }

  @Query(() => [ReadyDeckInfo], { description: 'Ready-made decks of a game, for practice and friendly matches.' })
  readyDecks(@Context() ctx: GqlContext, @Args('game', gameArg) game?: string | null): ReadyDeckInfo[] {
    const entry = this.registry.find(game ?? 'blades-of-ash');
    if (entry === undefined) throw badInput([{ path: 'game', message: `unknown game: ${String(game).slice(0, 40)}` }]);
    return readyDecksOf(entry, ctx.viewer.lang);
  }

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

  @Query(() => MatchView, {
    description:
      'The match as you may see it: your seat with its legal commands, a judge view, or the delayed spectator view.',
  })
  matchView(@Args('matchId', idArgs) matchId: string, @Context() ctx: GqlContext): Promise<MatchView> {
    return this.reads.view(ctx.viewer, matchId);
  }

  @Query(() => MatchView, {
    nullable: true,
    description:
      'The online match of a tournament table, or null when nobody has created it (see createTournamentMatch).',
  })
  async tableMatch(
    @Args('tournamentId', idArgs) tournamentId: string,
    @Args('round', { type: () => Int }) round: number,
    @Args('table', { type: () => Int }) table: number,
    @Context() ctx: GqlContext,
  ): Promise<MatchView | null> {
    const matchId = tableMatchId(tournamentId, round, table);
    return (await this.commands.read(matchId)).created ? this.reads.view(ctx.viewer, matchId) : null;
  }

  @Query(() => MatchReplay, {
    description:
      "A finished match's signed replay: public for anyone, seat:N for that seat's player, judge for the tournament's judges.",
  })
  matchReplay(
    @Args('matchId', idArgs) matchId: string,
    @Context() ctx: GqlContext,
    @Args('view', { defaultValue: 'public', description: 'public, seat:N or judge.' }) view: string,
  ): Promise<MatchReplay> {
    return this.reads.replay(ctx.viewer, matchId, view);
  }

  @Subscription(() => MatchView, {
    description: 'The match as the subscriber may see it now, then whenever it changes.',
    resolve(this: MatchResolver, payload: MatchPush, _args: unknown, ctx: GqlContext) {
      return this.reads.pushed(ctx.viewer, payload);
    },
  })
  matchUpdated(@Args('matchId', idArgs) matchId: string): AsyncIterableIterator<unknown> {
    // The match as it is now first: a board rendered before its subscription reached this instance
    // gets a move made in between (the board keeps the view with the most events).
    return presentThenChanges(this.pubSub.asyncIterableIterator<MatchPush>(matchTopic(matchId)), () =>
      matchPush(matchId),
    );
  }

  private async answer(ctx: GqlContext, matchId: string, outcome: CommandOutcome): Promise<MatchMutationResult> {
    return Object.assign(new MatchMutationResult(), {
      result: CommandResult.from(outcome),
      match: await this.reads.view(ctx.viewer, matchId, outcome.state as MatchState | undefined),
    });
  }
}

const MAX_LOG = 1000;

/** `MatchView.log`: the game log as the reader may read it (spectators with the board's delay). */
@Resolver(() => MatchView)
export class MatchLogResolver {
  @ResolveField(() => [MatchLogLine], {
    description: 'The game log in words, oldest first: the lines after `after` (an index), at most the `last` ones.',
  })
  log(
    @Parent() view: MatchView,
    @Args('after', nullableArg(() => Int, 'Only lines of game events after this index.'))
    after?: number | null,
    @Args('last', { type: () => Int, defaultValue: 200, description: `1–${MAX_LOG}: the most recent lines.` })
    last = 200,
  ): MatchLogLine[] {
    if (!Number.isInteger(last) || last < 1 || last > MAX_LOG)
      throw badInput([{ path: 'last', message: `1–${MAX_LOG}` }]);
    const all = view.logLines();
    const lines = after === null || after === undefined ? all : all.filter((line) => line.index > after);
    return lines.slice(-last).map((line) => ({ ...line }));
  }
}
