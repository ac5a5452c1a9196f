import type { Message } from '@cronica/rules-kernel';
import { byType, startInstant, type ByType } from '@cronica/util';
import type { Actor, Instant, PlayerState, TournamentState } from './types.js';

/**
 * Check-in on the day, before the first round: the organizer opens it, each player says "I am
 * here" from their phone or at the desk, and whoever has not come is removed before pairing. The
 * rulebooks say nothing of it (002 C.4 only asks for lists at registration): it is the desk's
 * roll call, so round 1 is paired among the players in the room.
 */
export type CheckInEvent =
  /** `scheduled`: opened by itself at the time the organizer set, on their behalf. */
  | Message<'CheckInOpened', { readonly at: Instant; readonly by: Actor; readonly scheduled?: true }>
  /** `by`: the player themselves, or staff at the desk. */
  | Message<'PlayerCheckedIn', { readonly playerId: string; readonly at: Instant; readonly by: Actor }>
  /** A check-in marked by mistake (a name misread at the desk), taken back before round 1. */
  | Message<'PlayerCheckInUndone', { readonly playerId: string; readonly at: Instant; readonly by: Actor }>;

/** Whether players may check in now: opened, and round 1 not yet paired (once it is, the roll call is over). */
export function checkInOpen(state: TournamentState): boolean {
  return state.checkIn !== undefined && state.rounds.length === 0;
}

/**
 * When check-in opens by itself: the announced start, in the venue's zone, less the minutes the
 * organizer set (`schedule.ts`); null when they open it at the desk.
 */
export function checkInOpensAt(state: TournamentState): Instant | null {
  const { startsAt, timeZone, checkInOpensBefore } = state.config ?? {};
  if (startsAt === undefined || timeZone === undefined || checkInOpensBefore === undefined) return null;
  const start = startInstant(startsAt, timeZone);
  return start === null ? null : start - checkInOpensBefore * 60_000;
}

/** When check-in will open by itself, while it is still to open: not yet opened, round 1 not yet paired. */
export function upcomingCheckInOpening(state: TournamentState): Instant | null {
  if (state.checkIn !== undefined || state.rounds.length > 0 || state.status === 'ended') return null;
  return checkInOpensAt(state);
}

/** When the platform has to open it: upcoming, and registration open or closed (the decider's own condition). */
export function pendingCheckInOpening(state: TournamentState): Instant | null {
  const registration = state.status === 'registration-open' || state.status === 'registration-closed';
  return registration ? upcomingCheckInOpening(state) : null;
}

/** Registered, still in the event, and not checked in: who a roll call would remove, in registration order. */
export function absentPlayers(state: TournamentState): string[] {
  return state.order.filter((id) => {
    const player = state.players[id]!;
    return player.checkedIn === undefined && player.droppedAfterRound === undefined;
  });
}

function withPlayer(state: TournamentState, playerId: string, change: (p: PlayerState) => PlayerState) {
  const player = state.players[playerId];
  return player ? { ...state, players: { ...state.players, [playerId]: change(player) } } : state;
}

export function evolveCheckIn(state: TournamentState, event: CheckInEvent): TournamentState {
  return byType(CHECK_IN_EVOLVERS, event, state);
}

const CHECK_IN_EVOLVERS: ByType<CheckInEvent, [TournamentState], TournamentState> = {
  CheckInOpened: (event, state) => ({
    ...state,
    checkIn: { openedAt: event.data.at, ...(event.data.scheduled ? { scheduled: true as const } : {}) },
  }),
  PlayerCheckedIn: (event, state) =>
    withPlayer(state, event.data.playerId, (p) => ({ ...p, checkedIn: { at: event.data.at, by: event.data.by } })),
  PlayerCheckInUndone: (event, state) => withPlayer(state, event.data.playerId, ({ checkedIn: _was, ...p }) => p),
};
