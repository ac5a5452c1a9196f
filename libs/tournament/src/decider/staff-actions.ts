import { isRuleViolation } from '@cronica/rules-kernel';
import { REGISTRATION_TO_DRAFT_STEPS, type TournamentCommand, type TournamentDecideContext } from './commands.js';
import { decide } from './decide.js';
import type { Actor, Instant, TournamentState } from './types.js';

/** The round clock's staff commands, in their place in an event's order (`CLOCK_ACTIONS`). */
const ROUND_CLOCK_COMMANDS = [
  'StartRoundClock',
  'PauseRoundClock',
  'ResumeRoundClock',
  'ExtendRoundClock',
  'CallTime',
  'EndRoundClock',
] as const satisfies readonly TournamentCommand['type'][];

/**
 * The staff commands a desk offers as buttons, in the order of an event: each needs nothing but
 * the tournament (adding minutes is offered when one minute could be added).
 */
export const STAFF_ACTIONS = [
  ...REGISTRATION_TO_DRAFT_STEPS,
  'PublishPairings',
  ...ROUND_CLOCK_COMMANDS,
  'EndRound',
  'PairTiebreakRound',
  'StartTopCut',
  'EndTournament',
] as const satisfies readonly TournamentCommand['type'][];

export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** A staff command as the API names its mutation: `PairNextRound` is `pairNextRound`. */
export type StaffMutation = Uncapitalize<StaffAction>;

export const staffMutationOf = (action: StaffAction): StaffMutation =>
  (action.charAt(0).toLowerCase() + action.slice(1)) as StaffMutation;

/** Every staff action by its mutation's name, in the order of an event (what `Tournament.staffActions` answers). */
export const STAFF_MUTATIONS: readonly StaffMutation[] = STAFF_ACTIONS.map(staffMutationOf);

/**
 * The commands that move the event on (registration, the next round, a tiebreak round, the top cut):
 * while one is allowed the event still has play ahead, so ending it then would cut it short.
 */
export const ONWARD_ACTIONS: readonly StaffAction[] = [
  'OpenRegistration',
  'CloseRegistration',
  'PairNextRound',
  'PairTiebreakRound',
  'StartTopCut',
];

/** The ones decided against the time (the round clock): the others depend on the tournament alone. */
export const CLOCK_ACTIONS: readonly StaffAction[] = ROUND_CLOCK_COMMANDS;

/** A player id no entrant has: the late entry tried by `lateEntryOpen` (never applied). */
const LATE_ENTRY_PROBE = '\u0000late-entry';

/**
 * Whether the organizer may add a late entry now (tournament-anchors.md §5.4): decided by sending
 * one for a walk-in nobody has registered (nothing is applied), so a desk offers the late-entry form
 * only while a late entry can still join a Swiss round, never in the final round or after them.
 */
export function lateEntryOpen(
  state: TournamentState,
  by: Actor,
  at: Instant,
  context: TournamentDecideContext = {},
): boolean {
  if (by.role !== 'organizer' || state.players[LATE_ENTRY_PROBE]) return false;
  const probe: TournamentCommand = {
    type: 'AddLateEntry',
    data: { playerId: LATE_ENTRY_PROBE, name: 'Inscripción tardía', guest: true, at, by },
  };
  return !isRuleViolation(decide(probe, state, context));
}

/**
 * What this member of staff may do now: the commands the decider would accept from them at `at`,
 * found by deciding each one (nothing is applied). A desk offers these and nothing else, so it
 * never shows "pair the next round" after the last Swiss round or "start the clock" while it runs,
 * and keeps no copy of the tournament's rules. `among`: only these (in their order).
 */
export function allowedStaffActions(
  state: TournamentState,
  by: Actor,
  at: Instant,
  among: readonly StaffAction[] = STAFF_ACTIONS,
  context: TournamentDecideContext = {},
): StaffAction[] {
  if (by.role === 'player') return [];
  return among.filter((type) => {
    const data = type === 'ExtendRoundClock' ? { minutes: 1, at, by } : { at, by };
    return !isRuleViolation(decide({ type, data } as TournamentCommand, state, context));
  });
}
