import type { Type } from '@nestjs/common';
import { Field, Int, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { tableLabel } from '@cronica/tournament';
import type { MatchPlacement } from '../matches/match-placement.model.js';
import { MatchView } from '../matches/match.models.js';
import { MatchSummary } from '../matches/match-summary.models.js';
import { TournamentReadService } from './tournament-read.service.js';
import { LocalizedText } from './tournament.models.js';

@ObjectType({ description: "Where a tournament's match was played, in the event's own words." })
export class MatchTournamentTable {
  @Field({ description: "The event's name." }) tournamentName!: string;
  @Field(() => LocalizedText, {
    description:
      "The table's round as the event names it: «Ronda 2 de 3», «Semifinales», «Final», «3.er y 4.º puesto».",
  })
  label!: LocalizedText;
  @Field(() => Int) round!: number;
  @Field(() => Int) table!: number;
}

const FIELD = {
  nullable: true,
  description: "A tournament match's event and round by name (null for other matches, or an event no longer listed).",
} as const;

/** The event's name and the table's round name (tournament library, `tableLabel`) of a match played at a tournament. */
function tournamentTable(reads: TournamentReadService, match: MatchPlacement): MatchTournamentTable | null {
  const { tournamentId, round, table } = match;
  if (tournamentId === null || round === null || table === null) return null;
  const state = reads.internalState(tournamentId);
  const roundState = state?.rounds.find((r) => r.number === round);
  const event = reads.find(tournamentId);
  if (!state || !roundState || !event) return null;
  return { tournamentName: event.name, label: tableLabel(state, roundState, table), round, table };
}

/**
 * The resolver of `tournamentTable` on one match type: `MatchSummary` (the match index) and
 * `MatchView` (the match page and its audit) name a tournament's table the same way.
 */
function tournamentTableOn(type: Type<MatchPlacement>) {
  @Resolver(() => type)
  class TournamentTableResolver {
    constructor(readonly reads: TournamentReadService) {}

    @ResolveField(() => MatchTournamentTable, FIELD)
    tournamentTable(@Parent() match: MatchPlacement): MatchTournamentTable | null {
      return tournamentTable(this.reads, match);
    }
  }
  return TournamentTableResolver;
}

export const MatchSummaryTableResolver = tournamentTableOn(MatchSummary);
export const MatchViewTableResolver = tournamentTableOn(MatchView);
