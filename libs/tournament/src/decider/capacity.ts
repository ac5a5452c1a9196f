import type { Message } from '@cronica/rules-kernel';
import type { CommandOf } from './commands.js';
import type { Decision } from './decision.js';
import { refusal } from './refusal.js';
import type { Actor, Instant, TournamentState } from './types.js';

/**
 * How many players an event takes: the venue's tables, chosen by the organizer at creation. The
 * rulebooks say nothing of it (002 C is about play, not the room). Once every place is taken a
 * player can no longer register from their phone; the organizer can still register someone at the
 * desk (a spare table, a player who was promised a place) and take late entries: the desk knows the
 * room, and the count then reads over the capacity rather than refusing the person in front of them.
 */
export const MIN_CAPACITY = 2;
export const MAX_CAPACITY = 4096;

/** Whether `n` can be an event's places: a whole number from MIN_CAPACITY to MAX_CAPACITY. */
export const isCapacity = (n: number): boolean => Number.isInteger(n) && n >= MIN_CAPACITY && n <= MAX_CAPACITY;

/** What a person reads when the places are out of bounds, at creation or when changed. */
export const CAPACITY_BOUNDS = {
  es: `Las plazas van de ${MIN_CAPACITY} a ${MAX_CAPACITY} (vacío: sin límite).`,
  en: `Places go from ${MIN_CAPACITY} to ${MAX_CAPACITY.toLocaleString('en')} (empty: no limit).`,
} as const;

/** Players holding a place: registered and not dropped (a drop gives the place back). */
export function placesTaken(state: TournamentState): number {
  return state.order.filter((id) => state.players[id]!.droppedAfterRound === undefined).length;
}

/** Places still free for players registering themselves: null with no limit, never below 0. */
export function placesLeft(state: TournamentState): number | null {
  const capacity = state.config?.capacity;
  if (capacity === undefined) return null;
  return Math.max(0, capacity - placesTaken(state));
}

/** The organizer changes the places before play (more tables came, or fewer); null: no limit. */
export type CapacityEvent = Message<
  'CapacityChanged',
  { readonly capacity: number | null; readonly at: Instant; readonly by: Actor }
>;

export function evolveCapacity(state: TournamentState, event: CapacityEvent): TournamentState {
  const { capacity: _was, ...config } = state.config!;
  const capacity = event.data.capacity;
  return { ...state, config: capacity === null ? config : { ...config, capacity } };
}

const refuseCapacity = {
  invalid: refusal('tournament.capacity.invalid', CAPACITY_BOUNDS.es, CAPACITY_BOUNDS.en),
  tooLate: refusal(
    'tournament.capacity.too-late',
    'Las plazas se cambian antes de emparejar la primera ronda.',
    'Places are changed before round 1 is paired.',
  ),
};

/**
 * Before round 1 is paired the organizer may change how many players the event takes; fewer places
 * than players registered removes nobody (the desk decides who plays), it only stops sign-ups.
 * The same number again changes nothing.
 */
export function decideChangeCapacity(command: CommandOf<'ChangeCapacity'>, state: TournamentState): Decision {
  const { capacity, at, by } = command.data;
  if (state.rounds.length > 0) return refuseCapacity.tooLate(command);
  if (capacity !== null && !isCapacity(capacity)) return refuseCapacity.invalid(command);
  if ((state.config?.capacity ?? null) === capacity) return [];
  return [{ type: 'CapacityChanged', data: { capacity, at, by } }];
}
