import { Args, Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { idArgs, nullableArg } from '../common/fields.js';
import {
  allowedStaffActions,
  CLOCK_ACTIONS,
  STAFF_ACTIONS,
  staffMutationOf,
  changedTables,
  draftReport,
  exportEventFile,
  gamesAllowed,
  isFinalRound,
  lateEntryOpen,
  placeLabel,
  playersWithoutList,
  roundLabel,
  standingsLabel,
  tournamentStandingsByRound,
  type DraftReport,
  type StaffAction,
  type StandingRow,
  type TournamentState,
} from '@cronica/tournament';
import type { GqlContext } from '../common/context.js';
import { badInput, type FieldProblem } from '../common/errors.js';
import { toGraphQLError } from '../common/exception.filter.js';
import {
  DraftChangeInput,
  DraftReportView,
  EventFileView,
  PlacingView,
  RoundStandings,
  TournamentRoundView,
} from './organizer.models.js';
import { pageProblems, playerIdsArg } from './list-page.js';
import { TournamentReadService } from './tournament-read.service.js';
import { Standing, Tournament } from './tournament.models.js';

/** A standings row as the API shows it (the same shape as `Tournament.standings`). */
export function standingView(row: StandingRow, names: ReadonlyMap<string, string>): Standing {
  return Object.assign(new Standing(), {
    rank: row.rank,
    playerId: row.player,
    playerName: names.get(row.player) ?? row.player,
    points: row.points,
    tiebreakers: Object.entries(row.tiebreakers).map(([name, value]) => ({ name, value })),
    random: row.random,
    tiebreakMatch: row.tiebreakMatch,
    dropped: row.dropped,
    ...row.record,
  });
}

/** Field resolvers are outside the exception filter: their refusals leave as GraphQL errors already. */
const fieldInput = (problem: FieldProblem) => toGraphQLError(badInput([problem]));

const namesOf = (state: TournamentState) => new Map(state.order.map((id) => [id, state.players[id]!.name]));

function reportView(report: DraftReport): DraftReportView {
  const { costs, optimal } = report;
  const worse =
    optimal !== null &&
    (costs.rematches > optimal.rematches ||
      costs.squaredGaps > optimal.squaredGaps ||
      costs.repeatedFloats > optimal.repeatedFloats);
  return {
    round: report.round,
    tables: report.tables.map((t) => ({
      table: t.table,
      playerA: t.a,
      playerB: t.b,
      pointsA: t.pointsA,
      pointsB: t.pointsB,
      rematch: t.rematch,
      gap: t.gap,
      repeatedFloats: t.repeatedFloats,
      extraBye: t.extraBye,
    })),
    costs: { ...costs },
    optimal: optimal ? { ...optimal } : null,
    rematches: report.rematches.map(([a, b]) => [a, b]),
    largestGap: report.largestGap,
    worseThanOptimal: worse,
    playersWithoutList: [],
  };
}

const UNTIMED_ACTIONS = STAFF_ACTIONS.filter((a) => !CLOCK_ACTIONS.includes(a));
/** The staff actions that do not depend on the time, by state and role: deciding "pair the next round" pairs it (2,048 players: 0.1 s). */
const untimedOfState = new WeakMap<TournamentState, Map<string, readonly StaffAction[]>>();

function untimedActionsOf(
  state: TournamentState,
  role: string,
  decide: () => readonly StaffAction[],
): readonly StaffAction[] {
  const byRole = untimedOfState.get(state) ?? new Map<string, readonly StaffAction[]>();
  untimedOfState.set(state, byRole);
  const actions = byRole.get(role) ?? decide();
  byRole.set(role, actions);
  return actions;
}

/** Per-round standings by the state they were computed from (a kept state serves many page views). */
const standingsOfState = new WeakMap<TournamentState, RoundStandings[]>();

/** Per-round standings: each finished Swiss round's standings, labelled (es/en); computed once per state. */
export function standingsByRoundOf(state: TournamentState, current: ReadonlyMap<string, string>): RoundStandings[] {
  let standings = standingsOfState.get(state);
  if (standings === undefined) standingsOfState.set(state, (standings = computeStandingsByRound(state)));
  // Past rounds too show the name a player goes by now (a renamed account's), not the one registered.
  return standings.map((round) => ({
    ...round,
    rows: round.rows.map((row) =>
      Object.assign(new Standing(), row, { playerName: current.get(row.playerId) ?? row.playerName }),
    ),
  }));
}

function computeStandingsByRound(state: TournamentState): RoundStandings[] {
  if (!state.config) return [];
  const names = namesOf(state);
  return tournamentStandingsByRound(state).map((standings) => ({
    round: standings.round,
    final: standings.final,
    label: standingsLabel(standings, state.config!),
    rows: standings.rows.map((row) => standingView(row, names)),
  }));
}

/**
 * The organizer's reads of a tournament: the draft report (staff only), the rounds with their
 * names, per-round standings, final placings, the revealed seed and the EVENT.json export.
 */
@Resolver(() => Tournament)
export class OrganizerFieldsResolver {
  constructor(private readonly reads: TournamentReadService) {}

  @ResolveField(() => DraftReportView, {
    nullable: true,
    description:
      "Organizer and judges: what the unpublished Swiss draft costs (rematches, points gaps) beside the engine's optimum; with `change`, what that swap or hand-paired table would cost. Null for anyone else or without a draft.",
  })
  draftReport(
    @Parent() tournament: Tournament,
    @Context() ctx: GqlContext,
    @Args('change', nullableArg(() => DraftChangeInput)) change?: DraftChangeInput | null,
  ): DraftReportView | null {
    if (this.staffRole(tournament, ctx) === null) return null;
    const state = this.reads.internalState(tournament.id);
    if (!state?.config) return null;
    const current = draftReport(state);
    const draft = current ? state.rounds.find((r) => r.number === current.round) : undefined;
    const missing = draft ? playersWithoutList(state, draft) : [];
    if (!current || !change) return current ? { ...reportView(current), playersWithoutList: missing } : null;
    if (change.kind !== 'swap' && change.kind !== 'pair')
      throw fieldInput({
        path: 'change.kind',
        message: "'swap' or 'pair'",
        messages: { es: 'Cambio: swap (intercambiar) o pair (emparejar juntos).', en: "Change: 'swap' or 'pair'." },
      });
    const tables = changedTables(draft!.tables, {
      kind: change.kind,
      playerA: change.playerA,
      playerB: change.playerB,
    });
    if (typeof tables === 'string')
      throw fieldInput({
        path: 'change',
        message: tables,
        messages: {
          es: 'Esos dos jugadores no están en mesas distintas del borrador.',
          en: 'Those two players are not at different tables of the draft.',
        },
      });
    const proposed = draftReport(state, tables);
    return proposed ? { ...reportView(proposed), playersWithoutList: missing } : null;
  }

  @ResolveField(() => [TournamentRoundView], {
    description: 'Every round with its name (es/en): published ones for everyone, drafts for the organizer and judges.',
  })
  rounds(@Parent() tournament: Tournament, @Context() ctx: GqlContext): TournamentRoundView[] {
    const state = this.reads.internalState(tournament.id);
    if (!state?.config) return [];
    const staff = this.staffRole(tournament, ctx) !== null;
    return [...state.rounds]
      .sort((x, y) => x.number - y.number)
      .filter((r) => r.published || staff)
      .map((r) => ({
        number: r.number,
        stage: r.stage,
        label: roundLabel(state, r),
        shortLabel: roundLabel(state, r, 'short'),
        published: r.published,
        ended: r.ended,
        method: r.method,
        bestOf: gamesAllowed(state, r),
        endsEvent: isFinalRound(state, r),
      }));
  }

  @ResolveField(() => [String], {
    description:
      'Organizer and judges: the staff mutations the tournament allows them now (pairNextRound, publishPairings, startRoundClock, callTime, endRound, startTopCut, endTournament…), each decided as if sent, nothing applied; empty for anyone else.',
  })
  staffActions(@Parent() tournament: Tournament, @Context() ctx: GqlContext): string[] {
    const role = this.staffRole(tournament, ctx);
    const state = this.reads.internalState(tournament.id);
    if (role === null || !state?.config) return [];
    const by = { role, id: ctx.viewer.accountId! };
    const untimed = untimedActionsOf(state, role, () => allowedStaffActions(state, by, Date.now(), UNTIMED_ACTIONS));
    const timed = allowedStaffActions(state, by, Date.now(), CLOCK_ACTIONS);
    return STAFF_ACTIONS.filter((a) => untimed.includes(a) || timed.includes(a)).map(staffMutationOf);
  }

  @ResolveField(() => Boolean, {
    description:
      'Organizer: whether a late entry can be added now (a Swiss round is still left for them to join), decided as if sent, nothing applied; false for anyone else.',
  })
  lateEntryOpen(@Parent() tournament: Tournament, @Context() ctx: GqlContext): boolean {
    const state = this.reads.internalState(tournament.id);
    if (this.staffRole(tournament, ctx) !== 'organizer' || !state?.config) return false;
    return lateEntryOpen(state, { role: 'organizer', id: ctx.viewer.accountId! }, Date.now());
  }

  @ResolveField(() => [RoundStandings], {
    description: 'The standings as they stood after each finished Swiss round, round 1 first.',
  })
  standingsByRound(@Parent() tournament: Tournament): RoundStandings[] {
    const state = this.reads.internalState(tournament.id);
    return state ? standingsByRoundOf(state, this.reads.playerNames(tournament.id)) : [];
  }

  @ResolveField(() => [PlacingView], {
    description: 'Final places once the event has ended: 1st, 2nd, 3rd–4th, 5th–8th…',
  })
  placings(@Parent() tournament: Tournament, @Args('ids', playerIdsArg) ids: string[] | null): PlacingView[] {
    const [problem] = pageProblems({ offset: 0, limit: 1, ids });
    if (problem) throw fieldInput(problem);
    const state = this.reads.internalState(tournament.id);
    if (!state) return [];
    const names = this.reads.playerNames(tournament.id);
    const wanted = ids ? new Set(ids) : null;
    return state.placings
      .filter((p) => wanted === null || wanted.has(p.player))
      .map((p) => ({
        playerId: p.player,
        playerName: names.get(p.player) ?? p.player,
        place: p.place,
        to: p.to,
        label: placeLabel(p),
        disqualified: p.disqualified === true,
      }));
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'The tournament seed, revealed once the event has ended so anyone can re-derive every draw.',
  })
  seed(@Parent() tournament: Tournament): string | null {
    const state = this.reads.internalState(tournament.id);
    return state?.status === 'ended' ? (state.config?.seed ?? null) : null;
  }

  @ResolveField(() => EventFileView, {
    nullable: true,
    description: 'The event as EVENT.json (the CLI format): the seed after the end, or for the organizer before it.',
  })
  eventFile(@Parent() tournament: Tournament, @Context() ctx: GqlContext): EventFileView | null {
    const state = this.reads.internalState(tournament.id);
    if (!state?.config) return null;
    const includeSeed = state.status === 'ended' || this.staffRole(tournament, ctx) === 'organizer';
    return { json: exportEventFile(state, { includeSeed }), includesSeed: includeSeed };
  }

  private staffRole(tournament: Tournament, ctx: GqlContext): 'organizer' | 'judge' | null {
    return this.reads.staffRole(tournament, ctx.viewer.accountId);
  }
}

/** `tournamentStandingsByRound`: the per-round standings of one tournament (also `Tournament.standingsByRound`). */
@Resolver()
export class StandingsByRoundResolver {
  constructor(private readonly reads: TournamentReadService) {}

  @Query(() => [RoundStandings], {
    description: 'The standings after each finished Swiss round of a tournament, labelled (es/en).',
  })
  tournamentStandingsByRound(@Args('id', idArgs) id: string): RoundStandings[] {
    const state = this.reads.internalState(id);
    return state ? standingsByRoundOf(state, this.reads.playerNames(id)) : [];
  }
}
