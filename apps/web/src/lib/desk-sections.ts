import type { Localized } from '@cronica/util';
import type { TournamentDetail } from '../graphql/tournament';
import { eventDetailsMessages } from './event-details-messages';
import { organizerMessages as om } from './organizer-messages';

/** A section of the organizer's desk, by the anchor its nav links to. */
export type DeskSection = 'registration' | 'rounds' | 'clock' | 'staff' | 'details';

export const DESK_SECTION_TITLES: Readonly<Record<DeskSection, Localized>> = {
  registration: om.registration.title,
  rounds: om.rounds.title,
  clock: om.clock.title,
  staff: om.staff.title,
  details: eventDetailsMessages.desk.title,
};

type DeskTournament = Pick<TournamentDetail, 'status' | 'checkInOpen' | 'currentRound' | 'pairings'>;

/** Before the first round (and while the day's check-in runs) the desk is the registration desk; once rounds run, the rounds come first. */
function registrationFirst(tournament: Pick<DeskTournament, 'status' | 'checkInOpen'>): boolean {
  return tournament.status === 'created' || tournament.status === 'registration-open' || tournament.checkInOpen;
}

/** The round clock is at the desk while the current round's pairings are out and the event runs (002 C.1). */
export function clockAtDesk(tournament: DeskTournament): boolean {
  const published = tournament.pairings.some((p) => p.published && p.round === tournament.currentRound);
  return published && tournament.status !== 'ended';
}

/**
 * The desk's sections in the order the page shows them, each only when it is shown: the page draws
 * these and its nav links to these, so no link leads nowhere. Staff and the event's details are the
 * organizer's; the details are corrected until the event ends.
 */
export function deskSections(tournament: DeskTournament, organizer: boolean): DeskSection[] {
  const registering = registrationFirst(tournament);
  const shown: [DeskSection, boolean][] = [
    ['registration', registering],
    ['rounds', true],
    ['clock', clockAtDesk(tournament)],
    ['registration', !registering],
    ['staff', organizer],
    ['details', organizer && tournament.status !== 'ended'],
  ];
  return shown.filter(([, show]) => show).map(([section]) => section);
}
