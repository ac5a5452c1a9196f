import { Inject } from '@nestjs/common';
import type { GameRegistry } from '@cronica/games';
import { Args, ArgsType, Context, Field, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { NullableField, nullableArg } from '../common/fields.js';
import {
  getMatchSummary,
  getPlayer,
  listMatches,
  matchPlayers,
  tableMatchSummary,
  type MatchFilter,
  type MatchSummaryRow,
  type ReadDb,
} from '@cronica/projections';
import { Player } from '../auth/auth.models.js';
import { badInput } from '../common/errors.js';
import { gameFilter } from '../common/game-filter.js';
import { READ_DB } from '../store/tokens.js';
import { GAME_REGISTRY } from './match-config.js';
import { Tournament } from '../tournaments/tournament.models.js';
import { deckNameIn, isBot, seatNames } from '@cronica/matches';
import type { GqlContext } from '../common/context.js';
import { MatchListStatus, MatchSummary, MatchSummaryPlayer, MatchSummaryResult } from './match-summary.models.js';

const MAX_PAGE = 100;

interface SealedResult {
  readonly outcome: 'win' | 'draw';
  readonly winner?: number;
  /** Every winning seat, when a side of several seats wins together (the kernel's `GameResult`). */
  readonly winners?: readonly number[];
  readonly reason: string;
}

/** The seats that won a sealed result, in seat order: none for a draw. */
function winnerSeatsOf(sealed: SealedResult): number[] {
  if (sealed.outcome !== 'win' || sealed.winner === undefined) return [];
  return [...(sealed.winners ?? [sealed.winner])].sort((a, b) => a - b);
}

/** Public match index, from the read models. */
@Resolver(() => MatchSummary)
export class MatchListResolver {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
  ) {}

  @Query(() => [MatchSummary], {
    description: 'Matches, most recent first: finished ones in the order they were sealed, live ones by creation.',
  })
  matches(
    @Args('status', nullableArg(() => MatchListStatus)) status?: MatchListStatus | null,
    @Args('tournamentId', nullableArg(() => ID)) tournamentId?: string | null,
    @Args('limit', { type: () => Int, defaultValue: 20, description: `1–${MAX_PAGE}.` }) limit = 20,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset = 0,
    @Args('game', nullableArg(() => String, "Only this game's matches (a game id, as `games` lists it)."))
    game?: string | null,
  ): MatchSummary[] {
    const filter = {
      status: status ?? undefined,
      tournamentId: tournamentId ?? undefined,
      game: gameFilter(this.games, game),
    };
    return this.list({ ...filter, limit, offset });
  }

  list(filter: MatchFilter): MatchSummary[] {
    const problems = [];
    if (filter.limit !== undefined && (filter.limit < 1 || filter.limit > MAX_PAGE))
      problems.push({ path: 'limit', message: `1–${MAX_PAGE}` });
    if (filter.offset !== undefined && filter.offset < 0) problems.push({ path: 'offset', message: '≥ 0' });
    if (filter.tournamentId !== undefined && (filter.tournamentId.length < 1 || filter.tournamentId.length > 100))
      problems.push({ path: 'tournamentId', message: '1–100' });
    if (problems.length > 0) throw badInput(problems);
    return listMatches(this.db, filter).map((row) => this.summary(row));
  }

  /** The online match of a tournament's table, or null for a table played on paper (or not started). */
  atTable({ tournamentId, round, table }: { tournamentId: string; round: number; table: number }): MatchSummary | null {
    const row = tableMatchSummary(this.db, { tournamentId, round, table });
    return row ? this.summary(row) : null;
  }

  /** One match's public summary, or null before it is projected. */
  byId(matchId: string): MatchSummary | null {
    const row = getMatchSummary(this.db, matchId);
    return row ? this.summary(row) : null;
  }

  /** A match's seats in seat order, each named as the match page names it. */
  private players(matchId: string, game: string | null): MatchSummaryPlayer[] {
    const seated = matchPlayers(this.db, matchId).sort((a, b) => a.seat - b.seat);
    const displayName = (id: string) => (isBot(id) ? null : (getPlayer(this.db, id)?.displayName ?? null));
    const names = seatNames(
      seated.map((p) => p.playerId),
      (id) => displayName(id) ?? id,
    );
    return seated.map((p, index) =>
      Object.assign(new MatchSummaryPlayer(), {
        ...p,
        game,
        bot: isBot(p.playerId),
        displayName: displayName(p.playerId),
        name: names[index]!,
      }),
    );
  }

  private summary(row: MatchSummaryRow): MatchSummary {
    const players = this.players(row.matchId, row.game);
    const sealed = row.result === null ? null : (JSON.parse(row.result) as SealedResult);
    const winner = sealed?.outcome === 'win' ? (sealed.winner ?? null) : null;
    const result =
      sealed &&
      Object.assign(new MatchSummaryResult(), {
        outcome: sealed.outcome,
        reason: sealed.reason,
        winnerSeat: winner,
        winnerSeats: winnerSeatsOf(sealed),
        winnerPlayerId: players.find((p) => p.seat === winner)?.playerId ?? null,
      });
    return Object.assign(new MatchSummary(), {
      matchId: row.matchId,
      game: row.game,
      kind: row.kind,
      tournamentId: row.tournamentId,
      round: row.round,
      table: row.tableNumber,
      status: row.status as MatchListStatus,
      players,
      result,
      seedCommitment: row.commitment,
      createdAt: row.createdAt,
      finishedAt: row.finishedAt,
      replaySeq: row.replaySeq,
      replayHead: row.replayHead,
    });
  }
}

/** The arguments of a list of matches under a player or a tournament: which status, and the page. */
@ArgsType()
class MatchPageArgs {
  @NullableField(() => MatchListStatus) status?: MatchListStatus | null;
  @Field(() => Int, { defaultValue: 20, description: `1–${MAX_PAGE}.` })
  limit = 20;
  @Field(() => Int, { defaultValue: 0 })
  offset = 0;
}

/** `Player.matches`: the matches a player sat at, most recent first. */
@Resolver(() => Player)
export class PlayerMatchesResolver {
  constructor(private readonly index: MatchListResolver) {}

  @ResolveField(() => [MatchSummary], { description: 'Matches this player played, most recent first.' })
  matches(@Parent() player: Player, @Args() { status, limit, offset }: MatchPageArgs): MatchSummary[] {
    return this.index.list({ playerId: player.id, status: status ?? undefined, limit, offset });
  }
}

/** `Tournament.matches`: the online matches of a tournament's tables. */
@Resolver(() => Tournament)
export class TournamentMatchesResolver {
  constructor(private readonly index: MatchListResolver) {}

  @ResolveField(() => [MatchSummary], {
    description: "The online matches of this tournament's tables, most recent first.",
  })
  matches(@Parent() tournament: Tournament, @Args() { status, limit, offset }: MatchPageArgs): MatchSummary[] {
    return this.index.list({ tournamentId: tournament.id, status: status ?? undefined, limit, offset });
  }
}

/** A match summary's seat: its deck's name in the viewer's language where the name is the game's own words. */
@Resolver(() => MatchSummaryPlayer)
export class MatchSummaryPlayerResolver {
  constructor(@Inject(GAME_REGISTRY) private readonly games: GameRegistry) {}

  @ResolveField(() => String)
  deckName(@Parent() player: MatchSummaryPlayer, @Context() ctx: GqlContext): string {
    const entry = player.game === null ? undefined : this.games.find(player.game);
    const readyDecks = entry?.module?.setup.readyDecks() ?? [];
    return deckNameIn(player.deckName, readyDecks, ctx.viewer.lang);
  }
}
