import type { StaffCommand } from '../graphql/organizer';
import type { TournamentDetail } from '../graphql/tournament';

/**
 * The staff commands worth offering now, from what the page already knows; the API refuses
 * anything out of turn with a clear message. Judges run rounds but do not open or end events.
 */
export function staffCommandsFor(tournament: TournamentDetail): StaffCommand[] {
  const role = tournament.myStaffRole;
  if (role !== 'organizer' && role !== 'judge') return [];
  const organizer = role === 'organizer';
  switch (tournament.status) {
    case 'created':
      return organizer ? ['openRegistration'] : [];
    case 'registration-open':
      return organizer ? ['closeRegistration'] : [];
    case 'registration-closed': {
      const latest = Math.max(0, ...tournament.pairings.map((p) => p.round));
      const unpublished = tournament.pairings.some((p) => p.round === latest && !p.published);
      if (unpublished) return organizer ? ['repairRound', 'publishPairings'] : ['publishPairings'];
      const round: StaffCommand[] = latest > 0 ? ['startRoundClock', 'callTime', 'endRound'] : [];
      const next: StaffCommand[] = organizer ? ['pairNextRound', 'startTopCut', 'endTournament'] : ['pairNextRound'];
      return [...round, ...next];
    }
    case 'top-cut':
      return organizer ? ['pairNextRound', 'publishPairings', 'endRound', 'endTournament'] : ['endRound'];
    default:
      return [];
  }
}
