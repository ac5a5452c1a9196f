import type { Message } from '@cronica/rules-kernel';
import { isFinalRound } from './decide-bracket.js';
import type { Instant, RoundClock, RoundState, TournamentState } from './types.js';

export type ClockPhase = 'not-started' | 'untimed' | 'running' | 'paused' | 'time-called' | 'extra-turns';

const MINUTE = 60_000;

type ClockChange =
  | Message<'RoundClockPaused', { readonly at: Instant }>
  | Message<'RoundClockResumed', { readonly at: Instant }>
  | Message<'RoundClockExtended', { readonly minutes: number; readonly table?: number }>;

/** Folds a pause, a resume or added minutes into a round clock (a pause moves the end by its length). */
export function evolveClock(clock: RoundClock, change: ClockChange): RoundClock {
  switch (change.type) {
    case 'RoundClockPaused':
      return { ...clock, pausedAt: change.data.at };
    case 'RoundClockResumed': {
      const { pausedAt, ...rest } = clock;
      return { ...rest, endsAt: clock.endsAt + (change.data.at - (pausedAt ?? change.data.at)) };
    }
    case 'RoundClockExtended': {
      const { table, minutes } = change.data;
      if (table === undefined) return { ...clock, endsAt: clock.endsAt + minutes * MINUTE };
      return {
        ...clock,
        tableMinutes: { ...clock.tableMinutes, [table]: (clock.tableMinutes?.[table] ?? 0) + minutes },
      };
    }
  }
}

/** When time runs out at one table: the round's end plus that table's extra minutes. */
export function tableEndsAt(clock: RoundClock, table?: number): Instant {
  return clock.endsAt + (table === undefined ? 0 : (clock.tableMinutes?.[table] ?? 0) * MINUTE);
}

/**
 * What a round clock shows at `now` (002 C.1: 45 minutes, then two turns each), for the round or
 * for one table with its own extra minutes. While paused the remaining time stands still.
 */
export function clockView(
  round: RoundState,
  now: Instant,
  table?: number,
): { readonly phase: ClockPhase; readonly remainingMs: number } {
  const clock = round.clock;
  if (!clock) return { phase: 'not-started', remainingMs: 0 };
  const ends = tableEndsAt(clock, table);
  if (clock.extraTurnsAt !== undefined && (table === undefined || clock.extraTurnsAt >= ends))
    return { phase: 'extra-turns', remainingMs: 0 };
  if (clock.pausedAt !== undefined) return { phase: 'paused', remainingMs: Math.max(0, ends - clock.pausedAt) };
  const remainingMs = Math.max(0, ends - now);
  return { phase: remainingMs > 0 ? 'running' : 'time-called', remainingMs };
}

/** 002 C.1: a best-of-3 final is played "sin tiempo"; so is a tiebreak round (C.2.4.2: "NO habrá tiempo específico"). */
export function untimedReason(state: TournamentState, round: RoundState): 'final' | 'tiebreak' | null {
  if (round.stage === 'tiebreak') return 'tiebreak';
  return state.config!.topCut.finalBestOf === 3 && isFinalRound(state, round) ? 'final' : null;
}

/** What a round's clock shows: an untimed round never has one, so it reads "no time limit" instead of "not started". */
export function roundClockView(
  state: TournamentState,
  round: RoundState,
  now: Instant,
  table?: number,
): { readonly phase: ClockPhase; readonly remainingMs: number } {
  if (!round.clock && untimedReason(state, round) !== null) return { phase: 'untimed', remainingMs: 0 };
  return clockView(round, now, table);
}
