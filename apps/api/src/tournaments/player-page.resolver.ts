import { Inject } from '@nestjs/common';
import { Args, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { playerTournaments, type ReadDb } from '@cronica/projections';
import { Player } from '../auth/auth.models.js';
import { READ_DB } from '../store/tokens.js';
import { checked, limitArg, offsetArg, pageOf } from './list-page.js';
import { PlayerEventsPage } from './tournament-pages.models.js';
import { TournamentReadService } from './tournament-read.service.js';
import { Tournament } from './tournament.models.js';

/**
 * A player page's events a page at a time, at most this many: a regular's years of events would
 * otherwise load at once, each with her standing and place (the query's price counts on it).
 */
export const PLAYER_EVENTS_PAGE = 20;
export const eventsLimitArg = {
  ...limitArg,
  defaultValue: PLAYER_EVENTS_PAGE,
  description: `Events a page holds (at most ${PLAYER_EVENTS_PAGE}).`,
} as const;

/** Public player pages: the tournaments a player entered. */
@Resolver(() => Player)
export class PlayerPageResolver {
  constructor(
    private readonly reads: TournamentReadService,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @ResolveField(() => [Tournament], {
    description: `The latest ${PLAYER_EVENTS_PAGE} tournaments this player entered, by announced start (every one, a page at a time: \`tournamentsPage\`).`,
  })
  tournaments(@Parent() player: Player): Tournament[] {
    // As many as the query's price counts on, whoever has entered hundreds.
    const latest = playerTournaments(this.db, player.id).slice(0, PLAYER_EVENTS_PAGE);
    return latest.flatMap((id) => this.reads.find(id) ?? []);
  }

  @ResolveField(() => PlayerEventsPage, {
    description: 'One page of the tournaments this player entered, the latest first by announced start.',
  })
  tournamentsPage(
    @Parent() player: Player,
    @Args('offset', offsetArg) offset: number,
    @Args('limit', eventsLimitArg) limit: number,
  ): PlayerEventsPage {
    checked({ offset, limit });
    const page = pageOf(playerTournaments(this.db, player.id), offset, Math.min(limit, PLAYER_EVENTS_PAGE));
    const rows = page.rows.flatMap((id) => this.reads.find(id) ?? []);
    return Object.assign(new PlayerEventsPage(), { ...page, rows, unfilteredTotal: page.total });
  }
}
