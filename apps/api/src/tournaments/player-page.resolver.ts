import { Inject } from '@nestjs/common';
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { playerTournaments, type ReadDb } from '@cronica/projections';
import { Player } from '../auth/auth.models.js';
import { READ_DB } from '../store/tokens.js';
import { TournamentReadService } from './tournament-read.service.js';
import { Tournament } from './tournament.models.js';

/** Public player pages: the tournaments a player entered. */
@Resolver(() => Player)
export class PlayerPageResolver {
  constructor(
    private readonly reads: TournamentReadService,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @ResolveField(() => [Tournament], { description: 'Tournaments this player entered.' })
  tournaments(@Parent() player: Player): Tournament[] {
    return playerTournaments(this.db, player.id).flatMap((id) => this.reads.find(id) ?? []);
  }
}
