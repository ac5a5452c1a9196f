import type { TournamentState } from './types.js';

/**
 * How many players an event takes: the venue's tables, chosen by the organizer at creation. The
 * rulebooks say nothing of it (002 C is about play, not the room). Once every place is taken a
 * player can no longer register from their phone; the organizer can still register someone at the
 * desk (a spare table, a player who was promised a place) and take late entries: the desk knows the
 * room, and the count then reads over the capacity rather than refusing the person in front of them.
 */
export const MIN_CAPACITY = 2;
export const MAX_CAPACITY = 4096;

/** Places still free for players registering themselves: null with no limit, never below 0. */
export function placesLeft(state: TournamentState): number | null {
  const capacity = state.config?.capacity;
  if (capacity === undefined) return null;
  const taken = state.order.filter((id) => state.players[id]!.droppedAfterRound === undefined).length;
  return Math.max(0, capacity - taken);
}
