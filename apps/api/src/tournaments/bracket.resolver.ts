import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { bracketView, roundLabel } from '@cronica/tournament';
import type { GqlContext } from '../common/context.js';
import { BracketView } from './bracket.models.js';
import { TournamentReadService } from './tournament-read.service.js';
import { Tournament } from './tournament.models.js';

/** `Tournament.bracket`: the top cut's seeds, its rounds with their tables and the rounds to come. */
@Resolver(() => Tournament)
export class BracketResolver {
  constructor(private readonly reads: TournamentReadService) {}

  @ResolveField(() => BracketView, {
    nullable: true,
    description: 'The top cut once it has started: seeds, rounds with their tables, rounds to come; null otherwise.',
  })
  bracket(@Parent() tournament: Tournament, @Context() ctx: GqlContext): BracketView | null {
    const state = this.reads.internalState(tournament.id);
    // Most reads are of events without a cut, or before it: no staff lookup for them.
    if (!state || state.topCutSeeds.length === 0) return null;
    const staff = this.reads.staffRole(tournament, ctx.viewer.accountId) !== null;
    const view = bracketView(state, { drafts: staff });
    if (!view) return null;
    const names = this.reads.playerNames(tournament.id);
    return {
      seeds: view.seeds.map((playerId, index) => ({
        seed: index + 1,
        playerId,
        playerName: names.get(playerId) ?? state.players[playerId]?.name ?? playerId,
      })),
      rounds: view.rounds.map((round) => ({
        number: round.number,
        label: roundLabel(state, round),
        published: round.published,
        ended: round.ended,
        tables: this.reads.pairings(tournament.id, round.number, staff),
      })),
      upcoming: [...view.upcoming],
    };
  }
}
