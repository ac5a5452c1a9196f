import { ONWARD_ACTIONS, staffMutationOf } from '@cronica/tournament';
import { isStaffCommand, type StaffCommand } from '../graphql/organizer';

/** Commands that move the event on (the tournament library's list): while one is offered, ending the event would cut it short. */
const ONWARD: readonly string[] = ONWARD_ACTIONS.map(staffMutationOf);

/**
 * The buttons of the staff panel on the tournament page: the staff actions the API allows this
 * member of staff now (`Tournament.staffActions`; the web keeps no copy of the tournament's rules),
 * without the ones that belong at the desk: throwing a draft away, the day's check-in (the desk
 * explains it, counts arrivals and names the absent before removing them), and ending the event
 * while it still has rounds to play (the desk keeps that behind its own disclosure).
 */
const DESK_ONLY: readonly StaffCommand[] = ['discardDraft', 'openCheckIn', 'removeAbsentPlayers'];

export function staffPanelCommands(allowed: readonly string[]): StaffCommand[] {
  const known = allowed.filter(isStaffCommand);
  const early = known.some((c) => ONWARD.includes(c));
  return known.filter((c) => !DESK_ONLY.includes(c) && !(early && c === 'endTournament'));
}
