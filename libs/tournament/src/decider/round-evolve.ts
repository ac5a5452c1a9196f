import type { FinalVia, Instant, MatchResult, RoundClock, RoundState, TableState, TournamentState } from './types.js';
import type { TournamentEvent } from './events.js';

/**
 * How the tournament's events change its rounds and tables: a round paired (a bye's table decided
 * at once), reports kept per player, a staff result named by what it was, time called.
 */

const byeResult: MatchResult = { winner: 'a', games: [] };

export function updateRound(
  state: TournamentState,
  number: number,
  change: (round: RoundState) => RoundState,
): TournamentState {
  return { ...state, rounds: state.rounds.map((r) => (r.number === number ? change(r) : r)) };
}

export function updateTable(
  state: TournamentState,
  number: number,
  table: number,
  change: (t: TableState) => TableState,
): TournamentState {
  return updateRound(state, number, (r) => ({
    ...r,
    tables: r.tables.map((t) => (t.table === table ? change(t) : t)),
  }));
}

export function pairedRound(
  state: TournamentState,
  data: Extract<TournamentEvent, { type: 'RoundPaired' }>['data'],
): TournamentState {
  const round: RoundState = {
    number: data.round,
    stage: data.stage,
    method: data.method,
    costs: data.costs,
    published: false,
    ended: false,
    ...(data.attempt ? { attempt: data.attempt } : {}),
    tables: data.tables.map((t) =>
      t.b === null ? { ...t, final: { result: byeResult, via: 'bye' as const } } : { ...t },
    ),
  };
  const others = state.rounds.filter((r) => r.number !== data.round);
  return { ...state, rounds: [...others, round] };
}

/** Keeps each player's latest report, so two that disagree are both there to compare. */
export function reportedAt(
  table: TableState,
  data: Extract<TournamentEvent, { type: 'ResultReported' }>['data'],
): TableState {
  const reports = [
    ...(table.reports ?? []).filter((r) => r.by !== data.by),
    { by: data.by, result: data.result, at: data.at },
  ];
  return { ...table, reported: { result: data.result, by: data.by }, reports };
}

/** The table already holds a result someone gave: a player's report, or a final one (a bye is none). */
export const tableHasResult = (table: TableState): boolean =>
  (table.final !== undefined && table.final.via !== 'bye') || (table.reports ?? []).length > 0;

/**
 * How a staff result reads: a no-show, a judge's ruling, a correction of a result the table had
 * (a player's report or a final one), or a first entry (a paper slip handed in at the desk).
 */
export function staffVia(table: TableState, data: { readonly noShow?: string; readonly ruling?: boolean }): FinalVia {
  if (data.noShow !== undefined) return 'no-show';
  if (data.ruling) return 'ruling';
  return tableHasResult(table) ? 'override' : 'entered';
}

/** Time is called: extra turns start; called early, the round (and every table) ends now. */
export function timeCalled(clock: RoundClock, data: { readonly at: Instant; readonly early?: boolean }): RoundClock {
  if (!data.early) return { ...clock, extraTurnsAt: data.at };
  const { tableMinutes: _extra, pausedAt: _paused, ...rest } = clock;
  return { ...rest, endsAt: data.at, extraTurnsAt: data.at };
}
